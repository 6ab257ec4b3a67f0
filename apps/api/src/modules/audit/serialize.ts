// The row -> API mappers of this module (audit log); the shapes are in packages/shared/src/responses.ts.
import type { AuditEntry } from "@alliance/shared";
import type { auditLog } from "../../db/schema";

import { iso } from "../../lib/serialize";

export const auditOut = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  at: iso(row.at),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
});
