// Reading the audit log (GET /audit, a report's history). Rows are written by audited.ts.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { type ListPage, type ListResult, pagedRows } from "../../lib/paging";

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
export async function listAudit(db: Db, filter: AuditFilter, page: ListPage): Promise<ListResult<AuditRow>> {
  const where = whereOf(filter);
  const rows = db.select().from(auditLog).where(where).$dynamic();
  return pagedRows(db, rows, auditLog, where, [desc(auditLog.at), desc(auditLog.id)], page);
}
