// Tables of imports and organisation tokens (migration 0032, docs/decisions/0037-imports-and-organisation-tokens.md).
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { organizationRef } from "./schema-organizations";

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
    createdAt: createdAt(),
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
    id: uuidPk(),
    organizationId: organizationRef("cascade").notNull(),
    name: text("name").notNull(),
    /** The token's first 8 characters, to tell tokens apart in the list. */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    scopes: text("scopes").array().notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    lastUsedAt: timestamptz("last_used_at"),
    revokedAt: timestamptz("revoked_at"),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("organization_tokens_hash_uq").on(t.tokenHash),
    index("organization_tokens_org_idx").on(t.organizationId),
  ],
);
