// Reading the audit log (GET /audit, a report's history). Rows are written by lib/audit.ts.
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { ListResult, PageWindow } from "../lib/search";

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** The actor's e-mail (exact, any case). */
  actor?: string | undefined;
  action?: string | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actor ? sql`lower(${auditLog.actorEmail}) = ${filter.actor.toLowerCase()}` : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
}

/** Newest first, one page. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  window: PageWindow,
): Promise<ListResult<AuditRow>> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
