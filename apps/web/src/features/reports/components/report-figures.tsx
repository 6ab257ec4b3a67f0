// A report's six figures as a table a reviewer can read at a glance: the approved (or submitted)
// figures, the organisation's proposed change beside them when one waits (then only the figures
// that differ, so the change is read at once), and the same organisation's latest approved earlier
// quarter, named; a changed figure is marked in words, not only colour.
import {
  kenyanDateTime,
  METRIC_KEYS,
  METRIC_LABELS,
  REPORT_CHANGE_MESSAGES,
  type Report,
} from "@alliance/shared";

const number = (value: number | undefined) => (value ?? 0).toLocaleString("en-KE");

export function ReportFigures({ report }: { report: Report }) {
  const change = report.pendingChange;
  const previous = report.previous;
  const periodMoves = change && (change.year !== report.year || change.quarter !== report.quarter);
  const current = report.status === "approved" ? REPORT_CHANGE_MESSAGES.approvedHeading : "Figures";
  const shownKeys = change
    ? METRIC_KEYS.filter((key) => change.metrics[key] !== report.metrics[key])
    : METRIC_KEYS;
  const previousPeriod = report.previousPeriod;
  return (
    <div className="overflow-x-auto">
      {change && shownKeys.length === 0 && (
        <p className="mb-2 text-sm text-gray-700" data-testid="no-figure-changes">
          No figure changes: the change is in the period, the breakdowns or the evidence.
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">Figures of the report {`${report.year} ${report.quarter}`}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Figure
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              {current}
            </th>
            {change && (
              <th scope="col" className="py-1 pr-2 text-right font-semibold">
                {change.returnedNote
                  ? REPORT_CHANGE_MESSAGES.returnedHeading
                  : REPORT_CHANGE_MESSAGES.pendingHeading}
              </th>
            )}
            {previous && (
              <th scope="col" className="py-1 text-right font-semibold">
                {previousPeriod
                  ? `Latest approved before (${previousPeriod.year} ${previousPeriod.quarter})`
                  : "Previous quarter (approved)"}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {periodMoves && (
            <tr className="border-b border-gray-200 bg-amber-50">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                Period
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{`${report.year} ${report.quarter}`}</td>
              <td className="py-1 pr-2 text-right font-semibold tabular-nums">
                {`${change.year} ${change.quarter}`} <span className="text-xs font-normal">(changed)</span>
              </td>
              {previous && <td />}
            </tr>
          )}
          {shownKeys.map((key) => {
            const changed = change && change.metrics[key] !== report.metrics[key];
            return (
              <tr key={key} className={`border-b border-gray-200 ${changed ? "bg-amber-50" : ""}`}>
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {METRIC_LABELS[key]}
                </th>
                <td className="py-1 pr-2 text-right tabular-nums">{number(report.metrics[key])}</td>
                {change && (
                  <td className={`py-1 pr-2 text-right tabular-nums ${changed ? "font-semibold" : ""}`}>
                    {number(change.metrics[key])}
                    {changed && <span className="text-xs font-normal"> (changed)</span>}
                  </td>
                )}
                {previous && <td className="py-1 text-right tabular-nums">{number(previous[key])}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Who proposed the waiting change and when, and the reviewer's note when it was returned. */
export function PendingChangeNote({ report }: { report: Report }) {
  const change = report.pendingChange;
  if (!change) return null;
  return (
    <div className="rounded-md border border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <p>
        <strong>
          {change.returnedNote
            ? REPORT_CHANGE_MESSAGES.returnedHeading
            : REPORT_CHANGE_MESSAGES.pendingHeading}
        </strong>{" "}
        by {change.proposedBy}, {kenyanDateTime(change.proposedAt)}. The approved figures stay public until an
        admin approves it.
      </p>
      {change.returnedNote && (
        <p className="mt-1">
          <strong>Reviewer's note:</strong> {change.returnedNote}
        </p>
      )}
    </div>
  );
}

/** The organisation's request to remove this approved report, while an admin decides. */
export function RemovalRequestNote({ report }: { report: Report }) {
  const removal = report.removalRequest;
  if (!removal) return null;
  return (
    <div className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p>
        <strong>{REPORT_CHANGE_MESSAGES.removalHeading}</strong> by {removal.requestedBy},{" "}
        {kenyanDateTime(removal.requestedAt)}.
      </p>
      <p className="mt-1">
        <strong>Reason:</strong> {removal.reason}
      </p>
    </div>
  );
}
