// Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md):
// the dimensions a report may break its trained and certified counts down by, defined once with
// their labels, the input rule (within a dimension the parts add up to the metric's total, "not
// stated" being the remainder the organisation does not know), the full shape answered, and the
// shares the public pages show with their coverage. No zod here: the public pages import this
// (the schemas are in breakdown-schemas.ts).

/** The metrics that may be broken down. */
export const BREAKDOWN_METRICS = ["trained", "certified"] as const;
export type BreakdownMetric = (typeof BREAKDOWN_METRICS)[number];

export const DIMENSIONS = ["sex", "ageBand", "county", "disability"] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The remainder of a dimension that the organisation does not know (online, not recorded). */
export const NOT_STATED = "notStated";

/** Kenya's 2019 census categories, plus not stated. */
export const SEX_CATEGORIES = ["female", "male", "intersex", NOT_STATED] as const;
/** Youth in Kenya: 18-34 (the Constitution); the UN's youth: 15-24 (15-17 plus 18-24). */
export const AGE_BANDS = [
  "under15",
  "15-17",
  "18-24",
  "25-34",
  "35-44",
  "45-54",
  "55plus",
  NOT_STATED,
] as const;
export const DISABILITY_CATEGORIES = ["with", "without", NOT_STATED] as const;

/** The 47 counties of the Constitution's First Schedule, with their official codes. */
export const COUNTIES = [
  { code: "001", name: "Mombasa" },
  { code: "002", name: "Kwale" },
  { code: "003", name: "Kilifi" },
  { code: "004", name: "Tana River" },
  { code: "005", name: "Lamu" },
  { code: "006", name: "Taita-Taveta" },
  { code: "007", name: "Garissa" },
  { code: "008", name: "Wajir" },
  { code: "009", name: "Mandera" },
  { code: "010", name: "Marsabit" },
  { code: "011", name: "Isiolo" },
  { code: "012", name: "Meru" },
  { code: "013", name: "Tharaka-Nithi" },
  { code: "014", name: "Embu" },
  { code: "015", name: "Kitui" },
  { code: "016", name: "Machakos" },
  { code: "017", name: "Makueni" },
  { code: "018", name: "Nyandarua" },
  { code: "019", name: "Nyeri" },
  { code: "020", name: "Kirinyaga" },
  { code: "021", name: "Murang'a" },
  { code: "022", name: "Kiambu" },
  { code: "023", name: "Turkana" },
  { code: "024", name: "West Pokot" },
  { code: "025", name: "Samburu" },
  { code: "026", name: "Trans Nzoia" },
  { code: "027", name: "Uasin Gishu" },
  { code: "028", name: "Elgeyo-Marakwet" },
  { code: "029", name: "Nandi" },
  { code: "030", name: "Baringo" },
  { code: "031", name: "Laikipia" },
  { code: "032", name: "Nakuru" },
  { code: "033", name: "Narok" },
  { code: "034", name: "Kajiado" },
  { code: "035", name: "Kericho" },
  { code: "036", name: "Bomet" },
  { code: "037", name: "Kakamega" },
  { code: "038", name: "Vihiga" },
  { code: "039", name: "Bungoma" },
  { code: "040", name: "Busia" },
  { code: "041", name: "Siaya" },
  { code: "042", name: "Kisumu" },
  { code: "043", name: "Homa Bay" },
  { code: "044", name: "Migori" },
  { code: "045", name: "Kisii" },
  { code: "046", name: "Nyamira" },
  { code: "047", name: "Nairobi City" },
] as const;
export type CountyCode = (typeof COUNTIES)[number]["code"];
export const COUNTY_CODES = COUNTIES.map((county) => county.code) as CountyCode[];
export const COUNTY_NAMES: Record<string, string> = Object.fromEntries(
  COUNTIES.map((county) => [county.code, county.name]),
);

/** Every category of each dimension, "not stated" last. */
export const DIMENSION_CATEGORIES: Record<Dimension, readonly string[]> = {
  sex: SEX_CATEGORIES,
  ageBand: AGE_BANDS,
  county: [...COUNTY_CODES, NOT_STATED],
  disability: DISABILITY_CATEGORIES,
};

export const BREAKDOWN_METRIC_LABELS: Record<BreakdownMetric, string> = {
  trained: "Trained",
  certified: "Certified",
};

