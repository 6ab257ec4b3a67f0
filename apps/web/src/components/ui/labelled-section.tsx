import type { ReactNode } from "react";

/** A section named by its own heading (aria-labelledby), so it is a landmark a screen reader can list. */
export function LabelledSection({
  id,
  title,
  className,
  headingClassName = "text-2xl font-bold text-brand-dark",
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  /** The heading's classes (by default a page part's heading). */
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
