// The first answer of each staff write sent with an Idempotency-Key (plugins/idempotency.ts), kept
// 24 hours per user, so a retry of the same submission is answered without writing twice.
import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./schema-records";

export const staffRequestReplays = pgTable(
  "staff_request_replays",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The method, address and body the key was first used with (SHA-256). */
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
