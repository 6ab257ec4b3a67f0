import type { ReactNode } from "react";

/** A section named by its own heading (aria-labelledby), so it is a landmark a screen reader can list. */
export function LabelledSection({
  id,
  title,
  className,
  headingClassName = "text-2xl font-bold text-brand-dark",
  level = 2,
  children,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  /** The heading's classes (by default a page part's heading). */
  headingClassName?: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
