// The breakdowns download (breakdowns.csv/json, and a release's breakdowns.csv): one row per
// organisation, year, quarter, metric, dimension and category of the approved reports, "not
// stated" included (the remainder of the metric's total), so each dimension sums back to impact.csv.
import { BREAKDOWN_METRICS, completeBreakdowns, DIMENSIONS } from "@alliance/shared";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reports } from "../../db/schema";
import { knownBreakdownsOf } from "../reports/breakdowns-repository";

export interface BreakdownRow {
  organization_name: string;
  organization_id: string | null;
  year: number;
  quarter: string;
  metric: string;
  dimension: string;
  category: string;
  count: number;
}

export const BREAKDOWN_COLUMNS: ReadonlyArray<keyof BreakdownRow> = [
  "organization_name",
  "organization_id",
  "year",
  "quarter",
  "metric",
  "dimension",
  "category",
  "count",
];

/** The approved reports' breakdowns, in the order of impact.csv; categories with a count only. */
export async function approvedBreakdowns(db: Db): Promise<BreakdownRow[]> {
  const approved = await db
    .select({
      organizationName: reports.organizationName,
      organizationId: reports.organizationId,
      year: reports.year,
      quarter: reports.quarter,
      trained: reports.trained,
      certified: reports.certified,
      known: knownBreakdownsOf(reports.id),
    })
    .from(reports)
    .where(eq(reports.status, "approved"))
    .orderBy(asc(reports.year), asc(reports.quarter), asc(reports.organizationName), asc(reports.id));
  return approved.flatMap((report) => {
    const complete = completeBreakdowns(report, report.known ?? undefined);
    return BREAKDOWN_METRICS.flatMap((metric) =>
      DIMENSIONS.flatMap((dimension) =>
        Object.entries(complete[metric][dimension])
          .filter(([, count]) => count > 0)
          .map(([category, count]) => ({
            organization_name: report.organizationName,
            organization_id: report.organizationId,
            year: report.year,
            quarter: report.quarter,
            metric,
            dimension,
            category,
            count,
          })),
      ),
    );
  });
}
