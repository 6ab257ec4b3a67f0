// Deleted records kept 30 days (migration 0019, docs/decisions/0023-deleted-records-kept-30-days.md):
// the whole row as JSON (column names as in SQL), so a restore puts back the same id and values.
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";

export const trash = pgTable(
  "trash",
  {
    id: uuidPk(),
    /** course, member, partner, request, report, news, event, job or insight (the audit log's entity names). */
    entity: text("entity").notNull(),
    recordId: uuid("record_id").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    deletedBy: text("deleted_by"),
    deletedAt: timestamptz("deleted_at").notNull().defaultNow(),
  },
  (t) => [
    index("trash_deleted_at_idx").on(t.deletedAt.desc(), t.id.desc()),
    index("trash_record_idx").on(t.entity, t.recordId),
  ],
);
