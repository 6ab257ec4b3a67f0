// The "admin or the record's organisation" rule for the API: `canModify` (shared with the web,
// which hides what the API would refuse) and `requireCanModify`, which answers 403 for anyone else.
import { type Actor, canModify, mayActFor, type OwnedRecord } from "@alliance/shared";
import { forbidden } from "./errors";

export {
  type Actor,
  canModify,
  inOrganization,
  isOwner,
  mayActFor,
  type OwnedRecord,
  sameEmail,
} from "@alliance/shared";

/** 403 unless the actor is an admin or a user of the record's organisation. */
export function requireCanModify(actor: Actor, record: OwnedRecord): void {
  if (!canModify(actor, record)) throw forbidden();
}

/** 403 unless the actor is an admin or a user of that organisation. */
export function requireMayActFor(actor: Actor, organizationId: string): void {
  if (!mayActFor(actor, organizationId)) throw forbidden();
}
