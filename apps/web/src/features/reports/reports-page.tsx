// /admin-stats (Impact Reports): New Report; for admins search, year, quarter and status filters
// (kept in the URL, so a filtered list can be linked and reloaded), Filter and Download Excel; the
// table with each report's review status and warnings, Review (approve / return with a note),
// History, Edit and Delete (the site's dialog, naming the report); a toast after every save.
// Organisation users see their own reports, their status and a returned report's note.
import {
  METRIC_KEYS,
  METRIC_LABELS,
  QUARTERS,
  type Quarter,
  REPORT_CHANGE_MESSAGES,
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  REPORT_WAITING_LABEL,
  type Report,
  type ReportStatus,
  reportYears,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { CreateButton } from "../../components/staff/create-button";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import { FilterForm, FilterSearch, FilterSelect } from "../../components/staff/filter-form";
import { type RowAction, RowActions } from "../../components/staff/list/row-actions";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { Table, type TableColumn } from "../../components/ui/table";
import { notify } from "../../lib/toast";
import { canModify } from "../staff/list";
import { handleUnauthorized, isUnauthorized, reportError } from "../staff/session";
import { useStaffUser } from "../staff/staff-user";
import { useClampPage } from "../staff/use-clamp-page";
import { useDeleteFlow } from "../staff/use-delete-flow";
import { useFilterParams } from "../staff/use-filter-params";
import {
  downloadReports,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  reportsListQuery,
  useDeleteReport,
  useWithdrawChange,
} from "./api";
import { RemovalRequestDialog } from "./components/removal-request-dialog";
import { ReportForm } from "./components/report-form";
import { HistoryDialog } from "./components/report-history";
import { ReportStatusBadge } from "./components/report-status";
import { ReviewDialog, reportLabel } from "./components/review-dialog";

// Compact cells: the table (ten columns for admins) fits a 1024 px laptop beside the menu.
const th = "whitespace-nowrap px-2 py-2 text-left text-xs font-semibold text-gray-900";
const td = "px-2 py-2 align-top text-sm text-gray-900";
// The actions column stays in view when the table scrolls sideways.
const stickyCell = "sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)]";

/** Something an admin must decide: a submitted report, a change or a removal request waiting. */
const needsDecision = (report: Report) =>
  report.status === "submitted" ||
  (!!report.pendingChange && !report.pendingChange.returnedNote) ||
  !!report.removalRequest;

const memberName = (report: Report) => report.organizationName || report.userId?.username || "Unknown";

type StatusFilter = ReportStatus | "waiting";
const STATUS_FILTERS: readonly StatusFilter[] = [...REPORT_STATUSES, "waiting"];
const STATUS_OPTIONS = [
  ...REPORT_STATUSES.map((status) => ({ value: status, label: REPORT_STATUS_LABELS[status] })),
  { value: "waiting", label: REPORT_WAITING_LABEL },
];

/** The admin filters as URL search parameters (year, quarter, status, search, page). */
function useUrlFilters() {
  const { applied, page, write } = useFilterParams(["year", "quarter", "status", "search"] as const);
  const year = Number(applied.year);
  const filters: ReportFilters = {
    year: Number.isInteger(year) && year > 0 ? year : "",
    quarter: (QUARTERS as readonly string[]).includes(applied.quarter) ? (applied.quarter as Quarter) : "",
    status: (STATUS_FILTERS as readonly string[]).includes(applied.status)
      ? (applied.status as StatusFilter)
      : "",
    search: applied.search,
  };
  return { filters, page, write };
}

function StatusCell({ report }: { report: Report }) {
  const warnings = report.warnings ?? [];
  return (
    <>
      <ReportStatusBadge status={report.status} />
      {report.pendingChange && (
        <span className="mt-1 block whitespace-nowrap text-xs font-semibold text-amber-900">
          {report.pendingChange.returnedNote ? "Change returned" : "Change waiting"}
        </span>
      )}
      {report.removalRequest && (
        <span className="mt-1 block whitespace-nowrap text-xs font-semibold text-red-900">
          Removal requested
        </span>
      )}
      {warnings.length > 0 && (
        <span className="mt-1 block whitespace-nowrap text-xs text-amber-900">
          {warnings.length} warning{warnings.length > 1 ? "s" : ""}
        </span>
      )}
      {report.status === "returned" && report.reviewNote && (
        <span className="mt-1 block max-w-48 text-xs text-red-900">Note: {report.reviewNote}</span>
      )}
    </>
  );
}

function reportColumns(isAdmin: boolean, actions: (report: Report) => RowAction[]): TableColumn<Report>[] {
  const member: TableColumn<Report> = {
    header: "Member",
    cell: (report) => (
      <>
        {memberName(report)}
        <span className="block break-all text-xs text-gray-700">{report.createdBy}</span>
      </>
    ),
  };
  return [
    ...(isAdmin ? [member] : []),
    {
      header: "Period",
      className: "whitespace-nowrap",
      cell: (report) => `${report.year} ${report.quarter}`,
    },
    ...METRIC_KEYS.map((key) => ({
      header: METRIC_LABELS[key],
      headerClassName: "whitespace-normal text-right",
      className: "text-right tabular-nums",
      cell: (report: Report) => (report.metrics?.[key] ?? 0).toLocaleString(),
    })),
    { header: "Status", cell: (report) => <StatusCell report={report} /> },
    {
      header: "Actions",
      headerClassName: `${stickyCell} bg-gray-100`,
      className: stickyCell,
      cell: (report) => (
        <RowActions actions={actions(report)} name={`report ${reportLabel(report)}`} compact />
      ),
    },
  ];
}

export default function ReportsPage() {
  const user = useStaffUser();
  const url = useUrlFilters();
  const [draft, setDraft] = useState<ReportFilters>(url.filters);
  const filters: ReportFilters = user.isAdmin
    ? url.filters
    : { year: "", quarter: "", search: "", createdBy: user.email };
  const page = url.page;
  const setPage = (next: number) => url.write(url.filters, next);
  const list = useQuery(reportsListQuery(filters, page));
  useClampPage(page, setPage, list.data?.total, REPORTS_PAGE_SIZE);
  const [editing, setEditing] = useState<Report | "new" | null>(null);
  const [reviewing, setReviewing] = useState<Report | null>(null);
  const [history, setHistory] = useState<Report | null>(null);
  const [removing, setRemoving] = useState<Report | null>(null);
  const withdrawChange = useWithdrawChange();
  const withdraw = (report: Report) =>
    withdrawChange.mutate(report, {
      onSuccess: () => notify.success(REPORT_CHANGE_MESSAGES.withdrawn),
      onError: (failure) => reportError(failure, () => notify.error("Error withdrawing the change")),
    });
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteFlow(useDeleteReport(), {
    deleted: "Report deleted",
    failed: "Error deleting report",
  });

  const items = list.data?.items ?? [];
  const actions = (report: Report): RowAction[] => [
    ...(user.isAdmin
      ? [
          {
            label: "Review",
            variant: needsDecision(report) ? ("primary" as const) : ("secondary" as const),
            onClick: () => setReviewing(report),
            dialog: true,
          },
        ]
      : []),
    { label: "Edit", onClick: () => setEditing(report), dialog: true },
    {
      label: "History",
      name: `of report ${reportLabel(report)}`,
      onClick: () => setHistory(report),
      dialog: true,
    },
    ...(!user.isAdmin && report.pendingChange
      ? [
          {
            label: REPORT_CHANGE_MESSAGES.withdraw,
            name: `of report ${reportLabel(report)}`,
            onClick: () => withdraw(report),
          },
        ]
      : []),
    ...(!user.isAdmin && report.status === "approved" && !report.removalRequest
      ? [
          {
            label: REPORT_CHANGE_MESSAGES.requestRemoval,
            name: `of report ${reportLabel(report)}`,
            onClick: () => setRemoving(report),
            dialog: true,
          },
        ]
      : []),
    // An organisation never deletes an approved report: it asks for its removal (ADR 0019).
    ...(canModify(user, report) && (user.isAdmin || report.status !== "approved")
      ? [
          {
            label: "Delete",
            variant: "danger" as const,
            onClick: () => remove.setDeleting(report),
            dialog: true,
          },
        ]
      : []),
  ];

  async function onDownload() {
    setDownloading(true);
    try {
      await downloadReports(filters);
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized();
      else console.error(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Impact Reports"
        actions={
          <>
            <CreateButton label="New Report" onClick={() => setEditing("new")} />
            {user.isAdmin && items.length > 0 && (
              <Button
                variant="success"
                onClick={() => void onDownload()}
                disabled={downloading}
                aria-busy={downloading}
              >
                Download Excel
              </Button>
            )}
          </>
        }
      />
      {user.isAdmin && (
        <FilterForm
          label="Filter reports"
          className="sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
          onApply={() => url.write({ ...draft, search: draft.search.trim() }, 1)}
        >
          <FilterSearch
            label="Search reports"
            placeholder={TEXTS.reportsSearchPlaceholder}
            value={draft.search}
            onChange={(search) => setDraft({ ...draft, search })}
          />
          <FilterSelect
            label="Filter by year"
            allLabel="All Years"
            options={reportYears()}
            value={draft.year}
            onChange={(year) => setDraft({ ...draft, year: year ? Number(year) : "" })}
          />
          <FilterSelect
            label="Filter by quarter"
            allLabel="All Quarters"
            options={QUARTERS}
            value={draft.quarter}
            onChange={(quarter) => setDraft({ ...draft, quarter: quarter as "" | Quarter })}
          />
          <FilterSelect
            label="Filter by status"
            allLabel="All statuses"
            options={STATUS_OPTIONS}
            value={draft.status ?? ""}
            onChange={(status) => setDraft({ ...draft, status: status as "" | StatusFilter })}
          />
        </FilterForm>
      )}
      <Table
        label="Impact reports"
        columns={reportColumns(user.isAdmin, actions)}
        rows={items}
        rowKey={(report) => report._id}
        message={list.isPending ? TEXTS.loading : items.length === 0 ? TEXTS.noReportsFound : undefined}
        headerClass={th}
        cellClass={td}
      />
      <Pagination
        label="Reports pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={REPORTS_PAGE_SIZE}
        onPageChange={setPage}
      />
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Create Report" : "Update Report"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <ReportForm report={editing === "new" ? undefined : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <ReviewDialog report={reviewing} onClose={() => setReviewing(null)} />
      <HistoryDialog report={history} onClose={() => setHistory(null)} />
      <RemovalRequestDialog report={removing} onClose={() => setRemoving(null)} />
      <DeleteDialog
        flow={remove}
        title="Delete report"
        what={(report) => `the report ${reportLabel(report)}`}
      />
    </>
  );
}
