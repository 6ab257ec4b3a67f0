// Deleted records kept 30 days (migration 0019, docs/decisions/0023-deleted-records-kept-30-days.md):
// the whole row as JSON (column names as in SQL), so a restore puts back the same id and values.
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const trash = pgTable(
  "trash",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** course, member, partner, request, report, news, event, job or insight (the audit log's entity names). */
    entity: text("entity").notNull(),
    recordId: uuid("record_id").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    deletedBy: text("deleted_by"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("trash_deleted_at_idx").on(t.deletedAt.desc(), t.id.desc()),
    index("trash_record_idx").on(t.entity, t.recordId),
  ],
);
