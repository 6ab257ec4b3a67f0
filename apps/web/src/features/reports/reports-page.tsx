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
  REPORT_STATUS_LABELS,
  REPORT_STATUSES,
  type Report,
  type ReportStatus,
  reportYears,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { EmptyRow, TableContainer, tableClass } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { canModify } from "../staff/list";
import { handleUnauthorized, isUnauthorized } from "../staff/session";
import { useStaffUser } from "../staff/staff-user";
import { useClampPage } from "../staff/use-clamp-page";
import { useDeleteFlow } from "../staff/use-delete-flow";
import {
  downloadReports,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  reportsListQuery,
  useDeleteReport,
} from "./api";
import { ReportForm } from "./components/report-form";
import { HistoryDialog } from "./components/report-history";
import { ReportStatusBadge } from "./components/report-status";
import { ReviewDialog, reportLabel } from "./components/review-dialog";

const control = "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900";
// Compact cells: the table (ten columns for admins) fits a 1024 px laptop beside the menu.
const th = "whitespace-nowrap px-2 py-2 text-left text-xs font-semibold text-gray-900";
const td = "px-2 py-2 align-top text-sm text-gray-900";
// The actions column stays in view when the table scrolls sideways.
const stickyCell = "sticky right-0 bg-white shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.25)]";
const small = "min-h-8 px-2 py-1 text-xs";

const memberName = (report: Report) => report.organizationName || report.userId?.username || "Unknown";

