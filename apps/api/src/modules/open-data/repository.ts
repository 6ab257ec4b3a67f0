// The rows of the open data downloads: one per organisation, year and quarter of approved figures
// (the approved version of a report with a change waiting, as the public summary counts it).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reports } from "../../db/schema";
import { reportFigureColumns } from "../reports/repository";

export interface OpenDataRow {
  organization_name: string;
  organization_id: string | null;
  year: number;
  quarter: string;
  aware: number;
  engaged: number;
  trained: number;
  certified: number;
  orgs_reached: number;
  reached_by_leaders: number;
  approved_at: string | null;
}

export async function approvedFigures(db: Db): Promise<OpenDataRow[]> {
  const rows = await db
    .select({ ...reportFigureColumns, reviewedAt: reports.reviewedAt })
    .from(reports)
    .where(eq(reports.status, "approved"))
    .orderBy(asc(reports.year), asc(reports.quarter), asc(reports.organizationName), asc(reports.id));
  return rows.map((r) => ({
    organization_name: r.organizationName,
    organization_id: r.organizationId,
    year: r.year,
    quarter: r.quarter,
    aware: r.aware,
    engaged: r.engaged,
    trained: r.trained,
    certified: r.certified,
    orgs_reached: r.orgsReached,
    reached_by_leaders: r.reachedByLeaders,
    approved_at: r.reviewedAt ? r.reviewedAt.toISOString() : null,
  }));
}