export const DIMENSION_LABELS: Record<Dimension, string> = {
  sex: "Sex",
  ageBand: "Age",
  county: "County",
  disability: "Disability",
};

/** A public figure of fewer people than this is never shown (it reads "fewer than 10"). */
export const SMALL_CELL = 10;

/** A count as a public answer gives it: withheld under SMALL_CELL people (0 is no one, shown). */
export const suppressSmall = (count: number) =>
  count > 0 && count < SMALL_CELL ? { count: null, fewerThan: SMALL_CELL } : { count };

/** Youth as Kenya's Constitution counts it (18-34) and as the UN's statistics do (15-24). */
export const YOUTH_KENYA: readonly string[] = ["18-24", "25-34"];
export const YOUTH_UN: readonly string[] = ["15-17", "18-24"];

/** Breakdowns as sent: any metric, dimension or category may be left out (BreakdownsInput's type). */
export type PartialBreakdowns = Partial<
  Record<BreakdownMetric, Partial<Record<Dimension, Partial<Record<string, number | undefined>>>>>
>;

/** Counts by category; the full shape has every metric and dimension, "not stated" included. */
export type CategoryCounts = Record<string, number>;
export type Breakdowns = Record<BreakdownMetric, Record<Dimension, CategoryCounts>>;

const sumOf = (counts: CategoryCounts, skip?: string) =>
  Object.entries(counts).reduce((sum, [key, value]) => (key === skip ? sum : sum + (value ?? 0)), 0);

/**
 * Where the parts do not add up to the metric's total: parts above it always, and parts plus an
 * explicit "not stated" that differ from it. Each issue names the metric and the dimension.
 */
export function breakdownIssues(
  totals: Record<BreakdownMetric, number>,
  input: PartialBreakdowns | undefined,
): Array<{ path: [BreakdownMetric, Dimension]; message: string }> {
  const issues: Array<{ path: [BreakdownMetric, Dimension]; message: string }> = [];
  for (const metric of BREAKDOWN_METRICS) {
    for (const dimension of DIMENSIONS) {
      const counts = input?.[metric]?.[dimension] as CategoryCounts | undefined;
      if (!counts) continue;
      const total = totals[metric];
      const parts = sumOf(counts, NOT_STATED);
      const label = `${BREAKDOWN_METRIC_LABELS[metric]} by ${DIMENSION_LABELS[dimension].toLowerCase()}`;
      if (parts > total) {
        issues.push({
          path: [metric, dimension],
          message: `${label} adds up to ${parts.toLocaleString("en-KE")}, more than the ${total.toLocaleString("en-KE")} ${metric}`,
        });
      } else if (counts[NOT_STATED] !== undefined && parts + counts[NOT_STATED] !== total) {
        issues.push({
          path: [metric, dimension],
          message: `${label} must add up to ${total.toLocaleString("en-KE")} with not stated (it adds up to ${(parts + counts[NOT_STATED]).toLocaleString("en-KE")})`,
        });
      }
    }
  }
  return issues;
}

/**
 * The full breakdowns of a report (every metric and dimension): the known categories above 0, and
 * "not stated" as the remainder of the metric's total (all of it when nothing is known).
 */
export function completeBreakdowns(
  totals: Record<BreakdownMetric, number>,
  known: Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>> | undefined,
): Breakdowns {
  const out = {} as Breakdowns;
  for (const metric of BREAKDOWN_METRICS) {
    out[metric] = {} as Record<Dimension, CategoryCounts>;
    for (const dimension of DIMENSIONS) {
      const counts: CategoryCounts = {};
      for (const [category, value] of Object.entries(known?.[metric]?.[dimension] ?? {})) {
        if (category !== NOT_STATED && (value ?? 0) > 0) counts[category] = value ?? 0;
      }
      counts[NOT_STATED] = Math.max(0, totals[metric] - sumOf(counts));
      out[metric][dimension] = counts;
    }
  }
  return out;
}

/**
 * Counts classified by several dimensions at once (women trained in Kisumu): one cell per
 * combination of categories, a dimension left out meaning "all" of it. The cells of a report are
 * disjoint groups of its people; they add up to at most the metric's total, and the separate
 * breakdowns are derived from them (a dimension given separately too must hold at least what
 * the cells put in each of its categories).
 */
