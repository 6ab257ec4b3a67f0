// The recent pace of the alliance (docs/decisions/0040-pace-ranking-and-pledge-start.md): people a
// quarter over the latest quarters that say something about it. A quarter counts only once it has
// ended and at least half of the organisations that must report have approved reports: a quarter
// nobody has reported yet is not a quarter in which nobody was trained, and a thinly reported one
// would drag the average down the same way. Under two such quarters there is no pace to show.
import { currentPeriod, type Period, periodOrdinal } from "./report-calendar";

/** At most this many quarters are averaged (a year). */
export const PACE_QUARTERS = 4;
/** Fewer qualifying quarters than this: no pace, and the page says why. */
export const PACE_MIN_QUARTERS = 2;
/** A quarter qualifies when at least this share of the organisations that must report did. */
export const PACE_MIN_REPORTING_RATE = 0.5;

export interface PaceQuarter {
  period: Period;
  /** The quarter's figure of the metric. */
  value: number;
  reported: number;
  expected: number;
  /** reported / expected, 0 to 1. */
  rate: number;
}

export type RecentPace =
  | { kind: "pace"; perQuarter: number; quarters: PaceQuarter[] }
  /** Fewer than PACE_MIN_QUARTERS quarters qualify; `qualifying` says how many did. */
  | { kind: "none"; qualifying: number };

type SeriesPoint = { period: string; reported: number; expected: number } & Partial<
  Record<"trained" | "certified", number>
>;

const PERIOD = /^(\d{4})-(Q[1-4])$/;

/**
 * The pace of `metric` on `now`: the average over the latest PACE_QUARTERS ended quarters of the
 * summary's series with a reporting rate of at least PACE_MIN_REPORTING_RATE, oldest first. A
 * quarter missing from the series has no approved report, so it never qualifies.
 */
export function recentPace(
  series: readonly SeriesPoint[],
  metric: "trained" | "certified",
  now: Date = new Date(),
): RecentPace {
  const current = periodOrdinal(currentPeriod(now));
  const qualifying: Array<PaceQuarter & { ordinal: number }> = [];
  for (const point of series) {
    const match = PERIOD.exec(point.period);
    if (!match) continue;
    const period = { year: Number(match[1]), quarter: match[2] as Period["quarter"] };
    const ordinal = periodOrdinal(period);
    if (ordinal >= current || point.expected <= 0) continue;
    const rate = point.reported / point.expected;
    if (rate < PACE_MIN_REPORTING_RATE) continue;
    qualifying.push({
      ordinal,
      period,
      value: point[metric] ?? 0,
      reported: point.reported,
      expected: point.expected,
      rate,
    });
  }
  if (qualifying.length < PACE_MIN_QUARTERS) return { kind: "none", qualifying: qualifying.length };
  const latest = qualifying.sort((a, b) => a.ordinal - b.ordinal).slice(-PACE_QUARTERS);
  const sum = latest.reduce((total, quarter) => total + quarter.value, 0);
  return {
    kind: "pace",
    perQuarter: Math.round(sum / latest.length),
    quarters: latest.map(({ ordinal: _ordinal, ...quarter }) => quarter),
  };
}
