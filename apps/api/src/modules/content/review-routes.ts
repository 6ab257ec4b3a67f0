// The two admin review routes of every reviewed type (courses, member records, news, events, jobs,
// insights), registered by one function inside the type's `adminRoutes` group: PATCH
// /:id/toggle-approval (approve naming the version seen, or hide) and PATCH /:id/pending-change
// (approve or discard the edit waiting for review), and for events and jobs PATCH /:id/return
// (back to its organisation with a note). The rules are in ./review.ts; the route file
// names the type, its answer's schema and how a row is answered.
import {
  ApprovalToggleInput,
  ContentReturnInput,
  IdParam,
  PendingChangeDecisionInput,
} from "@alliance/shared";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { RouteApp } from "../../lib/route-groups";
import {
  decideChange,
  REVIEW_ERRORS,
  type ReviewedRow,
  type ReviewStore,
  returnItem,
  setApproval,
} from "./review";

export interface ReviewRoutes<Row extends ReviewedRow, Values, Item extends z.ZodType> {
  store: ReviewStore<Row, Values>;
  /** How the summaries name one record ("news item", "member record"). */
  noun: string;
  /** The answer's schema (the staff shape of one record). */
  item: Item;
  /** Shapes the decided row for the admin. */
  out: (row: Row, request: FastifyRequest) => z.output<Item>;
}

/** Registers PATCH /:id/toggle-approval and PATCH /:id/pending-change (call it in an admin group). */
export function reviewRoutes<Row extends ReviewedRow, Values, Item extends z.ZodType>(
  app: RouteApp,
  spec: ReviewRoutes<Row, Values, Item>,
): void {
  // The answer is checked against `spec.item` at run time; its type is `out`'s.
  const item: z.ZodType = spec.item;
  app.patch(
    "/:id/toggle-approval",
    {
      schema: {
        summary: `Approve (naming the version seen) or hide a ${spec.noun} (admin); without \`approved\` it toggles`,
        params: IdParam,
        // Fastify hands a missing body over as null: it means "toggle".
        body: ApprovalToggleInput.nullable(),
        response: { 200: item, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const row = await setApproval(app.db, request, spec.store, request.params.id, request.body);
      return spec.out(row, request);
    },
  );

  app.patch(
    "/:id/pending-change",
    {
      schema: {
        summary: `Approve or discard the change to a ${spec.noun} waiting for review (admin): { "decision", "proposedAt", "note" }`,
        params: IdParam,
        body: PendingChangeDecisionInput,
        response: { 200: item, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const row = await decideChange(app.db, request, spec.store, request.params.id, request.body);
      return spec.out(row, request);
    },
  );

  if (!spec.store.returnable) return;
  app.patch(
    "/:id/return",
    {
      schema: {
        summary: `Return a ${spec.noun} not yet public to its organisation with a note saying what to fix (admin): { "note" }; its organisation's next edit sends it back for review`,
        params: IdParam,
        body: ContentReturnInput,
        response: { 200: item, ...REVIEW_ERRORS },
      },
    },
    async (request) => {
      const row = await returnItem(app.db, request, spec.store, request.params.id, request.body.note);
      return spec.out(row, request);
    },
  );
}
