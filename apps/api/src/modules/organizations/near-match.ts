// Organisations are picked, not typed (ADR 0024): a new organisation name close to an existing
// one (same letters up to case, spaces and punctuation, or 2 edits or fewer for 8+ characters) is
// refused with 409 { message, suggestion } unless the request says `createOrganization: true`.
import { nearMatch, ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
import { ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations } from "../../db/schema";
import { HttpError } from "../../lib/errors";

/**
 * Throws the 409 when `name` would create (or rename to) an organisation close to another one.
 * `exceptId`: the organisation being renamed. The whole list is read: organisations number in the
 * hundreds at most, and the edit distance is not an index lookup.
 */
export async function refuseNearMatch(
  db: Db,
  name: string | undefined,
  createOrganization: boolean | undefined,
  exceptId?: string,
): Promise<void> {
  if (!name?.trim() || createOrganization) return;
  const rows = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(exceptId ? ne(organizations.id, exceptId) : undefined);
  const suggestion = nearMatch(
    name,
    rows.map((row) => row.name),
  );
  if (suggestion) {
    throw new HttpError(409, ORGANIZATION_PICKER_TEXTS.nearMatch(suggestion), undefined, { suggestion });
  }
}
