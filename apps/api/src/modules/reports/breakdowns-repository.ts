// Reads and writes of report breakdowns (docs/decisions/0026-*.md): a report's known
// categories are rows of `report_breakdowns`, replaced whole in the report's transaction; the
// public sums come from `report_breakdown_totals`, which database triggers keep in step with the
// approved reports (so the summary stays flat whatever the number of reports).
import {
  BREAKDOWN_METRICS,
  type BreakdownMetric,
  type Breakdowns,
  type BreakdownsInput,
  breakdownIssues,
  type CategoryCounts,
  COUNTIES,
  completeBreakdowns,
  crossCellKey,
  DIMENSIONS,
  type Dimension,
  knownBreakdowns,
  type Quarter,
  suppressSmall,
  YOUTH_KENYA,
} from "@alliance/shared";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportBreakdowns, reportBreakdownTotals, reportCrossBreakdowns, reports } from "../../db/schema";
import { badRequest } from "../../lib/errors";

/** The known categories of a report, as stored (no "not stated", no zeros). */
export type KnownBreakdowns = ReturnType<typeof knownBreakdowns>;

/**
 * The known categories of the report whose id is `id`, as one JSON value
 * `{ metric: { dimension: { category: n } } }` for a report's select (null when it has none).
 */
export const knownBreakdownsOf = (id: SQL | AnyColumn) => sql<KnownBreakdowns | null>`(
  select jsonb_object_agg(m.metric, m.dimensions) from (
    select d.metric, jsonb_object_agg(d.dimension, d.categories) as dimensions from (
      select b.metric, b.dimension, jsonb_object_agg(b.category, b.count) as categories
      from ${reportBreakdowns} b where b.report_id = ${id}
      group by b.metric, b.dimension
      union all
      select c.metric, 'cross', jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
        'county', nullif(c.county, ''), 'sex', nullif(c.sex, ''), 'ageBand', nullif(c.age_band, ''),
        'disability', nullif(c.disability, ''), 'count', c.count))
        order by c.county, c.sex, c.age_band, c.disability)
      from ${reportCrossBreakdowns} c where c.report_id = ${id}
      group by c.metric
    ) d group by d.metric
  ) m)`;

/**
 * An update that leaves the breakdowns out keeps the stored ones, which must then still add up to
 * the new totals (a 400 naming the metric and dimension otherwise: send them with the figures).
 */
export function refuseBreakdownsThatNoLongerAddUp(
  body: { metrics: Record<BreakdownMetric, number>; breakdowns?: BreakdownsInput | undefined },
  stored: KnownBreakdowns | null,
): void {
  if (body.breakdowns || !stored) return;
  const issues = breakdownIssues(body.metrics, stored);
  if (issues.length === 0) return;
  throw badRequest(
    issues[0]!.message,
    issues.map((issue) => ({ path: `body.breakdowns.${issue.path.join(".")}`, message: issue.message })),
  );
}

/** Replaces a report's breakdown rows with these known categories (in the caller's transaction). */
export async function replaceBreakdowns(
  tx: Db,
  reportId: string,
  known: KnownBreakdowns | BreakdownsInput | undefined,
): Promise<void> {
  await tx.delete(reportBreakdowns).where(eq(reportBreakdowns.reportId, reportId));
  await tx.delete(reportCrossBreakdowns).where(eq(reportCrossBreakdowns.reportId, reportId));
  const all = knownBreakdowns(known);
  const rows = rowsOf(reportId, all);
  if (rows.length > 0) await tx.insert(reportBreakdowns).values(rows);
  const cells = crossRowsOf(reportId, all);
  if (cells.length > 0) await tx.insert(reportCrossBreakdowns).values(cells);
}

/** A report's cross-classified cells as rows of `report_cross_breakdowns` ('' for "all"). */
export function crossRowsOf(reportId: string, known: KnownBreakdowns) {
  return BREAKDOWN_METRICS.flatMap((metric) =>
    (known[metric]?.cross ?? []).map((cell) => ({
      reportId,
      metric,
      county: cell.county ?? "",
      sex: cell.sex ?? "",
      ageBand: cell.ageBand ?? "",
      disability: cell.disability ?? "",
      count: cell.count,
    })),
  );
}

function rowsOf(reportId: string, known: KnownBreakdowns) {
  const rows: Array<typeof reportBreakdowns.$inferInsert> = [];
  for (const metric of BREAKDOWN_METRICS) {
    for (const dimension of DIMENSIONS) {
      for (const [category, count] of Object.entries(known[metric]?.[dimension] ?? {})) {
        rows.push({ reportId, metric, dimension, category, count });
      }
    }
  }
  return rows;
}

/** Two sets of known categories are the same (an unchanged breakdown is no change to review). */
export function sameBreakdowns(a: KnownBreakdowns | null | undefined, b: KnownBreakdowns | null | undefined) {
  const flat = (known: KnownBreakdowns | null | undefined) =>
    rowsOf("", knownBreakdowns(known ?? undefined))
      .map((row) => `${row.metric}/${row.dimension}/${row.category}=${row.count}`)
      .concat(
        crossRowsOf("", knownBreakdowns(known ?? undefined)).map(
          (cell) => `${cell.metric}/${crossCellKey(cell)}=${cell.count}`,
        ),
      )
      .sort()
      .join(",");
  return flat(a) === flat(b);
}

