// The cells counted by several dimensions at once in a release (cross-breakdowns.csv, docs/decisions/0037-imports-and-organisation-tokens.md, amendment of 2026-11-29): the
// approved reports' cells summed over organisations per year, quarter, metric and combination of
// categories ("" where a cell covers all of a dimension). A public file, so a sum under 10 people
// is withheld as every public answer withholds it: `count` empty and `fewer_than` 10.
import { SMALL_CELL } from "@alliance/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportCrossBreakdowns, reports } from "../../db/schema";

export interface CrossBreakdownRow {
  year: number;
  quarter: string;
  metric: string;
  county: string;
  sex: string;
  age_band: string;
  disability: string;
  /** null when withheld (fewer than `fewer_than` people). */
  count: number | null;
  fewer_than: number | null;
}

export const CROSS_BREAKDOWN_COLUMNS: ReadonlyArray<keyof CrossBreakdownRow> = [
  "year",
  "quarter",
  "metric",
  "county",
  "sex",
  "age_band",
  "disability",
  "count",
  "fewer_than",
];

/** Every approved report's cells summed per period and combination, small sums withheld. */
export async function approvedCrossBreakdowns(db: Db): Promise<CrossBreakdownRow[]> {
  const c = reportCrossBreakdowns;
  const rows = await db
    .select({
      year: reports.year,
      quarter: reports.quarter,
      metric: c.metric,
      county: c.county,
      sex: c.sex,
      ageBand: c.ageBand,
      disability: c.disability,
      count: sql<string>`sum(${c.count})`,
    })
    .from(c)
    .innerJoin(reports, and(eq(reports.id, c.reportId), eq(reports.status, "approved")))
    .groupBy(reports.year, reports.quarter, c.metric, c.county, c.sex, c.ageBand, c.disability)
    .orderBy(
      asc(reports.year),
      asc(reports.quarter),
      asc(c.metric),
      asc(c.county),
      asc(c.sex),
      asc(c.ageBand),
      asc(c.disability),
    );
  return rows.flatMap((row) => {
    const count = Number(row.count);
    if (count <= 0) return [];
    const withheld = count < SMALL_CELL;
    return [
      {
        year: row.year,
        quarter: row.quarter,
        metric: row.metric,
        county: row.county,
        sex: row.sex,
        age_band: row.ageBand,
        disability: row.disability,
        count: withheld ? null : count,
        fewer_than: withheld ? SMALL_CELL : null,
      },
    ];
  });
}
