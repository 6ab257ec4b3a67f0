// The body of every staff list: a table from 768 px up, cards below. The table is laid out to
// the width of the page (fixed layout, long text truncated with the full text in a title), so
// every column and every row action stays visible without sideways scrolling; columns marked
// `wide` show only from 1280 px. Sortable headers are buttons that set `sort` (`field` /
// `-field`); the header cell's aria-sort tells screen readers the current order.
import type { ReactNode } from "react";
import { TABLE_MEDIA, useMediaQuery } from "../../../lib/use-media-query";
import { Button, type ButtonVariant } from "../../ui/button";
import { VisuallyHidden } from "../../ui/visually-hidden";

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Server sort field of this column. */
  sort?: string;
  /** Tailwind width class of the column in the table (e.g. "w-32"); others share the rest. */
  width?: string;
  /** Plain text of the cell: the cell is truncated to one line with this as its title. */
  text?: (row: T) => string;
  /** Only in tables at 1280 px and wider (cards always show it). */
  wide?: boolean;
}

export interface RowAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** The action opens a dialog. */
  dialog?: boolean;
}

export interface DataListProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Names the row for screen readers ("Edit Grace Wanjiku") and heads its card. */
  rowName: (row: T) => string;
  actions?: (row: T) => RowAction[];
  /** Width class of the actions column. */
  actionsWidth?: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  sort: string;
  onSort: (sort: string) => void;
}

const th = "px-2 py-2 text-left text-sm font-semibold text-gray-900 align-bottom";
const td = "px-2 py-2 align-top text-sm text-gray-900";

function ActionButtons({ actions, name }: { actions: RowAction[]; name: string }) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant ?? "secondary"}
          className="min-h-9 px-2 py-1"
          onClick={action.onClick}
          disabled={action.disabled}
          aria-haspopup={action.dialog ? "dialog" : undefined}
        >
          {action.label}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      ))}
    </div>
  );
}

function SortHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: string;
  onSort: (s: string) => void;
}) {
  const field = column.sort!;
  const active = sort === field ? "ascending" : sort === `-${field}` ? "descending" : undefined;
  const next = active === "ascending" ? `-${field}` : field;
  return (
    <button
      type="button"
      onClick={() => onSort(next)}
      className="inline-flex items-center gap-1 rounded text-left font-semibold underline-offset-2 hover:underline"
    >
      {column.header}
      <span aria-hidden="true" className="text-xs">
        {active === "ascending" ? "▲" : active === "descending" ? "▼" : "↕"}
      </span>
    </button>
  );
}

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  if (!column.text) return <>{column.cell(row)}</>;
  return (
    <div className="truncate" title={column.text(row)}>
      {column.cell(row)}
    </div>
  );
}

export function DataList<T>(props: DataListProps<T>) {
  const asTable = useMediaQuery(TABLE_MEDIA);
  return asTable ? <ListTable {...props} /> : <ListCards {...props} />;
}

function ListTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  actions,
  actionsWidth = "w-40",
  loading,
  loadingText,
  emptyText,
  sort,
  onSort,
}: DataListProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  const visibility = (column: Column<T>) => (column.wide ? "hidden xl:table-cell" : "");
  return (
    <section aria-label={label} className="w-full rounded-lg border border-gray-300 bg-white">
      <table className="w-full table-fixed divide-y divide-gray-300">
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${th} ${column.width ?? ""} ${visibility(column)}`}
                aria-sort={
                  column.sort && sort.replace(/^-/, "") === column.sort
                    ? sort.startsWith("-")
                      ? "descending"
                      : "ascending"
                    : undefined
                }
              >
                {column.sort ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={`${th} ${actionsWidth}`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {loading || rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-sm text-gray-800">
                {loading ? loadingText : emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={`${td} break-words ${visibility(column)}`}>
                    <Cell column={column} row={row} />
                  </td>
                ))}
                {actions && (
                  <td className={td}>
                    <ActionButtons actions={actions(row)} name={rowName(row)} />
                  </td>
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function ListCards<T>({
  label,
  columns,
  rows,
  rowKey,
  rowName,
  actions,
  loading,
  loadingText,
  emptyText,
}: DataListProps<T>) {
  if (loading || rows.length === 0) {
    return (
      <p className="rounded-lg border border-gray-300 bg-white px-3 py-6 text-center text-sm">
        {loading ? loadingText : emptyText}
      </p>
    );
  }
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={rowKey(row)} className="rounded-lg border border-gray-300 bg-white p-3">
          <h2 className="mb-2 break-words font-semibold text-gray-900">{rowName(row)}</h2>
          <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {columns.map((column) => (
              <div key={column.id} className="contents">
                <dt className="font-medium text-gray-800">{column.header}</dt>
                <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
              </div>
            ))}
          </dl>
          {actions && (
            <div className="mt-3">
              <ActionButtons actions={actions(row)} name={rowName(row)} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
