// Progress toward the target, trained and certified alike: delivered beside pledged, the pace
// needed per quarter to reach the target by the end of the target year, and the recent pace with
// the quarters it is taken over (recent-pace.ts in packages/shared). Always every period: a filter
// does not change the target.
import {
  type ImpactSummary,
  paceNeeded,
  quartersLeft,
  type RecentPace,
  recentPace,
  TARGET_YEAR,
  TRAINING_TARGET,
} from "@alliance/shared";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { METRIC_NAMES } from "./metric-labels";
import { shareOf } from "./share";

const METRICS = ["trained", "certified"] as const;

function MetricProgress({
  summary,
  metric,
  now,
}: {
  summary: ImpactSummary;
  metric: (typeof METRICS)[number];
  now: Date;
}) {
  const delivered = summary.allTime[metric];
  const pledged = summary.pledged[metric];
  const left = quartersLeft(now);
  const needed = paceNeeded(delivered, left);
  const recent = recentPace(summary.series, metric, now);
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
      <RecentPaceText pace={recent} metric={metric} />
    </li>
  );
}

/** The recent pace and the quarters it is taken over, or why there is none. */
function RecentPaceText({ pace, metric }: { pace: RecentPace; metric: string }) {
  const t = useT();
  const f = useFormat();
  if (pace.kind === "none") {
    return (
      <p className="mt-1 text-sm text-slate-800" data-pace={metric}>
        {t("impact.noRecentPace", { qualifying: pace.qualifying })}
      </p>
    );
  }
  return (
    <div className="mt-1 text-sm text-slate-800" data-pace={metric}>
      <p>{t("impact.recentPace", { perQuarter: f.number(pace.perQuarter), count: pace.quarters.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {pace.quarters.map((quarter) => (
          <li key={`${quarter.period.year}-${quarter.period.quarter}`}>
            {t("impact.paceQuarter", {
              quarter: f.quarter(quarter.period.year, quarter.period.quarter),
              rate: f.percent(quarter.rate * 100),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TargetProgress({ summary, now = new Date() }: { summary: ImpactSummary; now?: Date }) {
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="progress-title" className="mt-10">
      <h2 id="progress-title" className="text-2xl font-bold text-brand-dark">
        {t("impact.progressHeading", { target: f.number(TRAINING_TARGET), year: String(TARGET_YEAR) })}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {METRICS.map((metric) => (
          <MetricProgress key={metric} summary={summary} metric={metric} now={now} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{t("impact.pledgedNote")}</p>
    </section>
  );
}
