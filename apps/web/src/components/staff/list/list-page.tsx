// One staff list screen: heading, search and filters, the list (table or cards), paging. The
// screens (users, courses, members, partners, requests, reports, organisations, activity) give it
// their columns, row actions, filters, header buttons and dialogs; search, filters, sort and page
// live in the address (useListUrl).
import type { ReactNode } from "react";
import type { ListUrlState } from "../../../lib/staff/use-list-url";
import { Pagination } from "../../ui/pagination";
import { PageHeader } from "../page-header";
import { DataList, type DataListProps } from "./data-list";
import { type FilterSpec, ListToolbar, SelectFilter } from "./list-toolbar";

export interface ListPageProps<T> extends Omit<DataListProps<T>, "sort" | "onSort"> {
  title: string;
  subtitle?: ReactNode;
  headerActions?: ReactNode;
  /** Accessible name of the list ("Courses"); the pager is "<label> pages" unless `pagesLabel`. */
  label: string;
  pagesLabel?: string;
  /** Without it there is no search box. */
  searchLabel?: string;
  searchPlaceholder?: string;
  state: ListUrlState;
  filters?: FilterSpec[];
  total: number | undefined;
  countText?: (total: number) => string;
  pageSize: number;
  ranges?: boolean;
  previousLabel?: string;
  /** Dialogs of the screen (edit form, confirmations). */
  children?: ReactNode;
  /** Shown under the list (e.g. "Fetching partners..."). */
  footer?: ReactNode;
}

/** "Sort by" for the cards on a phone, where the table's sortable headers are not shown. */
function SortSelect<T>({ columns, state }: { columns: DataListProps<T>["columns"]; state: ListUrlState }) {
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  const options = [
    { value: "", label: "Default order" },
    ...sortable.flatMap((column) => [
      { value: column.sort!, label: `${column.header}, ascending` },
      { value: `-${column.sort}`, label: `${column.header}, descending` },
    ]),
  ];
  return (
    <div className="mb-3 md:hidden">
      <SelectFilter label="Sort by" value={state.sort} options={options} onChange={state.setSort} />
    </div>
  );
}

export function ListPage<T>({
  title,
  subtitle,
  headerActions,
  pagesLabel,
  searchLabel,
  searchPlaceholder,
  state,
  filters,
  total,
  countText = (n) => n.toLocaleString(),
  pageSize,
  ranges,
  previousLabel,
  children,
  footer,
  ...list
}: ListPageProps<T>) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={headerActions} />
      <ListToolbar
        state={state}
        searchLabel={searchLabel}
        placeholder={searchPlaceholder}
        filters={filters}
        count={total === undefined ? undefined : countText(total)}
      />
      <SortSelect columns={list.columns} state={state} />
      <DataList {...list} sort={state.sort} onSort={state.setSort} />
      {footer}
      <Pagination
        label={pagesLabel ?? `${list.label} pages`}
        page={state.page}
        total={total ?? 0}
        pageSize={pageSize}
        onPageChange={state.setPage}
        ranges={ranges}
        previousLabel={previousLabel}
      />
      {children}
    </>
  );
}
