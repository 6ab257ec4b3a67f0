// The rows of the impact page's per-quarter table: every quarter from the first reporting year to
// the one in progress (within the period chosen), so a quarter with no approved report is a row
// that says so instead of a gap, or a misleading 0.
import {
  currentPeriod,
  type ImpactSummary,
  type Period,
  periodFromOrdinal,
  periodOrdinal,
  REPORT_FIRST_YEAR,
} from "@alliance/shared";

export type SeriesPoint = ImpactSummary["series"][number];

export interface QuarterRow {
  period: Period;
  /** The approved figures, or null when no report of the quarter is approved yet. */
  point: SeriesPoint | null;
  provisional: boolean;
}

/** Newest first: the quarters of the filter, each with its approved figures or none. */
export function quarterRows(
  series: readonly SeriesPoint[],
  filter: { year?: number | undefined; quarter?: Period["quarter"] | undefined },
  now: Date = new Date(),
): QuarterRow[] {
  const byPeriod = new Map(series.map((point) => [point.period, point]));
  const current = periodOrdinal(currentPeriod(now));
  const first = Math.min(
    periodOrdinal({ year: REPORT_FIRST_YEAR, quarter: "Q1" }),
    ...series.map((point) => {
      const [year, quarter] = point.period.split("-");
      return periodOrdinal({ year: Number(year), quarter: quarter as Period["quarter"] });
    }),
  );
  const rows: QuarterRow[] = [];
  for (let ordinal = current; ordinal >= first; ordinal--) {
    const period = periodFromOrdinal(ordinal);
    if (filter.year !== undefined && period.year !== filter.year) continue;
    if (filter.quarter !== undefined && period.quarter !== filter.quarter) continue;
    const point = byPeriod.get(`${period.year}-${period.quarter}`) ?? null;
    rows.push({ period, point, provisional: ordinal === current });
  }
  return rows;
}
