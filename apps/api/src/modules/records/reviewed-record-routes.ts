// The routes of a course or member record beyond the shared ones (record-routes.ts): edit,
// approve/hide, and the review of edits (docs/decisions/0016-content-review-of-edits.md): an
// organisation user's edit of an approved record waits for review while the public keeps the
// approved version; an admin approves or discards it; an admin's own edit publishes at once.
// `reviewedRecordRoutes` registers them all with the public and staff lists and the delete.
import {
  API_ERRORS,
  ApprovalToggleInput,
  ErrorOut,
  editWaitsForReview,
  IdParam,
  PendingChangeDecisionInput,
  REPORT_CHANGE_ERRORS,
} from "@alliance/shared";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { type OwnedRecord, requireCanModify } from "../../lib/access";
import { changedFields, NO_PENDING_CHANGE, type PendingColumns, pickFields } from "../../lib/content-review";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { adminRoutes, signedInRoutes } from "../../lib/route-groups";
import type { Viewer } from "../../lib/serialize";
import type { AuthUser } from "../../plugins/auth";
import { actorOf, audited, recordAudit } from "../audit/audited";
import { staleVersion } from "../audit/repository";
import { notifyRecordReviewed, type ReviewedRecord } from "../mail/notify";
import { deleteRoute, findOr404, RECORD_ERRORS, type RouteApp, type RouteMaker } from "./record-routes";

/** The columns of a course or member row the shared routes read. */
export type ReviewedRow = OwnedRecord &
  Required<PendingColumns> & { id: string; approved: boolean; version: number };

/** The review columns a write may set (the repository's update takes them and the record's fields). */
export type ReviewValues = PendingColumns & { approved?: boolean; reviewedAt?: Date | null };

/** A course or member record: what its shared routes need. */
export interface ReviewedRecordSpec<Row extends ReviewedRow, Out, Body, Values extends ReviewValues> {
  /** Audit entity ("course", "member"). */
  entity: string;
  /** How route summaries name it ("course", "member record"). */
  label: string;
  /** The answer's schema and the row -> answer mapper for the caller. */
  response: z.ZodType<Out>;
  out: (viewer: Viewer, row: Row) => Out;
  /** Reads the row; `lock` holds it for the rest of the transaction. */
  find: (db: Db, id: string, lock?: boolean) => Promise<Row | undefined>;
  update: (db: Db, id: string, values: Values) => Promise<Row | undefined>;
  remove: (db: Db, id: string) => Promise<boolean>;
  /** The message of a delete's answer (the spec's toast). */
  deleted: string;
  /** How the notification to the record's organisation names it. */
  notice: (row: Row) => ReviewedRecord;
  /** PUT /:id: its input, a check before any write, and the values this caller sets from it. */
  edit: {
    body: z.ZodType<Body>;
    summary: string;
    check?: (db: Db, body: Body) => Promise<void>;
    values: (body: Body, actor: AuthUser) => Values;
  };
  /** The fields an edit held for review may change (COURSE_REVIEWED_FIELDS, MEMBER_REVIEWED_FIELDS). */
  fields: readonly string[];
  /** GET /approved and GET / (`publicList(...)`, `staffList(...)` of record-routes.ts). */
  publicList: RouteMaker;
  staffList: RouteMaker;
}

/**
 * One of the routes of a course or member record. What they write is typed as ReviewValues (and
 * the record's fields); the repository's update type (`Values`) takes those.
 */
type RecordRoute = <Row extends ReviewedRow, Out, Body, Values extends ReviewValues>(
  app: RouteApp,
  spec: ReviewedRecordSpec<Row, Out, Body, Values>,
) => void;

/**
 * PUT /:id (a user of its organisation, or an admin). An organisation user's edit of an approved
 * record is held: the fields that differ become the pending change (none: the pending change is
 * withdrawn) and the public columns stay as approved. Any other edit applies at once; an
 * organisation user's direct edit (of a record that is not public) replaces a pending change,
 * while an admin's edit leaves it for the admin to decide.
 */
