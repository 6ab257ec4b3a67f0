// What an organisation proposes and an admin reviews on the organisation row (its pledge, its
// website: docs/decisions/0027-impact-page-open-data-pledges.md, 0033-security-round-4.md): each
// proposal is stamped with the time an approval names, so a proposal swapped in meanwhile is
// refused (409) instead of published.
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { actorOf, recordAudit } from "../audit/audited";
import { findOrganization, organizationOut } from "./repository";

/**
 * When a new proposal is stamped: now, but always after the one it replaces, so two proposals in
 * one millisecond (or under a stopped test clock) never share the `proposedAt` an approval names.
 */
export const proposalTime = (now: Date, replaced: Date | null) =>
  replaced && replaced.getTime() >= now.getTime() ? new Date(replaced.getTime() + 1) : now;

/** True when the admin's `proposedAt` names the proposal waiting now. */
export const namesWaiting = (waitingAt: Date | null, proposedAt: string) =>
  waitingAt !== null && waitingAt.getTime() === Date.parse(proposedAt);

/**
 * A proposal, or an admin's decision on one, written on the organisation row: `write` locks the row
 * and writes in one transaction (false: no such organisation, 404); the answer is the organisation
 * as it now stands.
 */
export async function writeOnOrganization(db: Db, id: string, write: (tx: Db) => Promise<boolean>) {
  const done = await db.transaction(write);
  const row = done ? await findOrganization(db, id) : undefined;
  if (!row) throw notFound();
  return organizationOut(row);
}

/** The audit entry of such a write, in its transaction. */
export const auditOrganization = (
  tx: Db,
  request: FastifyRequest,
  id: string,
  action: string,
  change: { before: unknown; after: unknown },
) => recordAudit(tx, { action, entity: "organization", entityId: id, ...change, ...actorOf(request) });
