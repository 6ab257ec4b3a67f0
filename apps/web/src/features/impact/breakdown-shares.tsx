// Who was trained (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): the share of women, of youth (as Kenya and as the UN count
// them) and of persons with disabilities among those trained and among those certified, each
// with its count and the part of the total it is known for ("3,420 women, 47% of those whose sex
// is known"). A share rests only on those whose category was reported, so without its count and
// coverage it would overstate what is known; with nothing reported (or nobody trained in the
// period) it says "not known yet" instead of a made-up 0%.
import {
  BREAKDOWN_METRICS,
  type BreakdownMetric,
  type Breakdowns,
  type Dimension,
  shareOf,
  YOUTH_KENYA,
  YOUTH_UN,
} from "@alliance/shared";
import { useId } from "react";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";

type ShareDimension = Exclude<Dimension, "county">;

const SHARES: ReadonlyArray<{
  label: MessageId;
  /** "3,420 women": the people the share counts. */
  count: MessageId;
  dimension: ShareDimension;
  categories: readonly string[];
}> = [
  { label: "picture.share.women", count: "picture.count.women", dimension: "sex", categories: ["female"] },
  {
    label: "picture.share.youthKenya",
    count: "picture.count.youthKenya",
    dimension: "ageBand",
    categories: YOUTH_KENYA,
  },
  {
    label: "picture.share.youthUn",
    count: "picture.count.youthUn",
    dimension: "ageBand",
    categories: YOUTH_UN,
  },
  {
    label: "picture.share.disability",
    count: "picture.count.disability",
    dimension: "disability",
    categories: ["with"],
  },
];

const SHARE_OF_KNOWN: Record<ShareDimension, MessageId> = {
  sex: "picture.shareOfKnown.sex",
  ageBand: "picture.shareOfKnown.ageBand",
  disability: "picture.shareOfKnown.disability",
};

const AMONG: Record<BreakdownMetric, MessageId> = {
  trained: "picture.among.trained",
  certified: "picture.among.certified",
};

/** "known for 80% of those trained": the part of the total a share rests on. */
export function useCoverageText() {
  const t = useT();
  const format = useFormat();
  return (coverage: number, metric: BreakdownMetric) =>
    t(metric === "trained" ? "picture.coverage.trained" : "picture.coverage.certified", {
      percent: format.percent(Math.round(coverage * 100)),
    });
}

/** One share: its count, the percentage among those known and its coverage, or "not known yet". */
function ShareFigure({
  label,
  count,
  shareOfKnown,
  metric,
  share,
  coverage,
}: {
  label: string;
  count: MessageId;
  shareOfKnown: MessageId;
  metric: BreakdownMetric;
  share: ReturnType<typeof shareOf>;
  coverage: number;
}) {
  const t = useT();
  const format = useFormat();
  const coverageText = useCoverageText();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="font-medium text-slate-800">{label}</span>
      {share.share === null ? (
        <span className="text-slate-700">{t("picture.notKnownYet")}</span>
      ) : (
        <span className="text-right">
          <span className="text-lg font-bold text-brand tabular-nums">
            {t(count, { count: format.number(share.part) })}
          </span>
          ,{" "}
          <span className="font-semibold text-slate-900">
            {t(shareOfKnown, { share: format.share(share.share) })}
          </span>{" "}
          <span className="block text-sm text-slate-700">{coverageText(coverage, metric)}</span>
        </span>
      )}
    </li>
  );
}

/** The four shares among those of one metric. */
function MetricShares({
  metric,
  breakdowns,
  level,
}: {
  metric: BreakdownMetric;
  breakdowns: Breakdowns;
  level: 3 | 4;
}) {
  const t = useT();
  const titleId = `${useId()}-title`;
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section aria-labelledby={titleId} className="min-w-0">
      <Heading id={titleId} className="text-lg font-semibold text-brand-dark">
        {t(AMONG[metric])}
      </Heading>
      <ul className="mt-1 divide-y divide-slate-200">
        {SHARES.map(({ label, count, dimension, categories }) => {
          const share = shareOf(breakdowns[metric][dimension], categories);
          return (
            <ShareFigure
              key={label}
              label={t(label)}
              count={count}
              shareOfKnown={SHARE_OF_KNOWN[dimension]}
              metric={metric}
              share={share}
              coverage={share.coverage}
            />
          );
        })}
      </ul>
    </section>
  );
}

export function BreakdownShares({ breakdowns, level = 4 }: { breakdowns: Breakdowns; level?: 3 | 4 }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {BREAKDOWN_METRICS.map((metric) => (
        <MetricShares key={metric} metric={metric} breakdowns={breakdowns} level={level} />
      ))}
    </div>
  );
}
