// The body of every staff list: a table from 768 px up, cards below. The table is laid out to
// the width of the page (fixed layout, long text truncated with the full text in a title), so
// every column and every row action stays visible without sideways scrolling; columns marked
// `wide` show only from 1280 px. Sortable headers are buttons that set `sort` (`field` /
// `-field`); the header cell's aria-sort tells screen readers the current order.
import type { ReactNode } from "react";
import { TABLE_MEDIA, useMediaQuery } from "../../../lib/use-media-query";
import { type RowAction, RowActions } from "./row-actions";

export type { RowAction };

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

/**
 * A column of plain text, truncated to one line in the table with the full text as its title;
 * `strong` sets it in medium weight, `cell` shows the text another way (e.g. as a link).
 */
export function textColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
  options: Partial<Pick<Column<T>, "sort" | "width" | "cell">> & { strong?: boolean } = {},
): Column<T> {
  const { strong, sort, width } = options;
  const cell =
    options.cell ?? (strong ? (row: T) => <span className="font-medium">{value(row)}</span> : value);
  return { id, header, text: value, cell, sort, width };
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

/** The order a column's rows are in, for aria-sort and the header's arrow. */
function sortState<T>(column: Column<T>, sort: string): "ascending" | "descending" | undefined {
  if (!column.sort) return undefined;
  if (sort === column.sort) return "ascending";
  return sort === `-${column.sort}` ? "descending" : undefined;
}

/** Columns marked `wide` show only from 1280 px. */
const visibility = <T,>(column: Column<T>) => (column.wide ? "hidden xl:table-cell" : "");

/** A column's header cell; a sortable one is a button that sorts by it, then the other way. */
function ColumnHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: string;
  onSort: (s: string) => void;
}) {
  const active = sortState(column, sort);
  return (
    <th scope="col" className={`${th} ${column.width ?? ""} ${visibility(column)}`} aria-sort={active}>
      {column.sort ? (
        <button
          type="button"
          onClick={() => onSort(active === "ascending" ? `-${column.sort}` : column.sort!)}
          className="inline-flex items-center gap-1 rounded text-left font-semibold underline-offset-2 hover:underline"
        >
          {column.header}
          <span aria-hidden="true" className="text-xs">
            {active === "ascending" ? "▲" : active === "descending" ? "▼" : "↕"}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
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

/** The list's rows, or `message` (loading, nothing found) in their place. */
type BodyProps<T> = DataListProps<T> & { message: string | null };

export function DataList<T>(props: DataListProps<T>) {
  const asTable = useMediaQuery(TABLE_MEDIA);
  const message = props.loading ? props.loadingText : props.rows.length === 0 ? props.emptyText : null;
  const Body = asTable ? ListTable : ListCards;
  return <Body {...props} message={message} />;
}

function ListTable<T>({
  columns,
  actions,
  actionsWidth = "w-40",
  sort,
  onSort,
  message,
  ...list
}: BodyProps<T>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <section aria-label={list.label} className="w-full rounded-lg border border-gray-300 bg-white">
      <table className="w-full table-fixed divide-y divide-gray-300">
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <ColumnHeader key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
            {actions && (
              <th scope="col" className={`${th} ${actionsWidth}`}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {message !== null ? (
            <tr>
              <td colSpan={span} className="px-3 py-6 text-center text-sm text-gray-800">
                {message}
              </td>
            </tr>
          ) : (
            list.rows.map((row) => (
              <tr key={list.rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={`${td} break-words ${visibility(column)}`}>
                    <Cell column={column} row={row} />
                  </td>
                ))}
                {actions && (
                  <td className={td}>
                    <RowActions actions={actions(row)} name={list.rowName(row)} />
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

function ListCards<T>({ columns, actions, message, ...list }: BodyProps<T>) {
  if (message !== null) {
    return (
      <p className="rounded-lg border border-gray-300 bg-white px-3 py-6 text-center text-sm">{message}</p>
    );
  }
  return (
    <ul aria-label={list.label} className="space-y-3">
      {list.rows.map((row) => (
        <li key={list.rowKey(row)} className="rounded-lg border border-gray-300 bg-white p-3">
          <h2 className="mb-2 break-words font-semibold text-gray-900">{list.rowName(row)}</h2>
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
              <RowActions actions={actions(row)} name={list.rowName(row)} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
