// The rows of the impact page's per-quarter table: every quarter from the first reporting year to
// the one in progress (within the period chosen), so a quarter with no approved report is a row
// that says so instead of a gap, or a misleading 0.
import {
  currentPeriod,
  type ImpactSummary,
  kenyanPeriod,
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

const ordinalOf = (point: SeriesPoint) => {
  const [year, quarter] = point.period.split("-");
  return periodOrdinal({ year: Number(year), quarter: quarter as Period["quarter"] });
};

/**
 * Newest first: the quarters of the filter, each with its approved figures or none. From the first
 * reporting year (the alliance's table), or from the series' own first quarter (`from: "series"`,
 * an organisation's table, which names the quarters it missed since it first reported). `now` is
 * an instant (its quarter by the report calendar) or the quarter in progress itself.
 */
export function quarterRows(
  series: readonly SeriesPoint[],
  filter: { year?: number | undefined; quarter?: Period["quarter"] | undefined },
  now: Date | Period = new Date(),
  from: "reporting" | "series" = "reporting",
): QuarterRow[] {
  const byPeriod = new Map(series.map((point) => [point.period, point]));
  const current = periodOrdinal(now instanceof Date ? currentPeriod(now) : now);
  const first = Math.min(
    from === "reporting" ? periodOrdinal({ year: REPORT_FIRST_YEAR, quarter: "Q1" }) : current,
    ...series.map(ordinalOf),
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

/**
 * An organisation's quarters, newest first, from its first approved report: a quarter it has not
 * (yet) an approved report for is a row saying so; the quarter in progress only once it has one.
 * The quarter in progress is Kenya's (`kenyanPeriod`), the rule its page's pledge follows.
 */
export function organisationRows(
  figures: ReadonlyArray<Omit<SeriesPoint, "period" | "provisional" | "reported" | "expected"> & Period>,
  now: Date = new Date(),
): QuarterRow[] {
  if (figures.length === 0) return [];
  const series = figures.map(({ year, quarter, ...figure }) => ({
    ...figure,
    period: `${year}-${quarter}`,
    provisional: false,
    reported: 1,
    expected: 1,
  }));
  return quarterRows(series, {}, kenyanPeriod(now), "series").filter((row) => row.point || !row.provisional);
}
