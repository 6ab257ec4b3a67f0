// Organisation API tokens at rest (ADR 0037): made with 32 random bytes, kept only as their
// SHA-256, read from the database on every request (no cache: a revocation holds at once on
// every instance), and marked as used by the same statement that checks them.
import { randomBytes } from "node:crypto";
import {
  TOKEN_PREFIX,
  TOKEN_SHOWN_CHARACTERS,
  type TokenInput,
  type TokenOut,
  type TokenScope,
} from "@alliance/shared";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, organizationTokens } from "../../db/schema";
import { tokenHash } from "../../lib/organization-tokens";
import { iso } from "../../lib/serialize";

const columns = {
  id: organizationTokens.id,
  organizationId: organizationTokens.organizationId,
  organizationName: organizations.name,
  name: organizationTokens.name,
  prefix: organizationTokens.prefix,
  scopes: organizationTokens.scopes,
  createdBy: organizationTokens.createdBy,
  createdAt: organizationTokens.createdAt,
  expiresAt: organizationTokens.expiresAt,
  lastUsedAt: organizationTokens.lastUsedAt,
  revokedAt: organizationTokens.revokedAt,
};

export type TokenRow = Awaited<ReturnType<typeof listTokens>>[number];

export const tokenOut = (row: TokenRow): TokenOut => ({
  _id: row.id,
  organizationId: row.organizationId,
  organizationName: row.organizationName,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as TokenScope[],
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  expiresAt: iso(row.expiresAt),
  lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
  revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
});

/** Makes a token: the row, and the token itself (never stored, answered once). */
export async function createToken(db: Db, organizationId: string, input: TokenInput, createdBy: string) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(organizationTokens)
    .values({
      organizationId,
      name: input.name,
      prefix: token.slice(0, TOKEN_SHOWN_CHARACTERS),
      tokenHash: tokenHash(token),
      scopes: input.scopes,
      createdBy,
      expiresAt: input.expiresAt,
    })
    .returning({ id: organizationTokens.id });
  return { token, row: (await findToken(db, organizationId, row!.id))! };
}

export async function findToken(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(organizationTokens)
    .innerJoin(organizations, eq(organizations.id, organizationTokens.organizationId))
    .where(and(eq(organizationTokens.organizationId, organizationId), eq(organizationTokens.id, id)));
  return row;
}

/** An organisation's tokens, newest first, revoked ones included (they say when). */
export function listTokens(db: Db, organizationId: string) {
  return db
    .select(columns)
    .from(organizationTokens)
    .innerJoin(organizations, eq(organizations.id, organizationTokens.organizationId))
    .where(eq(organizationTokens.organizationId, organizationId))
    .orderBy(desc(organizationTokens.createdAt));
}

/** Revokes a token at once; undefined when it is not the organisation's or already revoked. */
export async function revokeToken(db: Db, organizationId: string, id: string, by: string, now: Date) {
  const rows = await db
    .update(organizationTokens)
    .set({ revokedAt: now, revokedBy: by })
    .where(
      and(
        eq(organizationTokens.organizationId, organizationId),
        eq(organizationTokens.id, id),
        isNull(organizationTokens.revokedAt),
      ),
    )
    .returning({ id: organizationTokens.id });
  return rows.length > 0 ? findToken(db, organizationId, id) : undefined;
}
