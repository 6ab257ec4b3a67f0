// Small parts of hand-made tables: the header row, and the keyboard-reachable scrolling frame.
import type { ReactNode } from "react";

/** One column's heading and its classes. */
export type ColumnHead = readonly [heading: ReactNode, className: string];

/** A table's row of column headings (`<th scope="col">`); a `false` entry is a column left out. */
export function ColumnHeads({
  heads,
  className,
}: {
  heads: readonly (ColumnHead | false)[];
  className?: string;
}) {
  return (
    <tr className={className}>
      {heads.map(
        (head, index) =>
          head && (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in a fixed order
            <th key={index} scope="col" className={head[1]}>
              {head[0]}
            </th>
          ),
      )}
    </tr>
  );
}

/** A row's heading cell (`<th scope="row">`), the first of a row naming what the row is about. */
export function RowHead({ className, children }: { className: string; children: ReactNode }) {
  return (
    <th scope="row" className={className}>
      {children}
    </th>
  );
}

/** A region that scrolls sideways, named and focusable so a keyboard can scroll it on a phone. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className={className}
    >
      {children}
    </section>
  );
}
