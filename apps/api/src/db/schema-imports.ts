// Tables of imports and organisation tokens (migration 0032, docs/decisions/0037-imports-and-organisation-tokens.md).
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "./schema-organizations";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The first answer to a write sent with an Idempotency-Key, per caller (lib/idempotency.ts). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** Who sent it: `user:<id>` or `token:<id>`, so one caller's key never answers another. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    body: jsonb("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** An organisation's API tokens; only the token's SHA-256 is kept. */
export const organizationTokens = pgTable(
  "organization_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The token's first 8 characters, to tell tokens apart in the list. */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("organization_tokens_hash_uq").on(t.tokenHash),
    index("organization_tokens_org_idx").on(t.organizationId),
  ],
);
