// /admin-stats (Impact Reports), a ListPage: New Report; for admins search, year, quarter and
// status filters (list-filters.ts; kept in the URL, so a filtered list can be linked and reloaded)
// and Download Excel of what they show; the list (one line per report from 768 px, cards below)
// with each report's review status and warnings. The member (or, for organisations, the period)
// opens the report: Review (approve / return with a note) when it waits for a decision, else Edit;
// the "More actions" menu holds Review, Edit, History and Delete (the site's dialog, naming the
// report); a toast after every save. Organisation users see their own reports, their status and a returned report's note.
import {
  IMPORT_SCREEN_TEXTS,
  NEW_REPORT_PARAM,
  parsePeriod,
  REPORT_CHANGE_MESSAGES,
  type Report,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { CreateButton } from "../../components/staff/create-button";
import { DeleteDialog } from "../../components/staff/delete-dialog";
import type { RowAction } from "../../components/staff/list/data-list";
import { ListPage } from "../../components/staff/list/list-page";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { canModify } from "../../lib/staff/list";
import { reportError } from "../../lib/staff/session";
import { useStaffUser } from "../../lib/staff/staff-user";
import { useClampPage } from "../../lib/staff/use-clamp-page";
import { useDeleteFlow } from "../../lib/staff/use-delete-flow";
import { useListUrl } from "../../lib/staff/use-list-url";
import { notify } from "../../lib/toast";
import {
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  reportsListQuery,
  useDeleteReport,
  useWithdrawChange,
} from "./api";
import { DownloadReportsButton } from "./components/download-reports-button";
import { RemovalRequestDialog } from "./components/removal-request-dialog";
import { type OpenReport, reportColumns } from "./components/report-columns";
import { ReportCredentials } from "./components/report-credentials";
import { ReportForm } from "./components/report-form";
import { HistoryDialog } from "./components/report-history";
import { ReviewDialog, reportLabel } from "./components/review-dialog";
import { ImportDialog } from "./import/import-dialog";
import { REPORT_FILTERS, REPORT_URL_OPTIONS, reportFiltersFrom } from "./list-filters";

/** Something an admin must decide: a submitted report, a change or a removal request waiting. */
const needsDecision = (report: Report) =>
  report.status === "submitted" ||
  (!!report.pendingChange && !report.pendingChange.returnedNote) ||
  !!report.removalRequest;

export default function ReportsPage() {
  const user = useStaffUser();
  const state = useListUrl(REPORT_URL_OPTIONS);
  // An organisation sees its own reports, unfiltered (the server scopes them too).
  const filters: ReportFilters = user.isAdmin
    ? reportFiltersFrom(state)
    : { year: "", quarter: "", search: "", createdBy: user.email };
  const list = useQuery(reportsListQuery(filters, state.page));
  useClampPage(state.page, state.setPage, list.data?.total, REPORTS_PAGE_SIZE);
  // "File your 2026 Q3 report" on the staff home opens the form with that quarter chosen (?new=).
  const [params, setParams] = useSearchParams();
  const [newPeriod] = useState(() => parsePeriod(params.get(NEW_REPORT_PARAM) ?? ""));
  const [editing, setEditingState] = useState<Report | "new" | null>(() => (newPeriod ? "new" : null));
  const setEditing = (value: Report | "new" | null) => {
    setEditingState(value);
    if (value === null && params.has(NEW_REPORT_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(NEW_REPORT_PARAM);
      setParams(next, { replace: true });
    }
  };
  const [reviewing, setReviewing] = useState<Report | null>(null);
  const [history, setHistory] = useState<Report | null>(null);
  const [removing, setRemoving] = useState<Report | null>(null);
  const [importing, setImporting] = useState(false);
  const withdrawChange = useWithdrawChange();
  const withdraw = (report: Report) =>
    withdrawChange.mutate(report, {
      onSuccess: () => notify.success(REPORT_CHANGE_MESSAGES.withdrawn),
      onError: (failure) => reportError(failure, () => notify.error("Error withdrawing the change")),
    });
  const remove = useDeleteFlow(
    useDeleteReport(),
    {
      deleted: "Report deleted",
      failed: "Error deleting report",
    },
    "report",
  );

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

  return (
    <ListPage
      title="Impact Reports"
      headerActions={
        <>
          <CreateButton label="New Report" onClick={() => setEditing("new")} />
          <Button variant="secondary" onClick={() => setImporting(true)} aria-haspopup="dialog">
            {IMPORT_SCREEN_TEXTS.open}
          </Button>
          {user.isAdmin && items.length > 0 && <DownloadReportsButton filters={filters} />}
        </>
      }
      label="Impact reports"
      pagesLabel="Reports pages"
      // Only admins search and filter: an organisation's list is its own reports.
      searchLabel={user.isAdmin ? "Search reports" : undefined}
      searchPlaceholder={TEXTS.reportsSearchPlaceholder}
      filters={user.isAdmin ? REPORT_FILTERS : undefined}
      state={state}
      columns={reportColumns(user.isAdmin, open)}
      // A click anywhere on the row outside its buttons opens the report, as its button does.
      onRowClick={(report) => open(report).onOpen(report)}
      rows={items}
      total={list.data?.total}
      countText={(n) => `${n.toLocaleString()} reports`}
      pageSize={REPORTS_PAGE_SIZE}
      rowKey={(report) => report._id}
      rowName={reportLabel}
      actions={actions}
      actionsMenu
      dense
      loading={list.isPending}
      loadingText={TEXTS.loading}
      emptyText={TEXTS.noReportsFound}
    >
      <Modal
        open={editing !== null}
        title={editing === "new" ? "Create Report" : "Update Report"}
        onClose={() => setEditing(null)}
        size="lg"
      >
        {editing !== null && (
          <ReportForm
            report={editing === "new" ? undefined : editing}
            period={editing === "new" ? newPeriod : undefined}
            onDone={() => setEditing(null)}
          />
        )}
        {editing !== null && editing !== "new" && editing.organizationId && (
          <ReportCredentials report={editing} />
        )}
      </Modal>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <ReviewDialog report={reviewing} onClose={() => setReviewing(null)} />
      <HistoryDialog report={history} onClose={() => setHistory(null)} />
      <RemovalRequestDialog report={removing} onClose={() => setRemoving(null)} />
      <DeleteDialog
        flow={remove}
        title="Delete report"
        what={(report) => `the report ${reportLabel(report)}`}
      />
    </ListPage>
  );
}
