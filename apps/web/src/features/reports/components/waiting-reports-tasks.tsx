// The first lines of an admin's "Waiting for you" (ADR 0024): reports waiting for review, and
// organisations missing the due quarter's report (from the completeness of the last complete one).
// A line with nothing waiting is left out.
import { lastCompletePeriod } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { paths } from "../../../paths";
import { completenessQuery, reviewQueueQuery } from "../api";

/** One line of "Waiting for you": a count linking to where it is handled; none once it is 0. */
export function TaskLine({ to, count, what }: { to: string; count: number | undefined; what: string }) {
  const n = count ?? 0;
  if (count === 0) return null;
  return (
    <li>
      <Link
        to={to}
        className="flex items-center gap-3 rounded-md border border-gray-300 bg-white px-3 py-2 hover:border-brand"
      >
        <span
          className={`inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-bold ${n > 0 ? "bg-amber-100 text-amber-950" : "bg-gray-100 text-gray-900"}`}
        >
          {count === undefined ? "…" : n.toLocaleString()}
        </span>
        <span className="text-gray-900">{what}</span>
      </Link>
    </li>
  );
}

export function WaitingReportsTasks() {
  const due = lastCompletePeriod();
  const queue = useQuery(reviewQueueQuery());
  const completeness = useQuery(completenessQuery(due.year, due.quarter));
  const missing = completeness.data?.organizations.filter((org) => org.status === "missing").length;
  return (
    <>
      <TaskLine
        to={`${paths.adminReports}?status=waiting`}
        count={queue.data?.total}
        what="reports, report changes and removal requests waiting for review"
      />
      <TaskLine
        to={`${paths.adminCompleteness}?year=${due.year}&quarter=${due.quarter}`}
        count={missing}
        what={`organisations missing their ${due.year} ${due.quarter} report`}
      />
    </>
  );
}
