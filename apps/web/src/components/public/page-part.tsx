// A part of an organisation's page: a section named by its heading.
import type { ReactNode } from "react";

export function PagePart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold text-brand-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}