/** The admin filters as URL search parameters (year, quarter, status, search, page). */
function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get("year"));
  const quarter = params.get("quarter") ?? "";
  const status = params.get("status") ?? "";
  const filters: ReportFilters = {
    year: Number.isInteger(year) && year > 0 ? year : "",
    quarter: (QUARTERS as readonly string[]).includes(quarter) ? (quarter as Quarter) : "",
    status: (REPORT_STATUSES as readonly string[]).includes(status) ? (status as ReportStatus) : "",
    search: params.get("search") ?? "",
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const write = (next: ReportFilters, nextPage: number) => {
    const out = new URLSearchParams();
    if (next.year !== "") out.set("year", String(next.year));
    if (next.quarter) out.set("quarter", next.quarter);
    if (next.status) out.set("status", next.status);
    if (next.search.trim()) out.set("search", next.search.trim());
    if (nextPage > 1) out.set("page", String(nextPage));
    setParams(out, { replace: true });
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
  const [downloading, setDownloading] = useState(false);
  const { deleting, setDeleting, onDelete, deleteBusy } = useDeleteFlow(useDeleteReport(), {
    deleted: "Report deleted",
    failed: "Error deleting report",
  });

  const items = list.data?.items ?? [];
  const canDelete = (report: Report) => canModify(user, report);
  const columns = (user.isAdmin ? 1 : 0) + 3 + METRIC_KEYS.length;

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
            <Button onClick={() => setEditing("new")} aria-haspopup="dialog">
              New Report
            </Button>
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
        <form
          aria-label="Filter reports"
          className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            url.write({ ...draft, search: draft.search.trim() }, 1);
          }}
        >
          <div>
            <label htmlFor="reports-search" className="sr-only">
              Search reports
            </label>
            <input
              id="reports-search"
              type="search"
              className={control}
              placeholder={TEXTS.reportsSearchPlaceholder}
              value={draft.search}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor="reports-year" className="sr-only">
              Filter by year
            </label>
            <select
              id="reports-year"
              className={control}
              value={draft.year}
              onChange={(event) =>
                setDraft({ ...draft, year: event.target.value ? Number(event.target.value) : "" })
              }
            >
              <option value="">All Years</option>
              {reportYears().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="reports-quarter" className="sr-only">
              Filter by quarter
            </label>
            <select
              id="reports-quarter"
              className={control}
              value={draft.quarter}
              onChange={(event) => setDraft({ ...draft, quarter: event.target.value as "" | Quarter })}
            >
              <option value="">All Quarters</option>
              {QUARTERS.map((quarter) => (
                <option key={quarter} value={quarter}>
                  {quarter}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="reports-status" className="sr-only">
              Filter by status
            </label>
            <select
              id="reports-status"
              className={control}
              value={draft.status ?? ""}
              onChange={(event) => setDraft({ ...draft, status: event.target.value as "" | ReportStatus })}
            >
              <option value="">All statuses</option>
              {REPORT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {REPORT_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </form>
      )}
      <TableContainer label="Impact reports">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              {user.isAdmin && (
                <th scope="col" className={th}>
                  Member
                </th>
              )}
              <th scope="col" className={th}>
                Period
              </th>
              {METRIC_KEYS.map((key) => (
                <th key={key} scope="col" className={`${th} whitespace-normal text-right`}>
                  {METRIC_LABELS[key]}
                </th>
              ))}
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={`${th} ${stickyCell} bg-gray-100`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {list.isPending ? (
              <EmptyRow colSpan={columns}>{TEXTS.loading}</EmptyRow>
            ) : items.length === 0 ? (
              <EmptyRow colSpan={columns}>{TEXTS.noReportsFound}</EmptyRow>
            ) : (
              items.map((report) => {
                const label = reportLabel(report);
                const warnings = report.warnings ?? [];
                return (
                  <tr key={report._id}>
                    {user.isAdmin && (
                      <td className={td}>
                        {memberName(report)}
                        <span className="block break-all text-xs text-gray-700">{report.createdBy}</span>
                      </td>
                    )}
                    <td className={`${td} whitespace-nowrap`}>
                      {report.year} {report.quarter}
                    </td>
                    {METRIC_KEYS.map((key) => (
                      <td key={key} className={`${td} text-right tabular-nums`}>
                        {(report.metrics?.[key] ?? 0).toLocaleString()}
                      </td>
                    ))}
                    <td className={td}>
                      <ReportStatusBadge status={report.status} />
                      {warnings.length > 0 && (
                        <span className="mt-1 block whitespace-nowrap text-xs text-amber-900">
                          {warnings.length} warning{warnings.length > 1 ? "s" : ""}
                        </span>
                      )}
                      {report.status === "returned" && report.reviewNote && (
                        <span className="mt-1 block max-w-48 text-xs text-red-900">
                          Note: {report.reviewNote}
                        </span>
                      )}
                    </td>
                    <td className={`${td} ${stickyCell}`}>
                      <div className="flex flex-wrap gap-1">
                        {user.isAdmin && (
                          <Button
                            variant={report.status === "submitted" ? "primary" : "secondary"}
                            className={small}
                            onClick={() => setReviewing(report)}
                            aria-haspopup="dialog"
                          >
                            Review<VisuallyHidden> report {label}</VisuallyHidden>
                          </Button>
                        )}
                        <Button
                          variant="secondary"
                          className={small}
                          onClick={() => setEditing(report)}
                          aria-haspopup="dialog"
                        >
                          Edit<VisuallyHidden> report {label}</VisuallyHidden>
                        </Button>
                        <Button
                          variant="secondary"
                          className={small}
                          onClick={() => setHistory(report)}
                          aria-haspopup="dialog"
                        >
                          History<VisuallyHidden> of report {label}</VisuallyHidden>
                        </Button>
                        {canDelete(report) && (
                          <Button
                            variant="danger"
                            className={small}
                            onClick={() => setDeleting(report)}
                            aria-haspopup="dialog"
                          >
                            Delete<VisuallyHidden> report {label}</VisuallyHidden>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </TableContainer>
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
      <ConfirmDialog
        open={deleting !== null}
        title="Delete report"
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={onDelete}
      >
        Are you sure you want to delete the report {deleting ? reportLabel(deleting) : ""}?
      </ConfirmDialog>
    </>
  );
}
