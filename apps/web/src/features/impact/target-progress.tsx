// Progress toward the target, trained and certified alike: delivered beside pledged, the pace
// needed per quarter to reach the target by the end of the target year, and the pace of the last
// four quarters that have ended. Always every period: a filter does not change the target.
import {
  type ImpactSummary,
  paceNeeded,
  quartersLeft,
  recentPace,
  TARGET_YEAR,
  TRAINING_TARGET,
} from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";
import { shareOf } from "./share";

const METRICS = ["trained", "certified"] as const;

function MetricProgress({ summary, metric }: { summary: ImpactSummary; metric: (typeof METRICS)[number] }) {
  const delivered = summary.allTime[metric];
  const pledged = summary.pledged[metric];
  const left = quartersLeft();
  const needed = paceNeeded(delivered, left);
  const recent = recentPace(summary.series, metric);
  const share = shareOf(delivered, TRAINING_TARGET);
  const t = useT();
  const f = useFormat();
  return (
    <li className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-bold text-brand-dark">
        {t("impact.progressOf", { metric: t(METRIC_NAMES[metric]), target: f.number(TRAINING_TARGET) })}
      </h3>
      <div className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-brand" style={{ width: `${share}%` }} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <div>
          <dt className="text-sm text-slate-700">{t("impact.delivered")}</dt>
          <dd className="text-xl font-extrabold text-slate-900" data-progress={`${metric}-delivered`}>
            {f.number(delivered)}{" "}
            <span className="text-sm font-semibold text-slate-700">({f.percent(share)})</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{t("impact.pledged")}</dt>
          <dd className="text-xl font-extrabold text-slate-900" data-progress={`${metric}-pledged`}>
            {f.number(pledged)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-800">
        {needed === 0
          ? t("impact.targetReached")
          : left === 0
            ? t("impact.targetTimeOver", { year: String(TARGET_YEAR) })
            : t("impact.neededPace", {
                perQuarter: f.number(needed),
                quarters: left,
                year: String(TARGET_YEAR),
              })}
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {recent
          ? t("impact.recentPace", {
              perQuarter: f.number(recent.perQuarter),
              from: f.quarter(recent.from.year, recent.from.quarter),
              to: f.quarter(recent.to.year, recent.to.quarter),
            })
          : t("impact.noRecentPace")}
      </p>
    </li>
  );
}

export function TargetProgress({ summary }: { summary: ImpactSummary }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="progress-title" className="mt-10">
      <h2 id="progress-title" className="text-2xl font-bold text-brand-dark">
        {t("impact.progressHeading", { target: f.number(TRAINING_TARGET), year: String(TARGET_YEAR) })}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {METRICS.map((metric) => (
          <MetricProgress key={metric} summary={summary} metric={metric} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t("impact.pledgedNote")}</p>
    </section>
  );
}
