// The staff screen of a content type (docs/decisions/0028-news-events-jobs-insights.md: Manage News, Events, Jobs, Insights): search,
// status and owner filters, sorting, pages, create/edit, approve/hide (admins), delete with a named
// confirmation, and the review of a change waiting with its before/after, as on the courses
// screen. Organisation users edit and delete their own items. Each type gives its columns and form.
import { CONTENT_RETURN_MESSAGES, type OwnedRecord, REVIEW_FILTERS, TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { CreateButton } from "../../components/staff/create-button";
import { changesOf, type FieldFormats } from "../../components/staff/list/change-review-dialog";
import { type Column, Wrapped } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER } from "../../components/staff/list/review-badge";
import type { RowAction } from "../../components/staff/list/row-actions";
import { TruncatedText } from "../../components/staff/list/truncated-text";
import { type ReviewedRecord, useRecordScreen } from "../../lib/staff/reviewed-record";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useListUrl } from "../../lib/staff/use-list-url";
import type { ContentApi, ContentRecord } from "./api";
import { ReturnDialog } from "./return-dialog";

export type ContentRow = ContentRecord &
  ReviewedRecord &
  OwnedRecord & {
    title: string;
    pendingChange?: { values: object; proposedBy: string; proposedAt: string } | null;
  };

export interface ContentStaffScreen<T extends ContentRow, I> {
  api: ContentApi<T, I>;
  /** "Job", "News item": the dialogs' titles ("Add Job", "Delete Job"). */
  noun: string;
  /** "jobs", "news items": the count, the search and the owner filter. */
  plural: string;
  /** "Jobs", "News": the page title ("Manage Jobs") and the list's label. */
  label: string;
  sorts: readonly string[];
  columns: Column<T>[];
  /** The fields an edit may change, labelled as the form labels them (for the review dialog). */
  fieldLabels: Partial<Record<keyof T & string, string>>;
  /** The fields shown as images in the review dialog. */
  imageFields?: string[];
  /** How the review dialog reads fields whose raw value is not for people (dates, choices). */
  fieldFormats?: FieldFormats;
  form: (row: T | undefined, onDone: () => void) => ReactNode;
  /** Row actions of this type, after the common ones (`edit` opens a row's form). */
  moreActions?: (row: T, edit: (row: T) => void) => RowAction[];
  actionsWidth?: string;
  /** Dialogs of `moreActions`. */
  children?: ReactNode;
  /** Admins may return an item not yet public to its organisation with a note (events, jobs). */
  returnable?: boolean;
}

/**
 * The title, in full (it identifies the row), and a line under it saying more (`detail`, when
 * there is something to say), cut when long and then read in full on hover and keyboard focus.
 */
export function titleColumn<T extends ContentRow>(detail: (row: T) => string): Column<T> {
  return {
    id: "title",
    header: "Title",
    sort: "title",
    cell: (row) => (
      <>
        <Wrapped className="font-medium text-gray-900">{row.title}</Wrapped>
        {detail(row) && <TruncatedText text={detail(row)} className="text-xs text-gray-700" />}
      </>
    ),
  };
}

/** The Trash entity of each content type's deleted items. */
const CONTENT_TRASH = { news: "news", events: "event", jobs: "job", insights: "insight" } as const;

const FILTERS = { status: REVIEW_FILTERS, mine: ["true"] } as const;

export function ContentStaffPage<T extends ContentRow, I>(screen: ContentStaffScreen<T, I>) {
  const { api, noun, plural, label } = screen;
  const state = useListUrl({ sorts: screen.sorts, filters: FILTERS });
  const list = useQuery(api.listQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, api.pageSize);
  const record = useRecordScreen<T>({
    noun,
    name: (row) => row.title,
    changes: (row) => changesOf(row, screen.fieldLabels, screen.imageFields, screen.fieldFormats),
    form: screen.form,
    toggle: api.useToggleApproval(),
    toggled: { approved: api.toasts.approved, hidden: api.toasts.hidden, failed: api.toasts.toggleFailed },
    decide: api.useDecideChange(),
    trash: CONTENT_TRASH[api.kind],
    remove: api.useDelete(),
    removed: { deleted: api.toasts.deleted, failed: api.toasts.deleteFailed },
  });
  const [returning, setReturning] = useState<T | null>(null);
  const returnItem = api.useReturn();
  const returnAction = (row: T): RowAction[] =>
    screen.returnable && record.user.isAdmin && !row.approved
      ? [{ label: CONTENT_RETURN_MESSAGES.action, onClick: () => setReturning(row), dialog: true }]
      : [];
  const ownerFilter = {
    name: "mine",
    label: "Show",
    options: [
      { value: "", label: `All ${plural}` },
      { value: "true", label: `My organisation's ${plural}` },
    ],
  };

  return (
    <ListPage
      title={`Manage ${label}`}
      headerActions={<CreateButton label={`Add ${noun}`} onClick={record.create} />}
      label={label}
      searchLabel={`Search ${plural}`}
      searchPlaceholder={`Search ${plural}...`}
      state={state}
      filters={[REVIEW_FILTER, ownerFilter]}
      columns={screen.columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} ${plural}`}
      pageSize={api.pageSize}
      rowKey={(row) => row._id}
      rowName={(row) => row.title}
      actions={(row) => {
        const common = [...record.actions(row), ...returnAction(row)];
        return common.length > 0 && screen.moreActions
          ? [...common, ...screen.moreActions(row, record.edit)]
          : common;
      }}
      actionsWidth={screen.actionsWidth ?? "w-44"}
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText={`No ${plural} found`}
    >
      {record.dialogs}
      {screen.returnable && (
        <ReturnDialog
          row={returning}
          name={(row) => `${noun} ${row.title}`}
          mutation={returnItem}
          onClose={() => setReturning(null)}
        />
      )}
      {screen.children}
    </ListPage>
  );
}
