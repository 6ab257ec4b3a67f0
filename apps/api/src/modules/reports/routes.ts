// Routes for /api/v1/reports: the public summary computed from maintained aggregates, and for
// signed-in staff the list scoped by role, the Excel export and the writes (creator or admin).
import {
  CountiesOut,
  CountiesQuery,
  CountyDetailOut,
  CountyParams,
  DeletedOut,
  exportFileName,
  IdParam,
  kenyanDateTime,
  LIST_PAGING,
  NearMatchOut,
  ORGANIZATION_ERRORS,
  REPORT_CHANGE_ERRORS,
  REPORT_CONFLICT_MESSAGES,
  RemovalRequestInput,
  ReportConflictOut,
  ReportInput,
  ReportOut,
  ReportsExportQuery,
  ReportsQuery,
  SORT_FIELDS,
  SummaryOut,
  SummaryQuery,
  sortQuery,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireCanModify } from "../../lib/access";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { organizationIdFor } from "../organizations/repository";
import { summaryAsOf } from "../releases/as-of-summary";
import { countyCounts, countyDetail } from "./breakdowns-repository";
import {
  auditedReportWrite,
  changeReport,
  createReport,
  NO_REPORT_CHANGE,
  removeReport,
} from "./report-writes";
import { findReport, listReports, lockReport, type ReportFilter, reportBatches } from "./repository";
import { type ReportRowWithUser, reportOut } from "./serialize";
import { reportSummary } from "./summary-repository";
import { streamReportsWorkbook, XLSX_CONTENT_TYPE } from "./xlsx-export";

const ReportsListQuery = ReportsQuery.extend({ sort: sortQuery(SORT_FIELDS.reports) });

/**
 * 409 with the report as it is now when the change was based on an older version: whoever saved
 * since is not overwritten unseen; the writer compares and sends again naming the new version.
 */
function requireBaseVersion(current: ReportRowWithUser, baseVersion: number | undefined): void {
  if (baseVersion === undefined || current.version === baseVersion) return;
  throw new HttpError(
    409,
    REPORT_CONFLICT_MESSAGES.stale(current.updatedBy, kenyanDateTime(current.updatedAt)),
    undefined,
    { current: reportOut(current) },
  );
}

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
 * The organisation a report is written for: an admin may name one (an existing name in any case
 * links to it, a new one creates it); anyone else reports for their own. 400 when there is none.
 */
