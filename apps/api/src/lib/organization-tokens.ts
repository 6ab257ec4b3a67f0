// Organisation API tokens as the auth plugin reads them (ADR 0037): a token is known by its
// SHA-256 only, and checked in the database on every request with no cache, so a revocation holds
// at once on every instance; the same statement marks the token as used. Making, listing and
// revoking tokens is the tokens module's (modules/tokens).
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

/** An organisation token's identity: what it may do is its scopes, for its organisation only. */
export interface ApiTokenCaller {
  id: string;
  name: string;
  organizationId: string;
  organizationName: string;
  scopes: string[];
}

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The live token a request sent, marked as used; undefined when unknown, expired or revoked. */
export async function useToken(db: Db, token: string, now: Date): Promise<ApiTokenCaller | undefined> {
  const rows = await rowsOf<{
    id: string;
    name: string;
    organization_id: string;
    organization_name: string;
    scopes: string[];
  }>(
    db,
    sql`update organization_tokens t set last_used_at = ${now.toISOString()}::timestamptz
      from organizations o
      where o.id = t.organization_id and t.token_hash = ${tokenHash(token)}
        and t.revoked_at is null and t.expires_at > ${now.toISOString()}::timestamptz
      returning t.id, t.name, t.organization_id, o.name as organization_name, t.scopes`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    scopes: row.scopes,
  };
}
