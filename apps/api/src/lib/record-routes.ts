// The routes every staff record shares, written once: delete (load the record, check who may,
// delete it with its audit row, answer the toast) and approve/hide (admins: set the approval and
// the review time, audit, tell the record's organisation). A route file calls these inside its
// access group, with its repository functions; the public cache is cleared after a successful
// write by the public-cache plugin (`invalidatesPublicCache`).
import { ApprovalToggleInput, DeletedOut, ErrorOut, IdParam } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Db } from "../db/client";
import { audited } from "../modules/audit/audited";
import { notifyRecordReviewed, type ReviewedRecord } from "../modules/mail/notify";
import { type OwnedRecord, requireCanModify } from "./access";
import { notFound } from "./errors";
import { requireUuid } from "./ids";
import { adminRoutes, signedInRoutes } from "./route-groups";
import type { Viewer } from "./serialize";

/** The Fastify instance a route plugin receives. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The answers of a write to one record, besides its success. */
export const RECORD_ERRORS = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };

type Find<Row> = (db: Db, id: string) => Promise<Row | undefined>;

/** The review columns of courses and members. */
export interface ReviewColumns {
  approved?: boolean;
  reviewedAt?: Date | null;
}

/** The record named by the path, or 404 (an id that is not a uuid names no record). */
export async function findOr404<Row>(db: Db, find: Find<Row>, rawId: string): Promise<Row> {
  const row = await find(db, requireUuid(rawId));
  if (!row) throw notFound();
  return row;
}

export interface DeleteRouteSpec<Row> {
  /** Audit entity ("course"). */
  entity: string;
  tags: string[];
  summary: string;
  /** The message of the answer (the spec's toast). */
  message: string;
  remove: (db: Db, id: string) => Promise<boolean>;
  /**
   * For records an organisation owns: the record is loaded first (404), only an admin or a user
   * of its organisation may delete it (403), and it is recorded as the audit row's `before`.
   * Without it the route belongs in an admin group.
   */
  find?: Find<Row>;
  /** False when the record never shows on a public page. */
  invalidatesPublicCache?: false;
}

/** DELETE /:id. */
export function deleteRoute<Row extends OwnedRecord>(app: RouteApp, spec: DeleteRouteSpec<Row>): void {
  app.delete(
    "/:id",
    {
      ...(spec.invalidatesPublicCache === false ? { config: { invalidatesPublicCache: false } } : {}),
      schema: {
        tags: spec.tags,
        summary: spec.summary,
        params: IdParam,
        response: { 200: DeletedOut, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const existing = spec.find ? await findOr404(app.db, spec.find, id) : undefined;
      if (existing) requireCanModify(request.user!, existing);
      const removed = await audited(
        app.db,
        request,
        { action: "delete", entity: spec.entity, entityId: id, before: existing, after: null },
        (tx) => spec.remove(tx, id),
      );
      if (!removed) throw notFound();
      return { _id: id, message: spec.message };
    },
  );
}

/** A course or member record: what its shared routes need. */
export interface ReviewedRecordSpec<Row extends OwnedRecord & { approved: boolean; id: string }, Out> {
  /** Audit entity ("course", "member"). */
  entity: string;
  /** How route summaries name it ("course", "member record"). */
  label: string;
  tags: string[];
  /** The answer's schema and the row -> answer mapper for the caller. */
  response: z.ZodType<Out>;
  out: (viewer: Viewer, row: Row) => Out;
  find: Find<Row>;
  update: (db: Db, id: string, values: ReviewColumns) => Promise<Row | undefined>;
  remove: (db: Db, id: string) => Promise<boolean>;
  /** The message of a delete's answer (the spec's toast). */
  deleted: string;
  /** How the notification to the record's organisation names it. */
  notice: (row: Row) => ReviewedRecord;
}

/** PATCH /:id/toggle-approval (admin): approve or hide; without `approved` it toggles. */
function approvalRoute<Row extends OwnedRecord & { approved: boolean; id: string }, Out>(
  app: RouteApp,
  spec: ReviewedRecordSpec<Row, Out>,
): void {
  app.patch(
    "/:id/toggle-approval",
    {
      schema: {
        tags: spec.tags,
        summary: `Approve or hide a ${spec.label} (admin); without \`approved\` it toggles`,
        params: IdParam,
        // Fastify hands a missing body over as null: it means "toggle".
        body: ApprovalToggleInput.nullable(),
        // `out` and `response` are typed together in the spec.
        response: { 200: spec.response as z.ZodType, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const existing = await findOr404(app.db, spec.find, request.params.id);
      const approved = request.body?.approved ?? !existing.approved;
      const row = await audited(
        app.db,
        request,
        { action: approved ? "approve" : "hide", entity: spec.entity, before: existing },
        async (tx) => {
          const updated = await spec.update(tx, existing.id, { approved, reviewedAt: new Date() });
          if (updated && approved !== existing.approved) {
            await notifyRecordReviewed(tx, spec.notice(updated), approved ? "approved" : "hidden");
          }
          return updated;
        },
      );
      if (!row) throw notFound();
      return spec.out(request.user!, row);
    },
  );
}

/**
 * The routes a course or member record shares: DELETE /:id (a user of its organisation, or an
 * admin) and PATCH /:id/toggle-approval (admin). Register inside the resource's plugin.
 */
export async function reviewedRecordRoutes<Row extends OwnedRecord & { approved: boolean; id: string }, Out>(
  app: RouteApp,
  spec: ReviewedRecordSpec<Row, Out>,
): Promise<void> {
  await app.register(
    signedInRoutes(async (app) => {
      deleteRoute(app, {
        entity: spec.entity,
        tags: spec.tags,
        summary: `Delete a ${spec.label} (a user of its organisation, or admin)`,
        message: spec.deleted,
        remove: spec.remove,
        find: spec.find,
      });
    }),
  );
  await app.register(
    adminRoutes(async (app) => {
      approvalRoute(app, spec);
    }),
  );
}
