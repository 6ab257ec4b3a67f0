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
  DIMENSIONS,
  type Dimension,
  knownBreakdowns,
  type Quarter,
} from "@alliance/shared";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportBreakdowns, reportBreakdownTotals } from "../../db/schema";
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
  const rows = rowsOf(reportId, knownBreakdowns(known));
  if (rows.length > 0) await tx.insert(reportBreakdowns).values(rows);
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
      .sort()
      .join(",");
  return flat(a) === flat(b);
}

type PeriodFilter = { year?: number | undefined; quarter?: Quarter | undefined };

function periodWhere(filter: PeriodFilter, ...more: Array<SQL | undefined>) {
  return and(
    filter.year !== undefined ? eq(reportBreakdownTotals.year, filter.year) : undefined,
    filter.quarter !== undefined ? eq(reportBreakdownTotals.quarter, filter.quarter) : undefined,
    ...more,
  );
}

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
    .where(periodWhere(filter))
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
    .where(
      periodWhere(
        filter,
        eq(reportBreakdownTotals.metric, metric),
        eq(reportBreakdownTotals.dimension, "county"),
      ),
    )
    .groupBy(reportBreakdownTotals.category);
  const counts = new Map(rows.map((row) => [row.category, Number(row.count)]));
  return COUNTIES.map((county) => ({
    code: county.code,
    name: county.name,
    count: counts.get(county.code) ?? 0,
  }));
}