type PeriodFilter = { year?: number | undefined; quarter?: Quarter | undefined };

/** The filters' year and quarter on a table's own period columns, and the further conditions. */
function periodWhere(
  table: { year: AnyColumn; quarter: AnyColumn },
  filter: PeriodFilter,
  ...more: Array<SQL | undefined>
) {
  return and(
    filter.year !== undefined ? eq(table.year, filter.year) : undefined,
    filter.quarter !== undefined ? eq(table.quarter, filter.quarter) : undefined,
    ...more,
  );
}

/** The approved reports' county sums of one metric over the filters (one county's, given its code). */
const countyTotalsWhere = (filter: PeriodFilter, metric: BreakdownMetric, code?: string) =>
  periodWhere(
    reportBreakdownTotals,
    filter,
    eq(reportBreakdownTotals.metric, metric),
    eq(reportBreakdownTotals.dimension, "county"),
    code === undefined ? undefined : eq(reportBreakdownTotals.category, code),
  );

/** The approved reports' breakdowns summed over the filters, "not stated" the remainder of `totals`. */
export async function summaryBreakdowns(
  db: Db,
  filter: PeriodFilter,
  totals: Record<BreakdownMetric, number>,
): Promise<Breakdowns> {
  const rows = await db
    .select({
      metric: reportBreakdownTotals.metric,
      dimension: reportBreakdownTotals.dimension,
      category: reportBreakdownTotals.category,
      count: sql<string>`sum(${reportBreakdownTotals.count})`,
    })
    .from(reportBreakdownTotals)
    .where(periodWhere(reportBreakdownTotals, filter))
    .groupBy(reportBreakdownTotals.metric, reportBreakdownTotals.dimension, reportBreakdownTotals.category);
  const known: Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>> = {};
  for (const row of rows) {
    const metric = row.metric as BreakdownMetric;
    const dimension = row.dimension as Dimension;
    known[metric] ??= {};
    known[metric][dimension] ??= {};
    known[metric][dimension][row.category] = Number(row.count);
  }
  return completeBreakdowns(totals, known);
}

/** The 47 counties with the approved reports' count of one metric over the filters. */
export async function countyCounts(db: Db, filter: PeriodFilter, metric: BreakdownMetric) {
  const rows = await db
    .select({
      category: reportBreakdownTotals.category,
      count: sql<string>`sum(${reportBreakdownTotals.count})`,
    })
    .from(reportBreakdownTotals)
    .where(countyTotalsWhere(filter, metric))
    .groupBy(reportBreakdownTotals.category);
  const counts = new Map(rows.map((row) => [row.category, Number(row.count)]));
  return COUNTIES.map((county) => ({
    code: county.code,
    name: county.name,
    count: counts.get(county.code) ?? 0,
  }));
}

/**
 * A county's figure over the approved reports and what their cells by several dimensions at once
 * say of it: women, youth (18-34, Kenya's Constitution) and persons with disabilities, each
 * withheld under 10 people, and the share of the county's figure reported that way.
 */
export async function countyDetail(db: Db, filter: PeriodFilter, metric: BreakdownMetric, code: string) {
  const county = COUNTIES.find((c) => c.code === code);
  if (!county) return undefined;
  const [total] = await db
    .select({ count: sql<string>`coalesce(sum(${reportBreakdownTotals.count}), 0)` })
    .from(reportBreakdownTotals)
    .where(countyTotalsWhere(filter, metric, code));
  const c = reportCrossBreakdowns;
  const [cells] = await db
    .select({
      count: sql<string>`coalesce(sum(${c.count}), 0)`,
      women: sql<string>`coalesce(sum(${c.count}) filter (where ${c.sex} = 'female'), 0)`,
      youth: sql<string>`coalesce(sum(${c.count}) filter (where ${c.ageBand} in (${sql.join(
        YOUTH_KENYA.map((band) => sql`${band}`),
        sql`, `,
      )})), 0)`,
      disability: sql<string>`coalesce(sum(${c.count}) filter (where ${c.disability} = 'with'), 0)`,
    })
    .from(c)
    .innerJoin(reports, eq(reports.id, c.reportId))
    .where(
      periodWhere(reports, filter, eq(reports.status, "approved"), eq(c.metric, metric), eq(c.county, code)),
    );
  const count = Number(total?.count ?? 0);
  const reported = Number(cells?.count ?? 0);
  return {
    code,
    name: county.name,
    metric,
    count,
    crossClassified: {
      count: reported,
      share: count === 0 ? null : Math.min(1, reported / count),
      women: suppressSmall(Number(cells?.women ?? 0)),
      youth: suppressSmall(Number(cells?.youth ?? 0)),
      disability: suppressSmall(Number(cells?.disability ?? 0)),
    },
  };
}
