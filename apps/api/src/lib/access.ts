// The "admin or owner" rule for the API: `canModify` (shared with the web, which hides what the
// API would refuse) and `requireCanModify`, which answers 403 for anyone else.
import { type Actor, canModify, type OwnedRecord } from "@alliance/shared";
import { forbidden } from "./errors";

export { type Actor, canModify, isOwner, type OwnedRecord, sameEmail } from "@alliance/shared";

/** 403 unless the actor is an admin or owns the record. */
export function requireCanModify(actor: Actor, record: OwnedRecord): void {
  if (!canModify(actor, record)) throw forbidden();
}
