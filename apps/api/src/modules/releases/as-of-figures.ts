// The open data rows (impact.csv, impact.json) as the site answered them at an instant, from the
// versions in effect then (migration 0031); without an instant, today's approved figures.
import type { Db } from "../../db/client";
import { approvedFigures, type OpenDataRow } from "../open-data/repository";
import { versionsAsOf } from "./history-repository";

export async function figuresAt(db: Db, asOf: string | undefined): Promise<OpenDataRow[]> {
  if (!asOf) return approvedFigures(db);
  const versions = await versionsAsOf(db, new Date(asOf));
  return versions.map((v) => ({
    organization_name: v.organizationName,
    organization_id: v.organizationId,
    year: v.year,
    quarter: v.quarter,
    aware: v.aware,
    engaged: v.engaged,
    trained: v.trained,
    certified: v.certified,
    orgs_reached: v.orgsReached,
    reached_by_leaders: v.reachedByLeaders,
    approved_at: v.reviewedAt ? v.reviewedAt.toISOString() : null,
  }));
}