export type CrossCell = Partial<Record<Dimension, string>> & { count: number };
/** The key under a metric's breakdowns that holds its cross-classified cells. */
export const CROSS = "cross";
/** At most this many cells per metric (47 counties x 3 sexes x 7 age bands x 2 is 1,974). */
export const CROSS_CELLS_LIMIT = 2000;

/** A metric's breakdowns as stored and compared: counts by dimension, and its cross cells. */
export type MetricBreakdowns = Partial<Record<Dimension, CategoryCounts>> & { cross?: CrossCell[] };
export type KnownBreakdownsShape = Partial<Record<BreakdownMetric, MetricBreakdowns>>;

/** A cell's combination, the same text whatever the order of its keys. */
export const crossCellKey = (cell: Partial<Record<Dimension, string>>) =>
  DIMENSIONS.map((dimension) => cell[dimension] ?? "").join("|");

/** The cells given (known categories, count above 0), one per combination, in a stable order. */
function knownCells(cells: readonly CrossCell[] | undefined): CrossCell[] {
  const out = new Map<string, CrossCell>();
  for (const cell of cells ?? []) {
    if (!cell || !(cell.count > 0)) continue;
    const clean: CrossCell = { count: cell.count };
    for (const dimension of DIMENSIONS) {
      const category = cell[dimension];
      if (category && category !== NOT_STATED) clean[dimension] = category;
    }
    if (!DIMENSIONS.some((dimension) => clean[dimension])) continue;
    const key = crossCellKey(clean);
    const before = out.get(key);
    out.set(key, before ? { ...clean, count: before.count + clean.count } : clean);
  }
  return [...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, cell]) => cell);
}

/** The separate breakdown of one dimension that the cells make. */
export function derivedFromCross(cells: readonly CrossCell[], dimension: Dimension): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const cell of cells) {
    const category = cell[dimension];
    if (category && category !== NOT_STATED && cell.count > 0)
      counts[category] = (counts[category] ?? 0) + cell.count;
  }
  return counts;
}

type CrossInput = Partial<Record<BreakdownMetric, { cross?: readonly CrossCell[] | undefined } | undefined>>;
const cellsOf = (input: unknown, metric: BreakdownMetric) =>
  ((input as CrossInput | undefined)?.[metric]?.cross ?? []) as readonly CrossCell[];

/**
 * Where cross-classified cells do not fit: cells adding up to more than the metric's total, a
 * combination given twice, and a separate breakdown holding fewer in a category than the cells.
 */
export function crossIssues(
  totals: Record<BreakdownMetric, number>,
  input: PartialBreakdowns | undefined,
): Array<{ path: string[]; message: string }> {
  const issues: Array<{ path: string[]; message: string }> = [];
  for (const metric of BREAKDOWN_METRICS) {
    const cells = cellsOf(input, metric);
    if (cells.length === 0) continue;
    const seen = new Map<string, number>();
    cells.forEach((cell, index) => {
      const key = crossCellKey(cell);
      const before = seen.get(key);
      if (before !== undefined) {
        issues.push({
          path: [metric, CROSS, String(index)],
          message: `The same combination is already cell ${before + 1}`,
        });
      } else seen.set(key, index);
    });
    const sum = cells.reduce((total, cell) => total + (cell.count ?? 0), 0);
    const label = BREAKDOWN_METRIC_LABELS[metric];
    if (sum > totals[metric]) {
      issues.push({
        path: [metric, CROSS],
        message: `${label} by several dimensions at once adds up to ${sum.toLocaleString("en-KE")}, more than the ${totals[metric].toLocaleString("en-KE")} ${metric}`,
      });
    }
    for (const dimension of DIMENSIONS) {
      const separate = input?.[metric]?.[dimension] as CategoryCounts | undefined;
      if (!separate || Object.keys(separate).length === 0) continue;
      for (const [category, count] of Object.entries(derivedFromCross(cells, dimension))) {
        if ((separate[category] ?? 0) < count) {
          issues.push({
            path: [metric, dimension, category],
            message: `${label} by ${DIMENSION_LABELS[dimension].toLowerCase()}: ${category} is ${(separate[category] ?? 0).toLocaleString("en-KE")}, fewer than the ${count.toLocaleString("en-KE")} of the cross-classified rows`,
          });
        }
      }
    }
  }
  return issues;
}

