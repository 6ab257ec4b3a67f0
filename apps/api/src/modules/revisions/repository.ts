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
