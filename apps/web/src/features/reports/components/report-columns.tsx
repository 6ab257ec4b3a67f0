// The columns of the Impact Reports list: the member (admins only) as the button that opens the
// report with its contact e-mail under it, the period, the six figures and the review status.
// Widths are chosen so the whole row fits a 1024 px laptop beside the menu, two text lines high
// (the member's name and e-mail): the figures' columns are as wide as their headings' longest
// word, the year sits over the quarter and a long status label over two lines, the member takes
// what is left.
import { METRIC_KEYS, METRIC_LABELS, type MetricKey, type Report } from "@alliance/shared";
import type { Column } from "../../../components/staff/list/data-list";
import { TruncatedText } from "../../../components/staff/list/truncated-text";
import { VisuallyHidden } from "../../../components/ui/visually-hidden";
import { ReportStatusBadge } from "./report-status";
import { reportLabel } from "./review-dialog";

export const memberName = (report: Report) => report.organizationName || report.userId?.username || "Unknown";

export const periodOf = (report: Report) => `${report.year} ${report.quarter}`;

/** What opening a report does: review it when it waits for a decision, else edit it. */
export interface OpenReport {
  verb: string;
  onOpen: (report: Report) => void;
}

/**
 * The row's own button: `shown` (the member or the period) in the list, "Review report Savannah
 * Tech Hub 2025 Q3" for screen readers, wrapped in full when the column is narrow (it identifies
 * the row).
 */
function OpenReportButton({ report, shown, open }: { report: Report; shown: string; open: OpenReport }) {
  const label = reportLabel(report);
  const at = label.indexOf(shown);
  const before = at < 0 ? `${label} ` : label.slice(0, at);
  const after = at < 0 ? "" : label.slice(at + shown.length);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => open.onOpen(report)}
      data-opens-report
      className="relative block w-full rounded text-left font-medium text-brand underline underline-offset-2 [overflow-wrap:anywhere]"
    >
      <VisuallyHidden>
        {open.verb} report {before}
      </VisuallyHidden>
      {shown}
      {after && <VisuallyHidden>{after}</VisuallyHidden>}
    </button>
  );
}

/** Changes, removals, warnings and a returner's note, on one line under the status badge. */
function statusNotes(report: Report): string {
  const warnings = report.warnings?.length ?? 0;
  return [
    report.pendingChange && (report.pendingChange.returnedNote ? "Change returned" : "Change waiting"),
    report.removalRequest && "Removal requested",
    warnings > 0 && `${warnings} warning${warnings > 1 ? "s" : ""}`,
    report.status === "returned" && report.reviewNote && `Note: ${report.reviewNote}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

function StatusCell({ report }: { report: Report }) {
  const notes = statusNotes(report);
  return (
    <>
      <ReportStatusBadge status={report.status} wrap />
      {notes && <TruncatedText text={notes} className="mt-0.5 text-xs font-semibold text-amber-900" />}
    </>
  );
}

const figureOf = (report: Report, key: MetricKey) => report.metrics?.[key] ?? 0;

const millions = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

/**
 * A figure with thousands separators; from a million on (up to the 10,000,000 a report may hold)
 * as "9.1M", with the exact figure as its title and for screen readers, so the column stays as
 * narrow as its heading.
 */
function Figure({ value }: { value: number }) {
  const exact = value.toLocaleString();
  if (value < 1_000_000) return <>{exact}</>;
  return (
    <span title={exact}>
      <span aria-hidden="true">{millions.format(value)}</span>
      <VisuallyHidden>{exact}</VisuallyHidden>
    </span>
  );
}

/** Each figure's column is as wide as its heading's longest word ("Organizations"). */
const METRIC_WIDTHS: Record<MetricKey, string> = {
  aware: "w-[5.25rem]",
  engaged: "w-[4.25rem]",
  trained: "w-[4.25rem]",
  certified: "w-[4.25rem]",
  orgsReached: "w-[6.5rem]",
  reachedByLeaders: "w-[4.25rem]",
};

/** The year over the quarter: the row is two lines high anyway, and the column half as wide. */
function StackedPeriod({ report }: { report: Report }) {
  return (
    <>
      {/* Two lines as high as the member's name and e-mail, so the row stays two lines high. */}
      <span className="block leading-[1.125rem]">{report.year}</span>
      <span className="block leading-[1.125rem]">{report.quarter}</span>
    </>
  );
}

export function reportColumns(isAdmin: boolean, open: (report: Report) => OpenReport): Column<Report>[] {
  const member: Column<Report> = {
    id: "member",
    header: "Member",
    text: memberName,
    cell: (report) => <OpenReportButton report={report} shown={memberName(report)} open={open(report)} />,
    // Who sent it: the contact e-mail, in full (wrapped).
    detail: (report) => report.createdBy,
  };
  return [
    ...(isAdmin ? [member] : []),
    isAdmin
      ? { id: "period", header: "Period", width: "w-14", cell: (report) => <StackedPeriod report={report} /> }
      : {
          id: "period",
          header: "Period",
          width: "w-32",
          cell: (report) => <OpenReportButton report={report} shown={periodOf(report)} open={open(report)} />,
        },
    ...METRIC_KEYS.map(
      (key): Column<Report> => ({
        id: key,
        header: METRIC_LABELS[key],
        width: METRIC_WIDTHS[key],
        align: "right",
        text: (report) => figureOf(report, key).toLocaleString(),
        cell: (report) => <Figure value={figureOf(report, key)} />,
      }),
    ),
    { id: "status", header: "Status", width: "w-[6.5rem]", cell: (report) => <StatusCell report={report} /> },
  ];
}
