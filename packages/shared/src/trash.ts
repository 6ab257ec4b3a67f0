// Deleted records kept 30 days and restored by an admin, or undone by whoever deleted their own
// organisation's record (docs/decisions/0023-deleted-records-kept-30-days.md).
import { z } from "zod";
import { type Actor, isOwner, type OwnedRecord, sameEmail } from "./access";
import { pagingQuery } from "./lists";

/** How long a deleted record can be restored. */
export const TRASH_DAYS = 30;

/** The records that go to the trash, by their audit entity name, with their API path. */
export const TRASH_ENTITIES = {
  course: "courses",
  member: "members",
  partner: "partners",
  request: "requests",
  report: "reports",
  news: "news",
  event: "events",
  job: "jobs",
  insight: "insights",
} as const;
export type TrashEntity = keyof typeof TRASH_ENTITIES;
export const TRASH_ENTITY_NAMES = Object.keys(TRASH_ENTITIES) as TrashEntity[];
export const isTrashEntity = (entity: string): entity is TrashEntity => entity in TRASH_ENTITIES;

/**
 * What an organisation's users may delete themselves, and so undo: their own delete of such a
 * record may be restored by them (anything else, and anyone else's delete, is an admin's).
 */
export const OWNER_RESTORABLE: readonly TrashEntity[] = [
  "course",
  "member",
  "report",
  "news",
  "event",
  "job",
  "insight",
];

/**
 * Whether `actor` may restore a kept record: an admin always; a user of the record's organisation
 * only their own delete of what their organisation may delete (Undo), within the 30 days.
 */
export const mayRestore = (
  actor: Actor,
  entity: TrashEntity,
  kept: { deletedBy: string | null; values: OwnedRecord },
): boolean =>
  actor.isAdmin ||
  (OWNER_RESTORABLE.includes(entity) &&
    sameEmail(actor.email, kept.deletedBy) &&
    isOwner(actor, kept.values));

export const TRASH_PAGING = { default: 20, max: 100 } as const;

export const TrashQuery = pagingQuery(TRASH_PAGING).extend({
  entity: z
    .union([z.literal(""), z.enum(TRASH_ENTITY_NAMES as [TrashEntity, ...TrashEntity[]])])
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
});
export type TrashQuery = z.infer<typeof TrashQuery>;

export const TrashItemOut = z.object({
  _id: z.string(),
  entity: z.enum(TRASH_ENTITY_NAMES as [TrashEntity, ...TrashEntity[]]),
  recordId: z.string(),
  /** How the screens name it ("Savannah Tech Hub 2023 Q1", a course's title, a person's name). */
  label: z.string(),
  /** Every value the record had, by the API's field names. */
  values: z.record(z.string(), z.unknown()),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
  /** Until when it can be restored. */
  restorableUntil: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemOut>;

export const TRASH_MESSAGES = {
  /** What a delete dialog of a record kept in the Trash says of it. */
  kept: `It is kept in the Trash for ${TRASH_DAYS} days, where an admin can restore it.`,
  /** The action of the toast after such a delete: restores it at once. */
  undo: "Undo",
  restore: "Restore",
  restored: "Record restored",
  failed: "Error restoring the record",
  notInTrash: "This record is not in the trash (never deleted, already restored, or kept past 30 days)",
  placeTaken: "This record cannot be restored: its place was taken meanwhile",
} as const;
