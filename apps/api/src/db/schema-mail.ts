// Tables for e-mail: the transactional outbox, single-use account links (invitations, password
// resets), per-user notification switches and the claimed runs of scheduled jobs.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { users } from "./schema-records";

/**
 * Every e-mail is first written here, in the transaction of the change that causes it, then sent
 * by the sender loop (mail/sender.ts). `status`: pending → sent, or failed after the last attempt.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuidPk(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** When a pending row may next be claimed: a retry's backoff, or the lease of a claimed row. */
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    createdAt: createdAt(),
    /**
     * An account link's message (invitation, reset): its bodies hold a masked token, and the
     * sender issues the real one for this user and purpose while sending (migration 0018).
     */
    linkUserId: uuid("link_user_id"),
    linkPurpose: text("link_purpose"),
    /**
     * A follower's message (follow-confirm, follow-unsubscribe): its bodies hold a masked token,
     * and the sender issues the real one for this subscription while sending, or sends nothing
     * once the subscription is gone (migration 0045).
     */
    followSubscriptionId: uuid("follow_subscription_id"),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("outbox_created_at_idx").on(t.createdAt),
  ],
);

/** Single-use links: only the SHA-256 of the token is stored, never the token itself. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuidPk(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId)],
);

/** A row switches one notification kind off for one user; no row means it is on. */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** One row per run of a scheduled job (e.g. one reminder round): whoever inserts it does the run. */
export const scheduledRuns = pgTable("scheduled_runs", {
  key: text("key").primaryKey(),
  ranAt: timestamptz("ran_at").notNull().defaultNow(),
});
