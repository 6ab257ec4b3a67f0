// The body of every staff list: a table from 768 px up, cards below. The table is laid out to
// the width of the page (fixed layout), so every column and every row action stays visible
// without sideways scrolling; columns marked `wide` show only from 1280 px. What identifies a row
// (a name, an organisation, a title, an e-mail) wraps onto more lines rather than being cut, a
// long unbroken value breaking anywhere; only a column marked `cut` (a web
// address, a line of notes) is cut with an ellipsis, and then shows in full on hover and focus
// (TruncatedText). Figures' and dates' columns are narrow, so the text columns get the width.
// Sortable headers are buttons that set `sort` (`field` / `-field`); the header cell's aria-sort
// tells the current order.
import type { MouseEvent, ReactNode } from "react";
import { TABLE_MEDIA, useMediaQuery } from "../../../lib/use-media-query";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { MoreActionsMenu } from "./more-actions-menu";
import { type RowAction, RowActions } from "./row-actions";
import { TruncatedText } from "./truncated-text";

export type { RowAction };

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Server sort field of this column. */
  sort?: string;
  /** Tailwind width class of the column in the table (e.g. "w-32"); others share the rest. */
  width?: string;
  /** Plain text of the cell (its title when `cut`). */
  text?: (row: T) => string;
  /** A second, smaller line under `text` (e.g. the phone under the e-mail), shown the same way. */
  detail?: (row: T) => string | undefined;
  /**
   * Cut each line to one with an ellipsis (full value on hover and focus) instead of wrapping:
   * for values that do not identify the row (a web address).
   */
  cut?: boolean;
  /** Figures are right-aligned in the table, in digits of one width. */
  align?: "right";
  /** Only in tables at 1280 px and wider (cards always show it). */
  wide?: boolean;
}

/**
 * A column of plain text, wrapped in the table (or cut, with `cut`); `strong` sets it in medium
 * weight, `cell` shows the text another way (e.g. as a link).
 */
export function textColumn<T>(
  id: string,
  header: string,
  value: (row: T) => string,
  options: Partial<Pick<Column<T>, "sort" | "width" | "cell" | "detail" | "cut">> & { strong?: boolean } = {},
): Column<T> {
  const { strong, sort, width, detail, cut } = options;
  const cell =
    options.cell ?? (strong ? (row: T) => <span className="font-medium">{value(row)}</span> : value);
  return { id, header, text: value, cell, sort, width, detail, cut };
}