async function reportOrganization(
  db: Db,
  user: AuthUser,
  { organizationName: named, createOrganization }: ReportInput,
) {
  const id =
    user.isAdmin && named ? await organizationIdFor(db, named, createOrganization) : user.organizationId;
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
    // Public reads: the read replica when there is one (DATABASE_READ_URL); as_of: the figures as
    // the site answered them then (docs/decisions/0036-releases-revisions-and-history.md).
    async (request) =>
      request.query.as_of
        ? summaryAsOf(app.database.readDb, request.query, new Date(request.query.as_of))
        : reportSummary(app.database.readDb, request.query, app.clock()),
  );

  app.get(
    "/summary/counties",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Public: the 47 counties with the people trained (or certified) who live there, over approved reports; year, quarter, metric",
        querystring: CountiesQuery,
        response: { 200: CountiesOut, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { metric, ...period } = request.query;
      return countyCounts(app.database.readDb, period, metric);
    },
  );

  app.get(
    "/summary/counties/:code",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Public: one county's people trained (or certified) and, from the counts reported by several dimensions at once, its women, youth (18-34) and persons with disabilities with the share of the county's figure reported that way; a figure under 10 people is withheld (count null, fewerThan 10)",
        params: CountyParams,
        querystring: CountiesQuery,
        response: { 200: CountyDetailOut, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { metric, ...period } = request.query;
      const detail = await countyDetail(app.database.readDb, period, metric, request.params.code);
      if (!detail) throw notFound("No county has that code");
      return detail;
    },
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
          summary:
            "Excel export of the reports the caller may see, with the list's filters: by default the approved figures the public counts, `status=all` for every status",
          querystring: ReportsExportQuery,
          produces: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
        },
      },
      async (request, reply) => {
        const { status, ...query } = request.query;
        const filter = {
          ...scopedFilter(request.user!, { ...query, status: undefined }),
          status: status === "all" ? undefined : status,
        };
        // A heavy read that may lag the writes by a moment: the read replica when there is one.
        const body = streamReportsWorkbook(() => reportBatches(app.database.readDb, filter), app.clock());
        const name = exportFileName(app.clock(), { year: query.year, quarter: query.quarter, status });
        return reply
          .header("Content-Type", XLSX_CONTENT_TYPE)
          .header("Content-Disposition", `attachment; filename="${name}"`)
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
          // An admin's near-miss organisation name answers its `suggestion` (ADR 0024).
          response: { 201: ReportOut, ...errorResponses(400, 403, 404), 409: NearMatchOut },
        },
      },
      async (request, reply) => {
        // Only an admin may report for another organisation; the name comes from it.
        const organizationId = await reportOrganization(app.db, request.user!, request.body);
        const row = await app.db.transaction((tx) => createReport(tx, request, request.body, organizationId));
        return reply.code(201).send(reportOut(row));
      },
    );

    app.put(
      "/:id",
      {
        schema: {
          summary:
            "Update a report (its organisation or admin). An organisation's change to an approved report waits for review beside the approved figures (pendingChange)",
          params: IdParam,
          body: ReportInput,
          // A stale `baseVersion` answers `current`, the report as it is now.
          response: { 200: ReportOut, ...errorResponses(400, 403, 404), 409: ReportConflictOut },
        },
      },
      async (request) => {
        const user = request.user!;
        const id = (await modifiable(app.db, user, request.params.id)).id;
        const body = request.body;
        const organizationId =
          user.isAdmin && body.organizationName ? await reportOrganization(app.db, user, body) : undefined;
        const row = await app.db.transaction(async (tx) => {
          // Decided on the locked row, in the write's transaction: an edit racing an approval sees
          // the approval and waits for review instead of landing on the public figures.
          const current = await lockReport(tx, id);
          if (current) requireBaseVersion(current, body.baseVersion);
          return current && changeReport(tx, request, current, body, organizationId);
        });
        if (!row) throw notFound();
        return reportOut(row);
      },
    );

    app.delete(
      "/:id",
      {
        schema: {
          summary:
            "Delete a report (admin; its organisation only while it is not approved: an approved one is removed through a removal request)",
          params: IdParam,
          response: { 200: DeletedOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const user = request.user!;
        const existing = await modifiable(app.db, user, request.params.id);
        const deleted = await app.db.transaction(async (tx) => {
          const current = await lockReport(tx, existing.id);
          if (!current) return false;
          if (!user.isAdmin && current.status === "approved") {
            throw forbidden(REPORT_CHANGE_ERRORS.approvedNotDeletable);
          }
          return removeReport(tx, request, current);
        });
        if (!deleted) throw notFound();
        return { _id: existing.id, message: "Report deleted" };
      },
    );

    app.delete(
      "/:id/pending-change",
      {
        schema: {
          summary: "Withdraw the change waiting for review on an approved report (its organisation or admin)",
          params: IdParam,
          response: { 200: ReportOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const existing = await modifiable(app.db, request.user!, request.params.id);
        const row = await app.db.transaction(async (tx) => {
          const current = await lockReport(tx, existing.id);
          if (!current) return undefined;
          if (!current.pendingChange) throw conflict(REPORT_CHANGE_ERRORS.noPendingChange);
          return auditedReportWrite(tx, request, current, "withdraw-change", {
            ...NO_REPORT_CHANGE,
            updatedBy: request.user!.email,
          });
        });
        if (!row) throw notFound();
        return reportOut(row);
      },
    );

    app.post(
      "/:id/removal-request",
      {
        schema: {
          summary:
            "Ask for an approved report to be removed, with a reason (its organisation); it stays public until an admin decides",
          params: IdParam,
          body: RemovalRequestInput,
          response: { 201: ReportOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const existing = await modifiable(app.db, user, request.params.id);
        const row = await app.db.transaction(async (tx) => {
          const current = await lockReport(tx, existing.id);
          if (!current) return undefined;
          if (current.status !== "approved") throw conflict(REPORT_CHANGE_ERRORS.notApproved);
          if (current.removalAt) throw conflict(REPORT_CHANGE_ERRORS.removalPending);
          return auditedReportWrite(tx, request, current, "request-removal", {
            removalReason: request.body.reason,
            removalBy: user.email,
            removalAt: app.clock(),
            updatedBy: user.email,
          });
        });
        if (!row) throw notFound();
        return reply.code(201).send(reportOut(row));
      },
    );
  });
};

export default routes;
