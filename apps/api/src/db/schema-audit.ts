// The audit log: one row per write, inserted in the same transaction as the write (modules/audit/audited.ts),
// so a change and its record commit or roll back together. `before`/`after` never hold secrets.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuidPk(),
    at: timestamptz("at").notNull().defaultNow(),
    /** Null for the public (a form) and for the system (a sign-in lockout). */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    /** create, update, delete, approve, hide, handle, unhandle, review-approved, review-returned, grant-admin, revoke-admin, lockout. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at.desc()),
    index("audit_log_actor_idx").on(sql`lower(${t.actorEmail})`, t.at.desc()),
  ],
);
