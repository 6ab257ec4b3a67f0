// Who may change a record: one rule for the API (which enforces it) and the web (which only hides
// the buttons it would refuse). Today a record belongs to the staff user whose e-mail it carries
// (courses and members: `email`; reports: `createdBy`); when ownership moves to organisations,
// `ownerOf` and `canModify` are the only places to change.

/** Same e-mail, ignoring case and surrounding spaces. Empty never matches. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller as far as permissions go. */
export interface Actor {
  email: string;
  isAdmin: boolean;
}

/** A record owned by a staff user: courses and members carry `email`, reports `createdBy`. */
export type OwnedRecord = { email?: string | null } | { createdBy?: string | null };

/** The e-mail of the record's owner, if it names one. */
export function ownerOf(record: OwnedRecord): string | undefined {
  if ("createdBy" in record && record.createdBy) return record.createdBy;
  if ("email" in record && record.email) return record.email;
  return undefined;
}

/** True when the record belongs to the actor (admins are not owners by this rule). */
export const isOwner = (actor: Actor, record: OwnedRecord): boolean =>
  sameEmail(actor.email, ownerOf(record));

/** Admins may change every record; anyone else only the records they own. */
export const canModify = (actor: Actor, record: OwnedRecord): boolean =>
  actor.isAdmin || isOwner(actor, record);
