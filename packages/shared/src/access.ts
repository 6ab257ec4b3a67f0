// Who may change a record: one rule for the API (which enforces it) and the web (which only hides
// the buttons it would refuse). A record belongs to its organisation (`organizationId`): every
// user of that organisation may change it, whoever created it; `email`/`createdBy` stays as its
// author. A record of no organisation (a blank name when it was written) stays its author's.

/** Same e-mail, ignoring case and surrounding spaces. Empty never matches. */
export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The caller as far as permissions go. */
export interface Actor {
  email: string;
  isAdmin: boolean;
  /** The caller's organisation (none for some admins). */
  organizationId?: string | null | undefined;
}

/** A staff record: its organisation, and its author (courses and members: `email`; reports: `createdBy`). */
export type OwnedRecord = ({ email?: string | null } | { createdBy?: string | null }) & {
  organizationId?: string | null | undefined;
};

/** The e-mail of the record's author, if it names one. */
export function ownerOf(record: OwnedRecord): string | undefined {
  if ("createdBy" in record && record.createdBy) return record.createdBy;
  if ("email" in record && record.email) return record.email;
  return undefined;
}

/** True when the actor is a user of that organisation. */
export const inOrganization = (actor: Actor, organizationId: string | null | undefined): boolean =>
  !!actor.organizationId && !!organizationId && actor.organizationId === organizationId;

/** True when the record is the actor's organisation's (admins are not owners by this rule). */
export const isOwner = (actor: Actor, record: OwnedRecord): boolean =>
  record.organizationId
    ? inOrganization(actor, record.organizationId)
    : sameEmail(actor.email, ownerOf(record));

/** Admins may change every record; anyone else only their organisation's records. */
export const canModify = (actor: Actor, record: OwnedRecord): boolean =>
  actor.isAdmin || isOwner(actor, record);

/** Admins act for every organisation; anyone else only for their own. */
export const mayActFor = (actor: Actor, organizationId: string): boolean =>
  actor.isAdmin || inOrganization(actor, organizationId);
