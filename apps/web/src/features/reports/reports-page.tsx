// /admin-stats (Impact Reports): New Report; for admins search, year, quarter and status filters
// (kept in the URL, so a filtered list can be linked and reloaded), Filter and Download Excel; the
// list (one line per report from 768 px, cards below) with each report's review status and
// warnings. The member (or, for organisations, the period) opens the report: Review (approve /
// return with a note) when it waits for a decision, else Edit; the "More actions" menu holds
// Review, Edit, History and Delete (the site's dialog, naming the report); a toast after every
// save. Organisation users see their own reports, their status and a returned report's note.
import {
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
import { DataList, type RowAction } from "../../components/staff/list/data-list";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
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
import { type OpenReport, reportColumns } from "./components/report-columns";
import { ReportForm } from "./components/report-form";
import { HistoryDialog } from "./components/report-history";
import { ReviewDialog, reportLabel } from "./components/review-dialog";

/** Something an admin must decide: a submitted report, a change or a removal request waiting. */
const needsDecision = (report: Report) =>
  report.status === "submitted" ||
  (!!report.pendingChange && !report.pendingChange.returnedNote) ||
  !!report.removalRequest;

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
  const waits = (report: Report) => user.isAdmin && needsDecision(report);
  const open = (report: Report): OpenReport =>
    waits(report) ? { verb: "Review", onOpen: setReviewing } : { verb: "Edit", onOpen: setEditing };
  const review: (report: Report) => RowAction[] = (report) =>
    user.isAdmin ? [{ label: "Review", onClick: () => setReviewing(report), dialog: true }] : [];
  const actions = (report: Report): RowAction[] => [
    // Review comes first when the report waits for it.
    ...(waits(report) ? review(report) : []),
    { label: "Edit", onClick: () => setEditing(report), dialog: true },
    ...(waits(report) ? [] : review(report)),
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
      <DataList
        label="Impact reports"
        columns={reportColumns(user.isAdmin, open)}
        rows={items}
        rowKey={(report) => report._id}
        rowName={reportLabel}
        actions={actions}
        actionsMenu
        dense
        loading={list.isPending}
        loadingText={TEXTS.loading}
        emptyText={TEXTS.noReportsFound}
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
