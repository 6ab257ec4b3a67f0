// Routes for /api/v1/reports: the public summary computed from maintained aggregates, and for
// signed-in staff the list scoped by role, the Excel export and the writes (creator or admin).
import {
  DeletedOut,
  ErrorOut,
  exportFileName,
  IdParam,
  LIST_PAGING,
  ReportInput,
  ReportOut,
  ReportsQuery,
  SORT_FIELDS,
  SummaryOut,
  SummaryQuery,
  sortQuery,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireCanModify } from "../lib/access";
import { notFound } from "../lib/errors";
import { requireUuid } from "../lib/ids";
import { listPage, setTotal } from "../lib/paging";
import { signedInRoutes } from "../lib/route-groups";
import { reportOut } from "../lib/serialize";
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

const ReportsListQuery = ReportsQuery.extend({ sort: sortQuery(SORT_FIELDS.reports) });

/** Admins see every report; an organisation user only the ones they created, whatever the query says. */
function scopedFilter(user: AuthUser, query: ReportsQuery): ReportFilter {
  return {
    year: query.year,
    quarter: query.quarter,
    search: query.search || query.q,
    ownerEmail: user.isAdmin ? undefined : user.email,
  };
}

/** The report named by the path, or 404; 403 unless the caller created it or is an admin. */
async function modifiable(app: Parameters<FastifyPluginAsyncZod>[0], user: AuthUser, rawId: string) {
  const existing = await findReport(app.db, requireUuid(rawId));
  if (!existing) throw notFound();
  requireCanModify(user, existing);
  return existing;
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

  await app.register(
    signedInRoutes(async (app) => {
      app.get(
        "/",
        {
          schema: {
            tags,
            summary: "Reports (admin: all, filtered; organisation users: their own)",
            querystring: ReportsListQuery,
            response: { 200: z.array(ReportOut), 400: ErrorOut, 401: ErrorOut },
          },
        },
        async (request, reply) => {
          const { rows, total } = await listReports(
            app.db,
            scopedFilter(request.user!, request.query),
            listPage(request.query, LIST_PAGING.reports),
          );
          setTotal(reply, total);
          return rows.map(reportOut);
        },
      );

      app.get(
        "/export.xlsx",
        {
          schema: {
            tags,
            summary: "Excel export of the reports the caller may see, with the list's filters",
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
          schema: {
            tags,
            summary: "Create a report (one per organisation, year and quarter)",
            body: ReportInput,
            response: { 201: ReportOut, ...errors },
          },
        },
        async (request, reply) => {
          const user = request.user!;
          const body = request.body;
          const row = await insertReport(app.db, {
            year: body.year,
            quarter: body.quarter,
            ...body.metrics,
            // Only an admin may report for another organisation.
            organizationName: (user.isAdmin && body.organizationName) || user.organizationName,
            createdBy: user.email,
            userId: user.id,
          });
          return reply.code(201).send(reportOut(row));
        },
      );

      app.put(
        "/:id",
        {
          schema: {
            tags,
            summary: "Update a report's year, quarter and metrics (creator or admin)",
            params: IdParam,
            body: ReportInput,
            response: { 200: ReportOut, ...errors },
          },
        },
        async (request) => {
          const user = request.user!;
          const existing = await modifiable(app, user, request.params.id);
          const body = request.body;
          const row = await updateReport(app.db, existing, {
            year: body.year,
            quarter: body.quarter,
            ...body.metrics,
            ...(user.isAdmin && body.organizationName ? { organizationName: body.organizationName } : {}),
          });
          if (!row) throw notFound();
          return reportOut(row);
        },
      );

      app.delete(
        "/:id",
        {
          schema: {
            tags,
            summary: "Delete a report (creator or admin)",
            params: IdParam,
            response: { 200: DeletedOut, ...errors },
          },
        },
        async (request) => {
          const existing = await modifiable(app, request.user!, request.params.id);
          if (!(await deleteReport(app.db, existing.id))) throw notFound();
          return { _id: existing.id, message: "Report deleted" };
        },
      );
    }),
  );
};

export default routes;