/**
 * The known categories only (what is stored): "not stated" and zeros left out; a metric's cross
 * cells kept (merged, sorted), and each dimension not given separately derived from them.
 */
export function knownBreakdowns(
  input: PartialBreakdowns | Breakdowns | KnownBreakdownsShape | undefined,
): KnownBreakdownsShape {
  const out: KnownBreakdownsShape = {};
  for (const metric of BREAKDOWN_METRICS) {
    const cells = knownCells(cellsOf(input, metric));
    for (const dimension of DIMENSIONS) {
      let given = (input?.[metric]?.[dimension] ?? {}) as CategoryCounts;
      if (cells.length > 0 && !Object.entries(given).some(([key, n]) => key !== NOT_STATED && n)) {
        given = derivedFromCross(cells, dimension);
      }
      for (const [category, value] of Object.entries(given)) {
        if (category === NOT_STATED || !value) continue;
        out[metric] ??= {};
        out[metric][dimension] ??= {};
        out[metric][dimension][category] = value;
      }
    }
    if (cells.length > 0) {
      out[metric] ??= {};
      out[metric].cross = cells;
    }
  }
  return out;
}

/** The share of the total whose category is known, 0 to 1 (1 when the total is 0: nothing unknown). */
export function coverageOf(counts: CategoryCounts): number {
  const total = sumOf(counts);
  return total === 0 ? 1 : (total - (counts[NOT_STATED] ?? 0)) / total;
}

export type Coverage = Record<BreakdownMetric, Record<Dimension, number>>;

export function coverageOfAll(breakdowns: Breakdowns): Coverage {
  const out = {} as Coverage;
  for (const metric of BREAKDOWN_METRICS) {
    out[metric] = {} as Record<Dimension, number>;
    for (const dimension of DIMENSIONS) out[metric][dimension] = coverageOf(breakdowns[metric][dimension]);
  }
  return out;
}

/**
 * The share of some categories among those whose category is known (women among those whose sex
 * is known), and the coverage it rests on; share null when nothing is known.
 */
export function shareOf(counts: CategoryCounts, categories: readonly string[]) {
  const known = sumOf(counts, NOT_STATED);
  const part = categories.reduce((sum, category) => sum + (counts[category] ?? 0), 0);
  return { share: known === 0 ? null : part / known, coverage: coverageOf(counts), known, part };
}

/** Counties with at least one person in the county breakdown. */
export const countiesReached = (counts: CategoryCounts): number =>
  COUNTY_CODES.filter((code) => (counts[code] ?? 0) > 0).length;

/** Soft checks, never a refusal: certified in a county where the same report trained nobody. */
export function breakdownWarnings(breakdowns: Breakdowns): Array<{ code: string; message: string }> {
  const warnings: Array<{ code: string; message: string }> = [];
  const trained = breakdowns.trained.county;
  const certified = breakdowns.certified.county;
  const lonely = COUNTY_CODES.filter((code) => (certified[code] ?? 0) > 0 && !(trained[code] ?? 0));
  if (lonely.length > 0) {
    warnings.push({
      code: "certified_without_trained_county",
      message: `Certified in ${lonely.map((code) => COUNTY_NAMES[code]).join(", ")}, where this report trained nobody`,
    });
  }
  return warnings;
}

/** Coverage that falls by more than this (0.3 = 30 points) from the previous approved quarter is flagged. */
export const COVERAGE_DROP_WARNING = 0.3;

export function coverageDropWarnings(current: Coverage, previous: Coverage | null) {
  if (!previous) return [];
  const warnings: Array<{ code: string; message: string }> = [];
  for (const metric of BREAKDOWN_METRICS) {
    for (const dimension of DIMENSIONS) {
      const drop = previous[metric][dimension] - current[metric][dimension];
      if (drop > COVERAGE_DROP_WARNING) {
        warnings.push({
          code: "coverage_drop",
          message: `${BREAKDOWN_METRIC_LABELS[metric]} by ${DIMENSION_LABELS[dimension].toLowerCase()} is known for ${Math.round(current[metric][dimension] * 100)}%, down from ${Math.round(previous[metric][dimension] * 100)}% last quarter`,
        });
      }
    }
  }
  return warnings;
}
