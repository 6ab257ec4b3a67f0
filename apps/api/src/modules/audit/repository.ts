// Reading the audit log (GET /audit, a report's history). Rows are written by audited.ts.
import { kenyanDateTime, staleVersionMessage } from "@alliance/shared";
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

/**
 * The 409 message for an approval of a version that is no longer current: who wrote the record
 * last and when, read from its latest audit entry (every write records one).
 */
export async function staleVersion(db: Db, entity: string, entityId: string, now: Date): Promise<string> {
  const [last] = await db
    .select({ actorEmail: auditLog.actorEmail, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return staleVersionMessage(last?.actorEmail ?? null, kenyanDateTime(last?.at ?? now));
}
