// Reads of the revisions log (migration 0031), in their public shape.
import type { Revision } from "@alliance/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportRevisions } from "../../db/schema";

type RevisionRow = typeof reportRevisions.$inferSelect;

export const revisionOut = (row: RevisionRow): Revision => ({
  at: row.at.toISOString(),
  year: row.year,
  quarter: row.quarter,
  organization: { name: row.organizationName, slug: row.organizationSlug },
  kind: row.kind as Revision["kind"],
  changes: row.changes,
  reason: row.reason,
  release: row.releaseId,
});

export async function listRevisions(
  db: Db,
  filter: { year?: number | undefined; quarter?: string | undefined },
  paging: { page: number; pageSize: number },
) {
  const where = and(
    filter.year !== undefined ? eq(reportRevisions.year, filter.year) : undefined,
    filter.quarter !== undefined ? eq(reportRevisions.quarter, filter.quarter) : undefined,
  );
  const rows = await db
    .select()
    .from(reportRevisions)
    .where(where)
    .orderBy(desc(reportRevisions.at), desc(reportRevisions.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [total] = await db.select({ n: count() }).from(reportRevisions).where(where);
  return { rows: rows.map(revisionOut), total: Number(total?.n ?? 0) };
}

/**
 * How many times each quarter was revised since the newest release holding it: revisions are
 * grouped by the release they revise, and only the newest release's group of a quarter is kept.
 */
export async function revisionCounts(
  db: Db,
  releasesNewestFirst: ReadonlyArray<{ id: string; year: number; quarter: string }>,
) {
  const groups = await db
    .select({
      year: reportRevisions.year,
      quarter: reportRevisions.quarter,
      release: reportRevisions.releaseId,
      n: count(),
    })
    .from(reportRevisions)
    .groupBy(reportRevisions.year, reportRevisions.quarter, reportRevisions.releaseId);
  const ordinal = (p: { year: number; quarter: string }) => p.year * 4 + Number(p.quarter.slice(1));
  return groups
    .filter((group) => {
      const holding = releasesNewestFirst.find((release) => ordinal(release) >= ordinal(group));
      return holding?.id === group.release;
    })
    .map((group) => ({
      year: group.year,
      quarter: group.quarter,
      release: group.release,
      count: Number(group.n),
    }))
    .sort((a, b) => ordinal(b) - ordinal(a));
}

/** The newest revisions (the Atom feed). */
export async function latestRevisions(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(reportRevisions)
    .orderBy(desc(reportRevisions.at), desc(reportRevisions.id))
    .limit(limit);
  return rows.map(revisionOut);
}
