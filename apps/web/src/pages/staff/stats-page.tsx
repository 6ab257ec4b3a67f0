// /admin-stats (Impact Reports, SPEC §2): New Report; for admins search, year and quarter filters,
// Filter and Download Excel; the table; Loading... / No reports found; the Create Report / Update
// Report modal; delete after the browser confirmation. Organisation users see their own reports.
import {
  METRIC_KEYS,
  METRIC_LABELS,
  QUARTERS,
  type Quarter,
  REPORT_YEARS,
  type Report,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Pagination } from "../../components/ui/pagination";
import { EmptyRow, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { VisuallyHidden } from "../../components/ui/visually-hidden";
import { canModify } from "../../features/staff/list";
import {
  downloadReports,
  REPORTS_PAGE_SIZE,
  type ReportFilters,
  reportsListQuery,
  useDeleteReport,
} from "../../features/staff/reports/api";
import { ReportForm } from "../../features/staff/reports/components/report-form";
import { handleUnauthorized, isUnauthorized } from "../../features/staff/session";
import { useStaffUser } from "../../features/staff/staff-user";
import { useClampPage } from "../../features/staff/use-clamp-page";

const control = "block w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-gray-900";

const memberName = (report: Report) => report.organizationName || report.userId?.username || "Unknown";

export default function StatsPage() {
  const user = useStaffUser();
  const [draft, setDraft] = useState<ReportFilters>({ year: "", quarter: "", search: "" });
  const [applied, setApplied] = useState<ReportFilters>({ year: "", quarter: "", search: "" });
  const [page, setPage] = useState(1);
  const filters: ReportFilters = user.isAdmin
    ? applied
    : { year: "", quarter: "", search: "", createdBy: user.email };
  const list = useQuery(reportsListQuery(filters, page));
  useClampPage(page, setPage, list.data?.total, REPORTS_PAGE_SIZE);
  const [editing, setEditing] = useState<Report | "new" | null>(null);
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteReport();

  const items = list.data?.items ?? [];
  const canDelete = (report: Report) => canModify(user, report);
  const columns = (user.isAdmin ? 1 : 0) + 3 + METRIC_KEYS.length;

  function onDelete(report: Report) {
    if (!window.confirm(TEXTS.deleteReportConfirm)) return;
    remove.mutate(report, {
      onError: (error) => {
        if (!isUnauthorized(error)) console.error(error);
      },
    });
  }

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
          className="mb-4 grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            setApplied({ ...draft, search: draft.search.trim() });
            setPage(1);
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
              {REPORT_YEARS.map((year) => (
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
                Year
              </th>
              <th scope="col" className={th}>
                Quarter
              </th>
              {METRIC_KEYS.map((key) => (
                <th key={key} scope="col" className={th}>
                  {METRIC_LABELS[key]}
                </th>
              ))}
              <th scope="col" className={th}>
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
                const label = `${memberName(report)} ${report.year} ${report.quarter}`;
                return (
                  <tr key={report._id}>
                    {user.isAdmin && (
                      <td className={td}>
                        {memberName(report)}
                        <span className="block whitespace-nowrap text-xs text-gray-700">
                          {report.createdBy}
                        </span>
                      </td>
                    )}
                    <td className={td}>{report.year}</td>
                    <td className={td}>{report.quarter}</td>
                    {METRIC_KEYS.map((key) => (
                      <td key={key} className={`${td} text-right tabular-nums`}>
                        {(report.metrics?.[key] ?? 0).toLocaleString()}
                      </td>
                    ))}
                    <td className={td}>
                      <div className="flex gap-1">
                        <Button variant="secondary" onClick={() => setEditing(report)} aria-haspopup="dialog">
                          Edit<VisuallyHidden> report {label}</VisuallyHidden>
                        </Button>
                        {canDelete(report) && (
                          <Button
                            variant="danger"
                            onClick={() => onDelete(report)}
                            disabled={remove.isPending && remove.variables?._id === report._id}
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
    </>
  );
}
