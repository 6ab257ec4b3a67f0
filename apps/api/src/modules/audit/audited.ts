// The audit trail: `recordAudit` writes one audit_log row with the transaction that makes the
// change, so a change is never committed without its record (nor a record without its change).
// `before`/`after` go through `auditSnapshot`, the one place that strips secrets.
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { dateFigureChange, publicReasonOf } from "../releases/history-clock";

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | null | undefined;
  before?: unknown;
  after?: unknown;
  /** Who did it; omitted for the public (forms) and the system (lockouts). */
  actorId?: string | null | undefined;
  actorEmail?: string | null | undefined;
  /** When the change takes effect on the app's clock: dates the history of the public figures. */
  at?: Date | undefined;
  /** The admin's public reason (`publicReason` in the body) for a change to released figures. */
  publicReason?: string | undefined;
}

/** Keys never written to the log, at any depth: password hashes, passwords, tokens, secrets. */
const SECRET_KEY = /password|hash|token|secret|jwt|session/i;

/** A JSON copy of a record without its secrets (dates as ISO strings, buffers left out). */
export function auditSnapshot(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map(auditSnapshot);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(key)) continue;
      const copy = auditSnapshot(inner);
      if (copy !== undefined) out[key] = copy;
    }
    return out;
  }
  if (typeof value === "bigint") return Number(value);
  return value;
}

/** Writes one audit row with `tx` (the transaction of the change). */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  if (entry.at && entry.entity === "report") await dateFigureChange(tx, entry.at, entry.publicReason);
  await tx.insert(auditLog).values(auditRow(entry));
}

/** The audit_log columns of an entry. */
function auditRow(entry: AuditEntry) {
  return {
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    before: auditSnapshot(entry.before) ?? null,
    after: auditSnapshot(entry.after) ?? null,
  };
}

/** Writes many audit rows in one insert (an import's hundreds of reports), as recordAudit each. */
export async function recordAudits(tx: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  // One clock and reason per transaction: the first entry's, as each recordAudit would set them.
  const first = entries[0]!;
  if (first.at && entries.some((entry) => entry.entity === "report")) {
    await dateFigureChange(tx, first.at, first.publicReason);
  }
  // One parameter whatever the number of entries (as the import's breakdown rows): a VALUES list
  // of 500 reports' snapshots is 3,500 parameters, each serialised and bound on its own, several
  // times slower on PGlite than one JSON array read by jsonb_to_recordset.
  const rows = entries.map(auditRow);
  await tx.execute(sql`insert into audit_log (action, entity, entity_id, actor_id, actor_email, before, after)
    select action, entity, "entityId", "actorId", "actorEmail", before, after
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(action text, entity text,
      "entityId" text, "actorId" uuid, "actorEmail" text, before jsonb, after jsonb)`);
}

/** The signed-in user of a request as the actor of an audit entry (none for the public). */
export const actorOf = (request: FastifyRequest) => ({
  actorId: request.user?.id ?? null,
  actorEmail: request.user?.email ?? null,
  at: request.server.clock(),
  publicReason: publicReasonOf(request),
});

type Change<T> = Omit<AuditEntry, "actorId" | "actorEmail" | "after" | "before"> & {
  before?: unknown;
  after?: unknown;
  /** How `before` and the result are recorded (e.g. only a report's own fields). */
  view?: (row: NonNullable<T>) => unknown;
};

/**
 * Runs `work` in a transaction and records it there: the entity id and `after` default to what
 * `work` returns (a row with an `id`), so a route wraps its repository call in one line:
 * `const row = await audited(app.db, request, { action: "create", entity: "course" }, (tx) => insertCourse(tx, values));`
 */
export async function audited<T>(
  db: Db,
  request: FastifyRequest | null,
  change: Change<T>,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    // A write that found nothing to change (404 on the way) leaves no record.
    if (result === undefined || result === null || result === false) return result;
    const row = typeof result === "object" ? (result as { id?: unknown }) : undefined;
    const view = change.view ?? ((value: unknown) => value);
    const id = typeof result === "string" ? result : typeof row?.id === "string" ? row.id : null;
    await recordAudit(tx, {
      action: change.action,
      entity: change.entity,
      entityId: change.entityId ?? id,
      before:
        change.before === undefined || change.before === null ? null : view(change.before as NonNullable<T>),
      after:
        change.after !== undefined
          ? change.after
          : typeof result === "object"
            ? view(result as NonNullable<T>)
            : null,
      ...(request ? actorOf(request) : {}),
    });
    return result;
  }) as Promise<T>;
}
