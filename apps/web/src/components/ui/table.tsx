// The table of the staff screens that are not paged lists (activity, completeness, outbox, my
// organisation). From 768 px it is a table in a box that scrolls if it must (focusable, so
// keyboard users can scroll it too - axe: scrollable-region-focusable); below, each row is a
// card of header / value pairs, like the paged lists, so a phone never scrolls sideways.
import type { ReactNode } from "react";
import { TABLE_MEDIA, useMediaQuery } from "../../lib/use-media-query";
import { ScrollRegion } from "./table-parts";

export const th = "whitespace-nowrap px-3 py-2 text-left text-sm font-semibold text-gray-900";
// A long unbroken value (an e-mail address, an error) may break anywhere rather than widen the
// table past its box: the columns share the width, and nothing scrolls sideways at 1024 px.
export const td = "px-3 py-2 align-top text-sm text-gray-900 [overflow-wrap:anywhere]";

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
  // Where the window cannot tell (unit tests), a table.
  const asTable = useMediaQuery(TABLE_MEDIA, true);
  if (!asTable)
    return <TableCards label={label} columns={columns} rows={rows} rowKey={rowKey} message={message} />;
  return (
    <ScrollRegion
      label={label}
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
    </ScrollRegion>
  );
}

/** Below 768 px: one card per row, each column's header beside its value. */
function TableCards<T>({
  label,
  columns,
  rows,
  rowKey,
  message,
}: {
  label: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  message?: ReactNode;
}) {
  if (message) {
    return (
      <p className="rounded-lg border border-gray-300 bg-white px-3 py-6 text-center text-sm">{message}</p>
    );
  }
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-lg border border-gray-300 bg-white p-3">
          <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {columns.map((column) => (
              <div key={column.header} className="contents">
                <dt className="font-medium text-gray-800">{column.header}</dt>
                <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
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
