// Staff home: an admin sees how many reports wait for review; an organisation user is told when
// the current or the last quarter's report is missing or was returned.
import { currentPeriod, lastCompletePeriod, newReportQuery, TEXTS } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../paths";
import { ownLatestReportsQuery, reviewQueueQuery } from "../api";

export function ReviewQueueCard() {
  const queue = useQuery(reviewQueueQuery());
  return (
    <li>
      <Link
        to={`${paths.adminReports}?status=waiting`}
        className="block rounded-lg border border-gray-300 bg-white p-4 shadow-sm hover:border-brand focus-visible:border-brand"
      >
        <span className="block text-sm font-medium text-gray-800">Reports to review</span>
        <span className="mt-1 block text-3xl font-bold text-brand" aria-live="polite">
          {queue.isPending ? TEXTS.loading : queue.isError ? "-" : queue.data.total.toLocaleString()}
        </span>
      </Link>
    </li>
  );
}

export function ReportReminders() {
  const own = useQuery(ownLatestReportsQuery());
  if (!own.data) return null;
  // What she must do first: the last ended quarter's report (overdue), then this quarter's.
  const periods = [
    { ...lastCompletePeriod(), label: "last quarter" },
    { ...currentPeriod(), label: "this quarter" },
  ];
  const notes = periods.flatMap((period) => {
    const report = own.data.items.find((r) => r.year === period.year && r.quarter === period.quarter);
    const name = `${period.year} ${period.quarter}`;
    if (!report) {
      return [
        {
          key: name,
          text: `Your report for ${name} (${period.label}) is missing.`,
          action: `File your ${name} report`,
          to: `${paths.adminReports}${newReportQuery(period)}`,
        },
      ];
    }
    if (report.status === "returned") {
      return [
        {
          key: name,
          text: `Your report for ${name} (${period.label}) was returned${report.reviewNote ? `: ${report.reviewNote}` : "."}`,
          action: `Correct your ${name} report`,
          to: paths.adminReports,
        },
      ];
    }
    return [];
  });
  if (notes.length === 0) return null;
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-600 bg-amber-50 p-4 text-amber-950">
      <ul className="space-y-2">
        {notes.map((note) => (
          <li key={note.key}>
            {note.text}{" "}
            <Link to={note.to} className="font-medium text-brand underline">
              {note.action}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
