import type { ReactNode } from "react";

/** Text for screen readers only (e.g. which row an "Edit" button belongs to). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