/** A value that wraps, breaking anywhere when one word is wider than its column (an e-mail). */
export function Wrapped({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <span className={`block min-w-0 [overflow-wrap:anywhere] ${className}`}>{children}</span>;
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
  /** The actions sit in one "More actions" menu button instead of a row of buttons. */
  actionsMenu?: boolean;
  /** Narrow cell padding and small headings, for tables of many columns (the reports' figures). */
  dense?: boolean;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /**
   * What a click on a table row outside its buttons and links does (the reports list: open the
   * report). Keyboard users have the row's own button for it.
   */
  onRowClick?: (row: T) => void;
  /** Current order; lists without sortable columns leave it out. */
  sort?: string;
  onSort?: (sort: string) => void;
}

const thBase = "py-2 text-left font-semibold text-gray-900 align-bottom";
const tdBase = "py-2 align-top text-sm text-gray-900";
const cellClasses = (dense = false) => ({
  th: `${thBase} ${dense ? "px-1 text-xs" : "px-2 text-sm"}`,
  td: `${tdBase} ${dense ? "px-1" : "px-2"}`,
});

/** The order a column's rows are in, for aria-sort and the header's arrow. */
function sortState<T>(column: Column<T>, sort: string): "ascending" | "descending" | undefined {
  if (!column.sort) return undefined;
  if (sort === column.sort) return "ascending";
  return sort === `-${column.sort}` ? "descending" : undefined;
}

/** Columns marked `wide` show only from 1280 px; figures are right-aligned. */
const placement = <T,>(column: Column<T>) =>
  `${column.wide ? "hidden xl:table-cell" : ""} ${column.align === "right" ? "text-right tabular-nums" : ""}`;

/** A column's header cell; a sortable one is a button that sorts by it, then the other way. */
function ColumnHeader<T>({
  column,
  sort,
  onSort,
  th,
}: {
  column: Column<T>;
  sort: string;
  onSort: (s: string) => void;
  th: string;
}) {
  const active = sortState(column, sort);
  return (
    <th scope="col" className={`${th} ${column.width ?? ""} ${placement(column)}`} aria-sort={active}>
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
  const detail = column.detail?.(row);
  if (!column.cut)
    return (
      <>
        <Wrapped>{column.cell(row)}</Wrapped>
        {detail && <Wrapped className="text-xs text-gray-700">{detail}</Wrapped>}
      </>
    );
  return (
    <>
      <TruncatedText text={column.text(row)}>{column.cell(row)}</TruncatedText>
      {detail && <TruncatedText text={detail} className="text-xs text-gray-700" />}
    </>
  );
}

/** A card's value: the cell as the table shows it, with its second line under it. */
function CardValue<T>({ column, row }: { column: Column<T>; row: T }) {
  const detail = column.detail?.(row);
  return (
    <>
      {column.cell(row)}
      {detail && <Wrapped className="text-xs text-gray-700">{detail}</Wrapped>}
    </>
  );
}

function Actions<T>({ row, list }: { row: T; list: BodyProps<T> }) {
  if (!list.actions) return null;
  const actions = list.actions(row);
  const name = list.rowName(row);
  return list.actionsMenu ? (
    <MoreActionsMenu actions={actions} name={name} />
  ) : (
    <RowActions actions={actions} name={name} />
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

/** Controls of a row, which do their own thing when clicked: a row click leaves them alone. */
const ROW_CONTROLS = "a, button, input, select, textarea, label, summary, [role='menu'], [role='dialog']";

/** A click on a row outside its controls, and not the end of selecting its text. */
function rowClicked(event: MouseEvent<HTMLTableRowElement>, act: () => void) {
  const target = event.target as HTMLElement;
  if (target.closest(ROW_CONTROLS)) return;
  if (!event.currentTarget.contains(target)) return;
  if (window.getSelection()?.toString()) return;
  act();
}

function ListTable<T>(props: BodyProps<T>) {
  const { columns, actions, actionsMenu, sort = "", onSort = () => {}, message, ...list } = props;
  const { th, td } = cellClasses(props.dense);
  const actionsWidth = props.actionsWidth ?? (actionsMenu ? "w-12" : "w-40");
  const span = columns.length + (actions ? 1 : 0);
  return (
    <section aria-label={list.label} className="w-full rounded-lg border border-gray-300 bg-white">
      <table className="w-full table-fixed divide-y divide-gray-300">
        <thead className="bg-gray-100">
          <tr>
            {columns.map((column) => (
              <ColumnHeader key={column.id} column={column} sort={sort} onSort={onSort} th={th} />
            ))}
            {actions && (
              <th scope="col" className={`${th} ${actionsWidth}`}>
                {/* A menu column is too narrow for its heading: screen readers still hear it. */}
                {actionsMenu ? <VisuallyHidden>Actions</VisuallyHidden> : "Actions"}
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
              <tr
                key={list.rowKey(row)}
                onClick={
                  list.onRowClick ? (event) => rowClicked(event, () => list.onRowClick!(row)) : undefined
                }
                className={list.onRowClick ? "cursor-pointer hover:bg-gray-50" : undefined}
              >
                {columns.map((column) => (
                  <td key={column.id} className={`${td} break-words ${placement(column)}`}>
                    <Cell column={column} row={row} />
                  </td>
                ))}
                {actions && (
                  <td className={td}>
                    <Actions row={row} list={props} />
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

function ListCards<T>(props: BodyProps<T>) {
  const { columns, actions, message, ...list } = props;
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
                <dd className="min-w-0 break-words text-gray-900">
                  <CardValue column={column} row={row} />
                </dd>
              </div>
            ))}
          </dl>
          {actions && (
            <div className="mt-3">
              <Actions row={row} list={props} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
