// Readers following new jobs, events and news by e-mail (docs/decisions/0052-follow-by-e-mail.md).
// An address is kept only while it follows something: an unsubscribe deletes its row, and a
// sign-up never confirmed is forgotten after FOLLOW_CONFIRM_DAYS. Links carry a token whose
// SHA-256 alone is stored here; the token itself exists only in the e-mail as it is sent.
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";

/** A follower's choice: which lists, how often, in which language. */
export interface FollowChoice {
  kinds: string[];
  frequency: string;
  language: string;
}

export const followSubscriptions = pgTable(
  "follow_subscriptions",
  {
    id: uuidPk(),
    /** Lower case; one row per address. */
    email: text("email").notNull().unique(),
    kinds: text("kinds").array().notNull(),
    frequency: text("frequency").notNull(),
    language: text("language").notNull(),
    /** Null until the address confirms: nothing but the confirmation is sent before. */
    confirmedAt: timestamptz("confirmed_at"),
    /** A new choice waiting for its confirmation (a sign-up again never changes a choice by itself). */
    pending: jsonb("pending").$type<FollowChoice>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("follow_subscriptions_confirmed_idx").on(t.frequency).where(sql`${t.confirmedAt} is not null`),
  ],
);

/** Confirmation and unsubscribe links: the token's SHA-256, never the token. */
export const followTokens = pgTable(
  "follow_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => followSubscriptions.id, { onDelete: "cascade" }),
    /** confirm | unsubscribe */
    purpose: text("purpose").notNull(),
    /** A confirmation expires; an unsubscribe link works as long as the subscription lasts. */
    expiresAt: timestamptz("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [index("follow_tokens_subscription_idx").on(t.subscriptionId)],
);

/** Each published item is announced once (published again after hiding, it is not sent again). */
export const followAnnouncements = pgTable(
  "follow_announcements",
  {
    kind: text("kind").notNull(),
    itemId: uuid("item_id").notNull(),
    title: text("title").notNull(),
    /** The item's page, without a language prefix. */
    path: text("path").notNull(),
    announcedAt: timestamptz("announced_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index("follow_announcements_at_idx").on(t.announcedAt),
  ],
);
