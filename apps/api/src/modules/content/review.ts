// The review of every reviewed record (courses, member records, news, events, jobs, insights), as
// plain functions their routes call (docs/decisions/0015-code-grouped-by-domain.md: a reader
// follows a route in its own file, then here, then the repository). The rules
// (docs/decisions/0016-content-review-of-edits.md, 0020-approvals-name-a-version.md): an
// organisation user's edit of an approved record waits as its pending change while the public keeps
// the approved one; an admin approves naming the version seen (400 without it, 409 when stale); an
// admin approves or discards a pending change naming its `proposedAt`. Every write is audited in
// its own transaction, and the row is locked while deciding.
import {
  API_ERRORS,
  CONTENT_RETURN_MESSAGES,
  CONTENT_REVIEWED_FIELDS,
  type ContentEntity,
  ErrorOut,
  editWaitsForReview,
  type PendingChangeDecisionInput,
  REPORT_CHANGE_ERRORS,
  RETURNABLE_CONTENT,
} from "@alliance/shared";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { requireCanModify } from "../../lib/access";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { RECORD_ERRORS } from "../../lib/route-groups";
import { actorOf, audited, recordAudit } from "../audit/audited";
import { staleVersion } from "../audit/repository";
import { announceIfFollowed } from "../follow/announce";
import { notifyRecordReviewed, type RecordDecision, type ReviewedRecord } from "../mail/notify";
import { assertUploadedImage } from "../uploads/uploaded-image";

/** The answers of a review decision besides its success: a record's, and 409 (stale or replaced). */
export const REVIEW_ERRORS = { ...RECORD_ERRORS, 409: ErrorOut };

/** The columns of a reviewed record the review reads. */
export interface ReviewedRow {
  id: string;
  organizationId: string | null;
  email: string;
  approved: boolean;
  version: number;
  pendingChange: Record<string, unknown> | null;
  pendingBy: string | null;
  pendingAt: Date | null;
  /** An event's or job's return to its organisation (absent on other types). */
  returnedNote?: string | null;
  returnedBy?: string | null;
  returnedAt?: Date | null;
}

/** A news item, event, job or insight: a reviewed record with a title and its organisation's name. */
export interface ContentRow extends ReviewedRow {
  title: string;
  slug: string;
  organizationName: string;
}

/** The review columns a write may set (each type's insert values take them). */
export interface ReviewColumns {
  approved?: boolean;
  reviewedAt?: Date | null;
  pendingChange?: Record<string, unknown> | null;
  pendingBy?: string | null;
  pendingAt?: Date | null;
  returnedNote?: string | null;
  returnedBy?: string | null;
  returnedAt?: Date | null;
}

/** Writes that leave no change waiting. */
const NO_PENDING_CHANGE = { pendingChange: null, pendingBy: null, pendingAt: null } as const;
/** Writes that end a return to the organisation (its edit, or an admin's decision). */
const NOT_RETURNED = { returnedNote: null, returnedBy: null, returnedAt: null } as const;

/** One reviewed type as the review reads and writes it: its repository functions and fields. */
export interface ReviewStore<Row extends ReviewedRow, Values> {
  /** Its audit entity. */
  entity: ContentEntity | "course" | "member";
  /** The fields an edit held for review may change (COURSE_REVIEWED_FIELDS, CONTENT_REVIEWED_FIELDS...). */
  fields: readonly string[];
  /** Reads the row; `lock` holds it for the rest of the transaction. */
  find: (db: Db, id: string, lock?: boolean) => Promise<Row | undefined>;
  update: (db: Db, id: string, values: Partial<Values> | ReviewColumns) => Promise<Row | undefined>;
  /** How the e-mail to its organisation names it. */
  notice: (row: Row) => ReviewedRecord;
  /** A stored pending change as values to write (dates back from their JSON strings); as stored when absent. */
  fromChange?: (change: Record<string, unknown>) => Partial<Values>;
  /** Tells its followers of a row just published (jobs, events, news), in the publishing transaction. */
  announce?: (tx: Db, request: FastifyRequest, row: Row) => Promise<void>;
  /** An admin may return it to its organisation with a note (events and jobs). */
  returnable?: boolean;
}

/** How the e-mail to its organisation names a news item, event, job or insight. */
export const contentNotice =
  (what: ReviewedRecord["what"]) =>
  (row: ContentRow): ReviewedRecord => ({
    what,
    title: row.title,
    organizationName: row.organizationName,
    ownerEmail: row.email,
  });

