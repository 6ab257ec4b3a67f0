// Progress toward the target, trained and certified alike: delivered beside pledged, the pace
// needed per quarter to reach the target by the end of the target year, and the pace of the last
// four quarters that have ended. Always every period: a filter does not change the target.
import {
  type ImpactSummary,
  METRIC_LABELS,
  paceNeeded,
  periodLabel,
  quartersLeft,
  recentPace,
  IMPACT_PAGE_TEXTS as T,
  TRAINING_TARGET,
} from "@alliance/shared";
import { formatNumber, formatPercent, shareOf } from "./format";

const METRICS = ["trained", "certified"] as const;

function MetricProgress({ summary, metric }: { summary: ImpactSummary; metric: (typeof METRICS)[number] }) {
  const delivered = summary.allTime[metric];
  const pledged = summary.pledged[metric];
  const left = quartersLeft();
  const needed = paceNeeded(delivered, left);
  const recent = recentPace(summary.series, metric);
  const share = shareOf(delivered, TRAINING_TARGET);
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-bold text-brand-dark">{T.progressOf(METRIC_LABELS[metric])}</h3>
      <div className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand" style={{ width: `${share}%` }} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div>
          <dt className="text-sm text-slate-700">{T.delivered}</dt>
          <dd className="text-xl font-extrabold text-slate-900" data-progress={`${metric}-delivered`}>
            {formatNumber(delivered)}{" "}
            <span className="text-sm font-semibold text-slate-700">({formatPercent(share)})</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{T.pledged}</dt>
          <dd className="text-xl font-extrabold text-slate-900" data-progress={`${metric}-pledged`}>
            {formatNumber(pledged)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">
        {needed === 0
          ? T.targetReached
          : left === 0
            ? T.targetTimeOver
            : T.neededPace(formatNumber(needed), left)}
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {recent
          ? T.recentPace(formatNumber(recent.perQuarter), periodLabel(recent.from), periodLabel(recent.to))
          : T.noRecentPace}
      </p>
    </li>
  );
}

export function TargetProgress({ summary }: { summary: ImpactSummary }) {
  return (
    <section aria-labelledby="progress-title" className="mt-10">
      <h2 id="progress-title" className="text-2xl font-bold text-brand-dark">
        {T.progressHeading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {METRICS.map((metric) => (
          <MetricProgress key={metric} summary={summary} metric={metric} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{T.pledgedNote}</p>
    </section>
  );
}
