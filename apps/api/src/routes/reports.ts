// Routes for /api/v1/reports (SPEC §7, DESIGN §5): signed-in CRUD scoped by role, the public
// summary computed from maintained aggregates, and the Excel export.
import { exportFileName, IdParam, ReportInput, ReportsQuery, SummaryQuery } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { audited } from "../lib/audit";
import { forbidden, notFound } from "../lib/errors";
import { requireUuid, sameEmail } from "../lib/ids";
import { reportAudit } from "../lib/report-audit";
import { pageWindow } from "../lib/search";
import { DeletedOut, ErrorOut, ReportOut, reportOut, SummaryOut } from "../lib/serialize";
import { streamReportsWorkbook, XLSX_CONTENT_TYPE } from "../lib/xlsx-export";
import type { AuthUser } from "../plugins/auth";
import {
  deleteReport,
  findReport,
  insertReport,
  listReports,
  type ReportFilter,
  reportBatches,
  reportSummary,
  updateReport,
} from "../repositories/reports";

const errors = { 400: ErrorOut, 401: ErrorOut, 403: ErrorOut, 404: ErrorOut, 409: ErrorOut };
const tags = ["reports"];

/** Admins see every report; an organisation user only the ones they created, whatever the query says. */
function scopedFilter(user: AuthUser, query: ReportsQuery): ReportFilter {
  return {
    year: query.year,
    quarter: query.quarter,
    search: query.search || query.q,
    status: query.status,
    ownerEmail: user.isAdmin ? undefined : user.email,
  };
}

/** The spec names no page size for reports; the staff screen sends its own `pageSize`. */
const REPORTS_DEFAULT_PAGE_SIZE = 10;

const canChange = (user: AuthUser, createdBy: string) => user.isAdmin || sameEmail(user.email, createdBy);

/**
 * What a write does to a report's review: an organisation user's report (new or changed, even an
 * approved one) waits for review; an admin's is approved at once (docs/decisions/0014-*.md).
 */
function reviewOnWrite(user: AuthUser) {
  if (!user.isAdmin) return { status: "submitted" as const };
  return { status: "approved" as const, reviewedBy: user.email, reviewedAt: new Date() };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/summary",
    {
      schema: {
        tags,
        summary: "Public impact figures: totals, per-quarter series, top organisations (no e-mails)",
        querystring: SummaryQuery,
        response: { 200: SummaryOut, 400: ErrorOut },
      },
    },
    async (request) => reportSummary(app.db, request.query),
  );

  app.get(
    "/",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Reports (admin: all, filtered; organisation users: their own)",
        security: [{ bearerAuth: [] }],
        querystring: ReportsQuery,
        response: { 200: z.array(ReportOut), 400: ErrorOut, 401: ErrorOut },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listReports(
        app.db,
        scopedFilter(request.user!, request.query),
        pageWindow(request.query, REPORTS_DEFAULT_PAGE_SIZE),
      );
      reply.header("X-Total-Count", String(total));
      return rows.map(reportOut);
    },
  );

  app.get(
    "/export.xlsx",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Excel export of the reports the caller may see, with the list's filters",
        security: [{ bearerAuth: [] }],
        querystring: ReportsQuery,
        produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      },
    },
    async (request, reply) => {
      const filter = scopedFilter(request.user!, request.query);
      const body = streamReportsWorkbook(reportBatches(app.db, filter));
      return reply
        .header("Content-Type", XLSX_CONTENT_TYPE)
        .header("Content-Disposition", `attachment; filename="${exportFileName(new Date())}"`)
        .header("Cache-Control", "no-store")
        .send(body);
    },
  );

  app.post(
    "/",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Create a report (one per organisation, year and quarter)",
        security: [{ bearerAuth: [] }],
        body: ReportInput,
        response: { 201: ReportOut, ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const body = request.body;
      const values = {
        year: body.year,
        quarter: body.quarter,
        ...body.metrics,
        // Only an admin may report for another organisation.
        organizationName: (user.isAdmin && body.organizationName) || user.organizationName,
        createdBy: user.email,
        userId: user.id,
        ...reviewOnWrite(user),
      };
      const row = await audited(
        app.db,
        request,
        { action: "create", entity: "report", view: reportAudit },
        (tx) => insertReport(tx, values),
      );
      return reply.code(201).send(reportOut(row));
    },
  );

  app.put(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Update a report's year, quarter and metrics (creator or admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        body: ReportInput,
        response: { 200: ReportOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findReport(app.db, id);
      if (!existing) throw notFound();
      if (!canChange(user, existing.createdBy)) throw forbidden();
      const body = request.body;
      const values = {
        year: body.year,
        quarter: body.quarter,
        ...body.metrics,
        ...(user.isAdmin && body.organizationName ? { organizationName: body.organizationName } : {}),
        ...reviewOnWrite(user),
      };
      const row = await audited(
        app.db,
        request,
        { action: "update", entity: "report", before: existing, view: reportAudit },
        (tx) => updateReport(tx, existing, values),
      );
      if (!row) throw notFound();
      return reportOut(row);
    },
  );

  app.delete(
    "/:id",
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary: "Delete a report (creator or admin)",
        security: [{ bearerAuth: [] }],
        params: IdParam,
        response: { 200: DeletedOut, ...errors },
      },
    },
    async (request) => {
      const user = request.user!;
      const id = requireUuid(request.params.id);
      const existing = await findReport(app.db, id);
      if (!existing) throw notFound();
      if (!canChange(user, existing.createdBy)) throw forbidden();
      const deleted = await audited(
        app.db,
        request,
        { action: "delete", entity: "report", entityId: id, before: reportAudit(existing), after: null },
        (tx) => deleteReport(tx, id),
      );
      if (!deleted) throw notFound();
      return { _id: id, message: "Report deleted" };
    },
  );
};

export default routes;