const editRoute: RecordRoute = (app, spec) => {
  app.put(
    "/:id",
    {
      schema: {
        summary: spec.edit.summary,
        params: IdParam,
        body: spec.edit.body,
        // `out` and `response` are typed together in the spec.
        response: { 200: spec.response as z.ZodType, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = request.user!;
      const existing = await findOr404(app.db, spec.find, request.params.id);
      requireCanModify(user, existing);
      // Validated by `spec.edit.body`; its type does not follow through Fastify's generic route.
      const body = request.body as never;
      await spec.edit.check?.(app.db, body);
      const values = spec.edit.values(body, user);
      const row = await app.db.transaction(async (tx) => {
        // "Held for review or written directly" is decided on the row locked in the write's
        // transaction: an edit racing an approval sees the approval and is held, never published.
        const current = await spec.find(tx, existing.id, true);
        if (!current) return undefined;
        requireCanModify(user, current);
        const held = editWaitsForReview(user, current);
        let write: ReviewValues;
        if (held) {
          const change = changedFields(current, values, spec.fields);
          write = change
            ? { pendingChange: change, pendingBy: user.email, pendingAt: new Date() }
            : NO_PENDING_CHANGE;
        } else {
          write = user.isAdmin ? values : { ...values, ...NO_PENDING_CHANGE };
        }
        const updated = await spec.update(tx, current.id, write as never);
        if (updated) {
          await recordAudit(tx, {
            action: held ? "propose-change" : "update",
            entity: spec.entity,
            entityId: current.id,
            before: current,
            after: updated,
            ...actorOf(request),
          });
        }
        return updated;
      });
      if (!row) throw notFound();
      return spec.out(user, row);
    },
  );
};

/** PATCH /:id/toggle-approval (admin): approve or hide; without `approved` it toggles. */
const approvalRoute: RecordRoute = (app, spec) => {
  app.patch(
    "/:id/toggle-approval",
    {
      schema: {
        summary: `Approve or hide a ${spec.label} (admin); without \`approved\` it toggles`,
        params: IdParam,
        // Fastify hands a missing body over as null: it means "toggle".
        body: ApprovalToggleInput.nullable(),
        response: { 200: spec.response as z.ZodType, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const existing = await findOr404(app.db, spec.find, request.params.id);
      const approved = request.body?.approved ?? !existing.approved;
      const version = request.body?.version;
      // Approving or un-hiding publishes what the admin saw, and only that (ADR 0020).
      if (approved && version === undefined) {
        throw badRequest(REPORT_CHANGE_ERRORS.versionRequired, [
          { path: "body.version", message: REPORT_CHANGE_ERRORS.versionRequired },
        ]);
      }
      const row = await audited(
        app.db,
        request,
        { action: approved ? "approve" : "hide", entity: spec.entity, before: existing },
        async (tx) => {
          const current = await spec.find(tx, existing.id, true);
          if (!current) return undefined;
          if (approved && current.version !== version) {
            throw conflict(await staleVersion(tx, spec.entity, current.id));
          }
          const updated = await spec.update(tx, current.id, { approved, reviewedAt: new Date() } as never);
          if (updated && approved !== current.approved) {
            await notifyRecordReviewed(tx, spec.notice(updated), approved ? "approved" : "hidden");
          }
          return updated;
        },
      );
      if (!row) throw notFound();
      return spec.out(request.user!, row);
    },
  );
};

/**
 * PATCH /:id/pending-change (admin): approve the edit waiting for review (its values replace the
 * public ones) or discard it, naming the version reviewed (`proposedAt`): no change waiting, or
 * one edited since, is a 409 and changes nothing. The row is locked while deciding, so two
 * decisions never both apply.
 */
const pendingChangeRoute: RecordRoute = (app, spec) => {
  app.patch(
    "/:id/pending-change",
    {
      schema: {
        summary: `Approve or discard the changes to a ${spec.label} waiting for review (admin): { "decision": "approve" | "discard", "proposedAt" }`,
        params: IdParam,
        body: PendingChangeDecisionInput,
        response: { 200: spec.response as z.ZodType, ...RECORD_ERRORS, 409: ErrorOut },
      },
    },
    async (request) => {
      const existing = await findOr404(app.db, spec.find, request.params.id);
      const { decision, proposedAt, note } = request.body;
      const approve = decision === "approve";
      const row = await audited(
        app.db,
        request,
        { action: approve ? "approve-change" : "discard-change", entity: spec.entity, before: existing },
        async (tx) => {
          const current = await spec.find(tx, existing.id, true);
          if (!current) return undefined;
          if (!current.pendingChange || !current.pendingAt) throw conflict(API_ERRORS.noPendingChange);
          if (current.pendingAt.getTime() !== Date.parse(proposedAt)) {
            throw conflict(API_ERRORS.pendingChangeReplaced);
          }
          // The stored values were checked by the input schema when they were proposed.
          const applied = approve ? pickFields(current.pendingChange, spec.fields) : {};
          const updated = await spec.update(tx, current.id, { ...applied, ...NO_PENDING_CHANGE } as never);
          if (updated) {
            const outcome = approve ? "changes approved" : "changes discarded";
            await notifyRecordReviewed(tx, spec.notice(updated), outcome, note ?? "");
          }
          return updated;
        },
      );
      if (!row) throw notFound();
      return spec.out(request.user!, row);
    },
  );
};

/**
 * The routes of a course or member record: GET /approved (public), GET / (signed-in staff), PUT
 * /:id and DELETE /:id (a user of its organisation, or an admin), PATCH /:id/toggle-approval and
 * /:id/pending-change (admin).
 */
export async function reviewedRecordRoutes<Row extends ReviewedRow, Out, Body, Values extends ReviewValues>(
  app: RouteApp,
  spec: ReviewedRecordSpec<Row, Out, Body, Values>,
): Promise<void> {
  spec.publicList(app);
  await signedInRoutes(app, async (app) => {
    spec.staffList(app);
    editRoute(app, spec);
    deleteRoute(app, {
      entity: spec.entity,
      summary: `Delete a ${spec.label} (a user of its organisation, or admin)`,
      message: spec.deleted,
      remove: spec.remove,
      find: spec.find,
    });
  });
  await adminRoutes(app, async (app) => {
    approvalRoute(app, spec);
    pendingChangeRoute(app, spec);
  });
}
