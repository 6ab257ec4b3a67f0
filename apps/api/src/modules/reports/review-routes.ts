// Review of impact reports under /api/v1/reports: one report and its history (its organisation and
// admins), its approval or return (admin) and the reporting completeness of a quarter (admin).
import {
  AuditOut,
  CompletenessOut,
  CompletenessQuery,
  IdParam,
  lastCompletePeriod,
  ReportOut,
  ReportReviewInput,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { canModify } from "../../lib/access";
import { forbidden, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { auditOut, type ReportRowWithUser, reportOut } from "../../lib/serialize";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import { listAudit } from "../audit/repository";
import { notifyReportReviewed } from "../mail/notify";
import { reportAudit } from "./report-audit";
import { findReport } from "./repository";
import { reportCompleteness, setReportReview } from "./review-repository";

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

/** Longest history answered at once (a report changes a handful of times). */
const HISTORY_LIMIT = 200;

const routes: FastifyPluginAsyncZod = async (app) => {
  await adminRoutes(app, async (app) => {
    app.get(
      "/completeness",
      {
        schema: {
          summary: "Who reported a quarter (admin); default: the last complete quarter",
          querystring: CompletenessQuery,
          response: { 200: CompletenessOut, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const fallback = lastCompletePeriod();
        const year = request.query.year ?? fallback.year;
        const quarter = request.query.quarter ?? fallback.quarter;
        return reportCompleteness(app.db, year, quarter);
      },
    );

    app.patch(
      "/:id/review",
      {
        schema: {
          summary:
            'Approve a report, or return it with a note (admin): { "status": "approved" | "returned", "note" }',
          params: IdParam,
          body: ReportReviewInput,
          response: { 200: ReportOut, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const existing = await findReport(app.db, id);
        if (!existing) throw notFound();
        const { status, note } = request.body;
        const review = { status, note: note ?? "", reviewer: request.user!.email };
        const action = status === "approved" ? "approve" : "return";
        const row = await audited(
          app.db,
          request,
          { action, entity: "report", before: existing, view: reportAudit },
          async (tx) => {
            if (!(await setReportReview(tx, id, review))) return undefined;
            const updated = await findReport(tx, id);
            // The organisation hears of the review with the same transaction that records it.
            if (updated) await notifyReportReviewed(tx, updated, status, review.note);
            return updated;
          },
        );
        if (!row) throw notFound();
        return reportOut(row);
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