/**
 * A content type's store: its repository's find and update, the fields its review holds
 * (CONTENT_REVIEWED_FIELDS) and how its e-mail names it.
 */
export function contentStore<Row extends ContentRow, Values>(
  entity: ContentEntity,
  repository: Pick<ReviewStore<Row, Values>, "find" | "update">,
  what: ReviewedRecord["what"],
  fromChange?: ReviewStore<Row, Values>["fromChange"],
): ReviewStore<Row, Values> {
  return {
    entity,
    fields: CONTENT_REVIEWED_FIELDS[entity],
    find: repository.find,
    update: repository.update,
    notice: contentNotice(what),
    announce: (tx, request, row) =>
      announceIfFollowed(tx, request.server.siteLink, entity, row, request.server.clock()),
    ...(fromChange ? { fromChange } : {}),
    ...((RETURNABLE_CONTENT as readonly string[]).includes(entity) ? { returnable: true } : {}),
  };
}

/** The row named by the path, or 404. */
export async function findItem<Row extends ReviewedRow, Values>(
  db: Db,
  store: ReviewStore<Row, Values>,
  rawId: string,
): Promise<Row> {
  const row = await store.find(db, requireUuid(rawId));
  if (!row) throw notFound();
  return row;
}

/** The values among `fields`, and only those (a stored change is never trusted for more). */
function pickFields(values: object, fields: readonly string[]): Record<string, unknown> {
  const all = values as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((f) => [f, all[f]]));
}

/** Values are compared as JSON: dates and lists compare by what they hold. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The proposed values among the reviewed fields that differ from the row's; null when none does. */
function changedFields(row: object, values: object, fields: readonly string[]) {
  const current = row as Record<string, unknown>;
  const change = Object.fromEntries(
    Object.entries(pickFields(values, fields)).filter(([field, value]) => !same(current[field], value)),
  );
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * PUT /:id. An organisation user's edit of an approved item is held as its pending change (no
 * difference: the pending change is withdrawn); any other edit applies at once, an organisation
 * user's replacing a pending change, an admin's leaving it for the admin to decide.
 */
export async function editItem<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  rawId: string,
  values: Partial<Values>,
): Promise<Row> {
  const user = request.user!;
  const existing = await findItem(db, store, rawId);
  requireCanModify(user, existing);
  const row = await db.transaction(async (tx) => {
    // Held or written is decided on the row locked in the write's transaction (ADR 0016).
    const current = await store.find(tx, existing.id, true);
    if (!current) return undefined;
    requireCanModify(user, current);
    const held = editWaitsForReview(user, current);
    let updated: Row | undefined;
    if (held) {
      const change = changedFields(current, values, store.fields);
      updated = await store.update(
        tx,
        current.id,
        change
          ? { pendingChange: change, pendingBy: user.email, pendingAt: request.server.clock() }
          : NO_PENDING_CHANGE,
      );
    } else {
      // The organisation's edit of a returned item sends it back for review.
      const resubmitted = store.returnable && !user.isAdmin ? NOT_RETURNED : {};
      updated = await store.update(
        tx,
        current.id,
        user.isAdmin ? values : { ...values, ...NO_PENDING_CHANGE, ...resubmitted },
      );
    }
    if (updated) {
      await recordAudit(tx, {
        action: held ? "propose-change" : "update",
        entity: store.entity,
        entityId: current.id,
        before: current,
        after: updated,
        ...actorOf(request),
      });
    }
    return updated;
  });
  if (!row) throw notFound();
  return row;
}

/**
 * PUT /:id of a type with a picture (news, events, insights): the image named must be an upload of
 * this site (none keeps the current one), checked before anything else; then as `editItem`.
 */
export async function editItemWithImage<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  rawId: string,
  values: Partial<Values> & { image?: string },
): Promise<Row> {
  await assertUploadedImage(db, values.image);
  return editItem(db, request, store, rawId, values);
}

/**
 * An admin's decision on an item found by `findItem`: `decide` runs on the row locked in an audited
 * transaction (`action` recorded with the row before and after); the row gone meanwhile is a 404.
 */
async function decideLocked<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  existing: Row,
  action: string,
  decide: (tx: Db, current: Row) => Promise<Row | undefined>,
): Promise<Row> {
  const row = await audited(db, request, { action, entity: store.entity, before: existing }, async (tx) => {
    const current = await store.find(tx, existing.id, true);
    return current ? decide(tx, current) : undefined;
  });
  if (!row) throw notFound();
  return row;
}

