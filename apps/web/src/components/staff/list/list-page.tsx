// One staff list screen: heading, search and filters, the list (table or cards), paging. The
// screens (users, courses, members, partners, requests, reports) give it their columns, row
// actions and dialogs; search, filters, sort and page live in the address (useListUrl).
import type { ReactNode } from "react";
import type { ListUrlState } from "../../../features/staff/use-list-url";
import { Pagination } from "../../ui/pagination";
import { PageHeader } from "../page-header";
import { type Column, DataList, type RowAction } from "./data-list";
import { type FilterSpec, ListToolbar, SelectFilter } from "./list-toolbar";

export interface ListPageProps<T> {
  title: string;
  subtitle?: ReactNode;
  headerActions?: ReactNode;
  /** Accessible name of the list ("Courses"); the pager is "<label> pages". */
  label: string;
  searchLabel: string;
  searchPlaceholder: string;
  state: ListUrlState;
  filters?: FilterSpec[];
  columns: Column<T>[];
  rows: T[];
  total: number | undefined;
  countText?: (total: number) => string;
  pageSize: number;
  ranges?: boolean;
  previousLabel?: string;
  rowKey: (row: T) => string;
  rowName: (row: T) => string;
  actions?: (row: T) => RowAction[];
  actionsWidth?: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** Dialogs of the screen (edit form, confirmations). */
  children?: ReactNode;
  /** Shown under the list (e.g. "Fetching partners..."). */
  footer?: ReactNode;
}

export function ListPage<T>(props: ListPageProps<T>) {
  const { state, columns } = props;
  const sortable = columns.filter((column) => column.sort);
  const sortOptions = [
    { value: "", label: "Default order" },
    ...sortable.flatMap((column) => [
      { value: column.sort!, label: `${column.header}, ascending` },
      { value: `-${column.sort}`, label: `${column.header}, descending` },
    ]),
  ];
  return (
    <>
      <PageHeader title={props.title} subtitle={props.subtitle} actions={props.headerActions} />
      <ListToolbar
        search={state.search}
        onSearch={state.setSearch}
        searchLabel={props.searchLabel}
        placeholder={props.searchPlaceholder}
        filters={props.filters}
        filterValues={state.filters}
        onFilter={state.setFilter}
        count={
          props.total === undefined
            ? undefined
            : (props.countText ?? ((n) => `${n.toLocaleString()}`))(props.total)
        }
      />
      {sortable.length > 0 && (
        <div className="mb-3 md:hidden">
          <SelectFilter label="Sort by" value={state.sort} options={sortOptions} onChange={state.setSort} />
        </div>
      )}
      <DataList
        label={props.label}
        columns={columns}
        rows={props.rows}
        rowKey={props.rowKey}
        rowName={props.rowName}
        actions={props.actions}
        actionsWidth={props.actionsWidth}
        loading={props.loading}
        loadingText={props.loadingText}
        emptyText={props.emptyText}
        sort={state.sort}
        onSort={state.setSort}
      />
      {props.footer}
      <Pagination
        label={`${props.label} pages`}
        page={state.page}
        total={props.total ?? 0}
        pageSize={props.pageSize}
        onPageChange={state.setPage}
        ranges={props.ranges}
        previousLabel={props.previousLabel}
      />
      {props.children}
    </>
  );
}
