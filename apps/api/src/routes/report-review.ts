// Review of impact reports under /api/v1/reports: one report, its approval or return (admin), its
// history (its organisation and admins) and the reporting completeness of a quarter (admin).
import { CompletenessQuery, IdParam, lastCompletePeriod, ReportReviewInput } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited } from "../lib/audit";
import { forbidden, notFound } from "../lib/errors";
import { requireUuid, sameEmail } from "../lib/ids";
import { reportAudit } from "../lib/report-audit";
import { AuditOut, auditOut, ErrorOut, ReportOut, type ReportRowWithUser, reportOut } from "../lib/serialize";
import type { AuthUser } from "../plugins/auth";
import { listAudit } from "../repositories/audit";
import { reportCompleteness, setReportReview } from "../repositories/report-review";
import { findReport } from "../repositories/reports";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut };
const tags = ["reports"];

/** A report is read by admins, its creator and the users of the organisation it is for. */
function mayRead(user: AuthUser, report: ReportRowWithUser): boolean {
  if (user.isAdmin || sameEmail(user.email, report.createdBy)) return true;
  const own = user.organizationName.trim().toLowerCase();
  return own !== "" && own === report.organizationName.trim().toLowerCase();
}

/** Longest history answered at once (a report changes a handful of times). */
const HISTORY_LIMIT = 200;

const Completeness = z.object({
  year: z.number(),
  quarter: z.string(),
  expected: z.number(),
  reported: z.number(),
  approved: z.number(),
  organizations: z.array(
    z.object({ _id: z.string(), name: z.string(), status: z.string(), reportId: z.string().nullable() }),
  ),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/completeness",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary: "Who reported a quarter (admin); default: the last complete quarter",
        security: [{ bearerAuth: [] }],
        querystring: CompletenessQuery,
        response: { 200: Completeness, ...errors },
      },
    },
    async (request) => {
      const fallback = lastCompletePeriod();
      const year = request.query.year ?? fallback.year;
      const quarter = request.query.quarter ?? fallback.quarter;
      return reportCompleteness(app.db, year, quarter);
    },
  );

  app.get(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "One report (its organisation and admins), with its status and warnings",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: ReportOut, ...errors },
      },
    },
    async (request) => {
      const report = await findReport(app.db, requireUuid(request.params.id));
      if (!report) throw notFound();
      if (!mayRead(request.user!, report)) throw forbidden();
      return reportOut(report);
    },
  );

  app.patch(
    "/:id/review",
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Approve a report, or return it with a note (admin): { "status": "approved" | "returned", "note" }',
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: ReportReviewInput,
        response: { 200: ReportOut, ...errors },
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
        async (tx) => ((await setReportReview(tx, id, review)) ? findReport(tx, id) : undefined),
      );
      if (!row) throw notFound();
      return reportOut(row);
    },
  );

  app.get(
    "/:id/history",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Who changed a report and how, newest first (its organisation and admins)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: z.array(AuditOut), ...errors },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id);
      const report = await findReport(app.db, id);
      if (!report) throw notFound();
      if (!mayRead(request.user!, report)) throw forbidden();
      const { rows } = await listAudit(
        app.db,
        { entity: "report", entityId: id },
        { limit: HISTORY_LIMIT, offset: 0 },
      );
      return rows.map(auditOut);
    },
  );
};

export default routes;
