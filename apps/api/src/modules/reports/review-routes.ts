// Review of impact reports under /api/v1/reports: one report and its history (its organisation and
// admins), its approval or return, and removal requests (admin); completeness is in completeness.ts.
import {
  AuditOut,
  DeletedOut,
  IdParam,
  kenyanDateTime,
  REPORT_CHANGE_ERRORS,
  REPORT_CHANGE_MESSAGES,
  RemovalDecisionInput,
  ReportOut,
  ReportReviewInput,
  staleVersionMessage,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { canModify } from "../../lib/access";
import { conflict, forbidden, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { listAudit } from "../audit/repository";
import { auditOut } from "../audit/serialize";
import { notifyReportReviewed } from "../mail/notify";
import { replaceBreakdowns } from "./breakdowns-repository";
import { auditedReportWrite, NO_REPORT_CHANGE, removeReport } from "./report-writes";
import { findReport, lockReport } from "./repository";
import { type ReportRowWithUser, reportOut } from "./serialize";

/**
 * A report is read by admins and the users of its organisation (a report of no organisation by
 * its author): the same rule as for changing it.
 */
const mayRead = (user: AuthUser, report: ReportRowWithUser): boolean => canModify(user, report);

/** The report named by the path, or 404; 403 unless the caller may read it. */
async function readable(db: Db, user: AuthUser, rawId: string) {
  const report = await findReport(db, requireUuid(rawId));
  if (!report) throw notFound();
  if (!mayRead(user, report)) throw forbidden();
  return report;
}

/** 409 unless the admin approves the version it saw: a report changed since is reviewed again. */
function requireVersion(current: ReportRowWithUser, version: number): void {
  if (current.version !== version) {
    throw conflict(staleVersionMessage(current.updatedBy, kenyanDateTime(current.updatedAt)));
  }
}

/** Longest history answered at once (a report changes a handful of times). */
const HISTORY_LIMIT = 200;

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    app.patch(
      "/:id/review",
      {
        schema: {
          summary:
            'Approve the version of a report (or of its waiting change) the admin saw, or return it with a note: { "status": "approved", "version" } | { "status": "returned", "note" }',
          params: IdParam,
          body: ReportReviewInput,
          response: { 200: ReportOut, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const { status } = request.body;
        const note = request.body.note ?? "";
        const reviewer = request.user!.email;
        const row = await app.db.transaction(async (tx) => {
          const current = await lockReport(tx, id);
          if (!current) return undefined;
          if (status === "approved") requireVersion(current, request.body.version);
          const change = current.pendingChange;
          const approve = status === "approved";
          const action = change
            ? approve
              ? "approve-change"
              : "return-change"
            : approve
              ? "approve"
              : "return";
          // An approved change's breakdowns replace the rows first (counted at the current period,
          // then moved with the report if the change moves it).
          if (change && approve && change.breakdowns)
            await replaceBreakdowns(tx, current.id, change.breakdowns);
          const reviewed = {
            reviewNote: note,
            reviewedBy: reviewer,
            reviewedAt: app.clock(),
            updatedBy: reviewer,
          };
          // A change to an approved report: approving applies it; returning keeps the approved
          // figures and the proposal, with the note, for the organisation to revise.
          const values = change
            ? approve
              ? {
                  year: change.year,
                  quarter: change.quarter,
                  ...change.metrics,
                  ...(change.evidence ? { evidence: change.evidence } : {}),
                  ...NO_REPORT_CHANGE,
                  ...reviewed,
                }
              : { pendingNote: note, updatedBy: reviewer }
            : { status, ...reviewed };
          const updated = await auditedReportWrite(tx, request, current, action, values);
          if (!updated) return undefined;
          // The organisation hears of the review with the same transaction that records it.
          await notifyReportReviewed(tx, app.siteLink, updated, status, note);
          return updated;
        });
        if (!row) throw notFound();
        return reportOut(row);
      },
    );

    app.patch(
      "/:id/removal-request",
      {
        schema: {
          summary:
            'Decide an organisation\'s request to remove an approved report (admin): { "decision": "approve" | "decline", "note"? }; approve removes it from every figure',
          params: IdParam,
          body: RemovalDecisionInput,
          response: { 200: z.union([ReportOut, DeletedOut]), ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const { decision } = request.body;
        const note = request.body.note ?? "";
        const result = await app.db.transaction(async (tx) => {
          const current = await lockReport(tx, id);
          if (!current) return undefined;
          if (!current.removalAt) throw conflict(REPORT_CHANGE_ERRORS.noRemovalRequest);
          if (decision === "approve") {
            await notifyReportReviewed(tx, app.siteLink, current, "removed", note);
            return (await removeReport(tx, request, current)) ? ("deleted" as const) : undefined;
          }
          const updated = await auditedReportWrite(
            tx,
            request,
            current,
            "decline-removal",
            { removalReason: null, removalBy: null, removalAt: null, updatedBy: request.user!.email },
            { before: { removalReason: current.removalReason }, after: { note } },
          );
          if (!updated) return undefined;
          await notifyReportReviewed(tx, app.siteLink, updated, "removal-declined", note);
          return updated;
        });
        if (!result) throw notFound();
        if (result === "deleted") return { _id: id, message: REPORT_CHANGE_MESSAGES.removalApproved };
        return reportOut(result);
      },
    );
  });

  await signedInRoutes(app, async (app) => {
    app.get(
      "/:id",
      {
        schema: {
          summary: "One report (its organisation and admins), with its status and warnings",
          params: IdParam,
          response: { 200: ReportOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => reportOut(await readable(app.db, request.user!, request.params.id)),
    );

    app.get(
      "/:id/history",
      {
        schema: {
          summary: "Who changed a report and how, newest first (its organisation and admins)",
          params: IdParam,
          response: { 200: z.array(AuditOut), ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const report = await readable(app.db, request.user!, request.params.id);
        const { rows } = await listAudit(
          app.db,
          { entity: "report", entityId: report.id },
          { limit: HISTORY_LIMIT, offset: 0 },
        );
        return rows.map(auditOut);
      },
    );
  });
};

export default routes;
