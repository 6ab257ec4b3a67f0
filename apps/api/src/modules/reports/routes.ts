// Routes for /api/v1/reports: the public summary computed from maintained aggregates, and for
// signed-in staff the list scoped by role, the Excel export and the writes (creator or admin).
import {
  DeletedOut,
  exportFileName,
  IdParam,
  LIST_PAGING,
  ORGANIZATION_ERRORS,
  ReportInput,
  ReportOut,
  ReportsQuery,
  SORT_FIELDS,
  SummaryOut,
  SummaryQuery,
  sortQuery,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireCanModify } from "../../lib/access";
import { badRequest, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import { reportOut } from "../../lib/serialize";
import type { AuthUser } from "../../plugins/auth";
import { audited } from "../audit/audited";
import { organizationIdFor } from "../organizations/repository";
import { reportAudit } from "./report-audit";
import {
  deleteReport,
  findReport,
  insertReport,
  listReports,
  type ReportFilter,
  reportBatches,
  reportSummary,
  updateReport,
} from "./repository";
import { streamReportsWorkbook, XLSX_CONTENT_TYPE } from "./xlsx-export";

const ReportsListQuery = ReportsQuery.extend({ sort: sortQuery(SORT_FIELDS.reports) });

/**
 * Admins see every report; an organisation user its organisation's, whoever created them (a user
 * of no organisation: the ones they created), whatever the query says.
 */
function scopedFilter(user: AuthUser, query: ReportsQuery): ReportFilter {
  return {
    year: query.year,
    quarter: query.quarter,
    search: query.search || query.q,
    status: query.status,
    ...(user.isAdmin
      ? {}
      : user.organizationId
        ? { organizationId: user.organizationId }
        : { ownerEmail: user.email }),
  };
}

/**
 * What a write does to a report's review: an organisation user's report (new or changed, even an
 * approved one) waits for review; an admin's is approved at once (docs/decisions/0014-*.md).
 */
function reviewOnWrite(user: AuthUser) {
  if (!user.isAdmin) return { status: "submitted" as const };
  return { status: "approved" as const, reviewedBy: user.email, reviewedAt: new Date() };
}

/**
 * The organisation a report is written for: an admin may name one (an existing name in any case
 * links to it, a new one creates it); anyone else reports for their own. 400 when there is none.
 */
async function reportOrganization(db: Db, user: AuthUser, named: string) {
  const id = user.isAdmin && named ? await organizationIdFor(db, named) : user.organizationId;
  if (!id) {
    throw badRequest(ORGANIZATION_ERRORS.reportNeedsOrganization, [
      { path: "body.organizationName", message: ORGANIZATION_ERRORS.reportNeedsOrganization },
    ]);
  }
  return id;
}

/** The report named by the path, or 404; 403 unless the caller is a user of its organisation or an admin. */
async function modifiable(db: Db, user: AuthUser, rawId: string) {
  const existing = await findReport(db, requireUuid(rawId));
  if (!existing) throw notFound();
  requireCanModify(user, existing);
  return existing;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/summary",
    {
      config: { publicCache: true },
      schema: {
        summary: "Public impact figures: totals, per-quarter series, top organisations (no e-mails)",
        querystring: SummaryQuery,
        response: { 200: SummaryOut, ...errorResponses(400) },
      },
    },
    async (request) => reportSummary(app.db, request.query),
  );

  await signedInRoutes(app, async (app) => {
    listRoute(app, "/", {
      summary: "Reports (admin: all, filtered; organisation users: their own)",
      querystring: ReportsListQuery,
      paging: LIST_PAGING.reports,
      item: ReportOut,
      read: (query, page, request) => listReports(app.db, scopedFilter(request.user!, query), page),
      out: reportOut,
    });

    app.get(
      "/export.xlsx",
      {
        schema: {
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
          summary: "Create a report (one per organisation, year and quarter)",
          body: ReportInput,
          response: { 201: ReportOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const body = request.body;
        const values = {
          year: body.year,
          quarter: body.quarter,
          ...body.metrics,
          // Only an admin may report for another organisation; the name comes from it.
          organizationId: await reportOrganization(app.db, user, body.organizationName),
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
        schema: {
          summary: "Update a report's year, quarter and metrics (creator or admin)",
          params: IdParam,
          body: ReportInput,
          response: { 200: ReportOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = request.user!;
        const existing = await modifiable(app.db, user, request.params.id);
        const body = request.body;
        const values = {
          year: body.year,
          quarter: body.quarter,
          ...body.metrics,
          ...(user.isAdmin && body.organizationName
            ? { organizationId: await reportOrganization(app.db, user, body.organizationName) }
            : {}),
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
        schema: {
          summary: "Delete a report (creator or admin)",
          params: IdParam,
          response: { 200: DeletedOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const existing = await modifiable(app.db, request.user!, request.params.id);
        const deleted = await audited(
          app.db,
          request,
          {
            action: "delete",
            entity: "report",
            entityId: existing.id,
            before: reportAudit(existing),
            after: null,
          },
          (tx) => deleteReport(tx, existing.id),
        );
        if (!deleted) throw notFound();
        return { _id: existing.id, message: "Report deleted" };
      },
    );
  });
};

export default routes;
