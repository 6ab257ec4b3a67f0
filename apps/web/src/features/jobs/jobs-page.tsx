// /admin-jobs (Manage Jobs, issue 27): search, status filter, sorting, pages, create/edit,
// approve/hide (admins), delete with a named confirmation, and the review of a change waiting with
// its before/after, as on the courses screen. Organisation users edit and delete their own jobs.
import {
  CONTENT_ITEM_STATUS_TEXT,
  JOB_TYPE_LABELS,
  type Job,
  kenyanDate,
  REVIEW_FILTERS,
  SORT_FIELDS,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { CreateButton } from "../../components/staff/create-button";
import { changesOf } from "../../components/staff/list/change-review-dialog";
import { statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { REVIEW_FILTER } from "../../components/staff/list/review-badge";
import { useRecordScreen } from "../staff/reviewed-record";
import { useClampPage } from "../staff/use-clamp-page";
import { useListUrl } from "../staff/use-list-url";
import {
  JOB_TOASTS,
  JOBS_PAGE_SIZE,
  jobsListQuery,
  useDecideJobChange,
  useDeleteJob,
  useToggleJobApproval,
} from "./api";
import { JOB_FIELD_LABELS, JobForm } from "./job-form";

const URL_OPTIONS = {
  sorts: SORT_FIELDS.jobs,
  filters: { status: REVIEW_FILTERS, mine: ["true"] },
} as const;

const OWNER_FILTER = {
  name: "mine",
  label: "Show",
  options: [
    { value: "", label: "All jobs" },
    { value: "true", label: "My organisation's jobs" },
  ],
};

const columns: Column<Job>[] = [
  {
    id: "title",
    header: "Title",
    sort: "title",
    cell: (job) => (
      <>
        <span className="block truncate font-medium text-gray-900" title={job.title}>
          {job.title}
        </span>
        <span className="block truncate text-xs text-gray-700">
          {JOB_TYPE_LABELS[job.type]} · {job.location}
        </span>
      </>
    ),
  },
  textColumn("organization", "Organization", (job) => job.organizationName),
  textColumn(
    "closingDate",
    "Closes",
    (job) => `${kenyanDate(job.closingDate)}${job.closed ? CONTENT_ITEM_STATUS_TEXT.closed : ""}`,
    {
      sort: "closingDate",
      width: "w-36",
    },
  ),
  statusColumn(),
];

export default function JobsPage() {
  const state = useListUrl(URL_OPTIONS);
  const list = useQuery(jobsListQuery(state));
  useClampPage(state.page, state.setPage, list.data?.total, JOBS_PAGE_SIZE);
  const screen = useRecordScreen<Job>({
    noun: "Job",
    name: (job) => job.title,
    changes: (job) => changesOf(job, JOB_FIELD_LABELS),
    form: (job, onDone) => <JobForm job={job} onDone={onDone} />,
    toggle: useToggleJobApproval(),
    toggled: { approved: JOB_TOASTS.approved, hidden: JOB_TOASTS.hidden, failed: JOB_TOASTS.toggleFailed },
    decide: useDecideJobChange(),
    remove: useDeleteJob(),
    removed: { deleted: JOB_TOASTS.deleted, failed: JOB_TOASTS.deleteFailed },
  });

  return (
    <ListPage
      title="Manage Jobs"
      headerActions={<CreateButton label="Add Job" onClick={screen.create} />}
      label="Jobs"
      searchLabel="Search jobs"
      searchPlaceholder="Search jobs..."
      state={state}
      filters={[REVIEW_FILTER, OWNER_FILTER]}
      columns={columns}
      rows={list.data?.items ?? []}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} jobs`}
      pageSize={JOBS_PAGE_SIZE}
      rowKey={(job) => job._id}
      rowName={(job) => job.title}
      actions={screen.actions}
      actionsWidth="w-44"
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText="No jobs found"
    >
      {screen.dialogs}
    </ListPage>
  );
}