/** Tells the item's organisation by e-mail what an admin decided, with the admin's note. */
const tellOrganisation = <Row extends ReviewedRow, Values>(
  tx: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  row: Row,
  decision: RecordDecision,
  note = "",
) => notifyRecordReviewed(tx, request.server.siteLink, store.notice(row), decision, note);

/** PATCH /:id/toggle-approval (admin): approve naming the version seen, or hide; no body toggles. */
export async function setApproval<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  rawId: string,
  body: { approved?: boolean | undefined; version?: number | undefined } | null,
): Promise<Row> {
  const existing = await findItem(db, store, rawId);
  const approved = body?.approved ?? !existing.approved;
  const version = body?.version;
  if (approved && version === undefined) {
    throw badRequest(REPORT_CHANGE_ERRORS.versionRequired, [
      { path: "body.version", message: REPORT_CHANGE_ERRORS.versionRequired },
    ]);
  }
  return decideLocked(db, request, store, existing, approved ? "approve" : "hide", async (tx, current) => {
    if (approved && current.version !== version) {
      throw conflict(await staleVersion(tx, store.entity, current.id, request.server.clock()));
    }
    const updated = await store.update(tx, current.id, {
      approved,
      reviewedAt: request.server.clock(),
      ...(store.returnable ? NOT_RETURNED : {}),
    });
    if (updated && approved !== current.approved) {
      await tellOrganisation(tx, request, store, updated, approved ? "approved" : "hidden");
      if (approved) await store.announce?.(tx, request, updated);
    }
    return updated;
  });
}

/**
 * PATCH /:id/pending-change (admin): approve the waiting edit (its values replace the public ones)
 * or discard it; no change waiting, or one edited since `proposedAt`, is a 409.
 */
export async function decideChange<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  rawId: string,
  body: PendingChangeDecisionInput,
): Promise<Row> {
  const existing = await findItem(db, store, rawId);
  const approve = body.decision === "approve";
  const action = approve ? "approve-change" : "discard-change";
  return decideLocked(db, request, store, existing, action, async (tx, current) => {
    if (!current.pendingChange || !current.pendingAt) throw conflict(API_ERRORS.noPendingChange);
    if (current.pendingAt.getTime() !== Date.parse(body.proposedAt)) {
      throw conflict(API_ERRORS.pendingChangeReplaced);
    }
    // Only the reviewed fields of the stored change, checked by the input schema when proposed.
    const change = pickFields(current.pendingChange, store.fields);
    const applied = !approve ? {} : store.fromChange ? store.fromChange(change) : (change as Partial<Values>);
    const updated = await store.update(tx, current.id, { ...applied, ...NO_PENDING_CHANGE });
    if (updated) {
      const outcome = approve ? "changes approved" : "changes discarded";
      await tellOrganisation(tx, request, store, updated, outcome, body.note ?? "");
    }
    return updated;
  });
}

/**
 * PATCH /:id/return (admin, events and jobs): an item not yet public goes back to its organisation
 * with the note saying what to fix, as a report is returned; the organisation is told by e-mail,
 * and its next edit sends it back for review (pending). A public item is not returned (409): it is
 * hidden, or the change waiting on it is discarded with a note.
 */
export async function returnItem<Row extends ReviewedRow, Values>(
  db: Db,
  request: FastifyRequest,
  store: ReviewStore<Row, Values>,
  rawId: string,
  note: string,
): Promise<Row> {
  const existing = await findItem(db, store, rawId);
  return decideLocked(db, request, store, existing, "return", async (tx, current) => {
    if (current.approved) throw conflict(CONTENT_RETURN_MESSAGES.notReturnable);
    const updated = await store.update(tx, current.id, {
      // Back in the queue once the organisation has edited it.
      reviewedAt: null,
      returnedNote: note,
      returnedBy: request.user!.email,
      returnedAt: request.server.clock(),
    });
    if (updated) await tellOrganisation(tx, request, store, updated, "returned", note);
    return updated;
  });
}

/** A row just created: announced to its followers if it is published (an admin's is at once). */
export async function announcedIfPublished<Row extends ReviewedRow, Values>(
  store: ReviewStore<Row, Values>,
  tx: Db,
  request: FastifyRequest,
  row: Row,
): Promise<Row> {
  if (row.approved) await store.announce?.(tx, request, row);
  return row;
}
