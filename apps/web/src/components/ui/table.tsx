// A table that scrolls inside its own box on narrow screens (the staff screens that are not
// paged lists: activity, completeness, outbox, reports, my organisation). The box is focusable
// so keyboard users can scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from "react";

export const th = "whitespace-nowrap px-3 py-2 text-left text-sm font-semibold text-gray-900";
export const td = "px-3 py-2 align-top text-sm text-gray-900";

export interface TableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of this column's cells. */
  className?: string;
  /** Extra classes of this column's header cell. */
  headerClassName?: string;
}

export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  message,
  headerClass = th,
  cellClass = td,
}: {
  /** Accessible name of the scrolling region. */
  label: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown in one row instead of the rows (loading, an error, nothing found). */
  message?: ReactNode;
  headerClass?: string;
  cellClass?: string;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-gray-300 bg-white"
    >
      <table className="min-w-full divide-y divide-gray-300">
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${headerClass} ${column.headerClassName ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {message ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-sm text-gray-800">
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={`${cellClass} ${column.className ?? ""}`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${on ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900"}`}
    >
      {on ? onLabel : offLabel}
    </span>
  );
}
