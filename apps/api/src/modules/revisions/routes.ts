// GET /open-data/revisions (docs/decisions/0036-releases-revisions-and-history.md): every change
// of an approved figure of a released quarter, newest first, paged, filtered by year and quarter;
// written by the database's history trigger with the admin's public reason. Public.
import {
  pagingQuery,
  QUARTERS,
  REPORT_FIRST_YEAR,
  REPORT_MAX_YEAR,
  REVISIONS_PAGING,
  RevisionCountOut,
  RevisionOut,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/route-groups";
import { listReleases } from "../releases/repository";
import { listRevisions, revisionCounts } from "./repository";

const RevisionsQuery = pagingQuery(REVISIONS_PAGING).extend({
  year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(REPORT_MAX_YEAR).optional(),
  quarter: z.enum(QUARTERS).optional(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/open-data/revisions",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Changes to figures of released quarters, with their public reasons, newest first (X-Total-Count)",
        querystring: RevisionsQuery,
        response: { 200: z.array(RevisionOut), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page = 1, pageSize = REVISIONS_PAGING.default, year, quarter } = request.query;
      const { rows, total } = await listRevisions(app.db, { year, quarter }, { page, pageSize });
      reply.header("x-total-count", String(total));
      return rows;
    },
  );

  app.get(
    "/open-data/revisions/counts",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "How many times each quarter was revised since the newest release holding it (quarters never revised are left out)",
        response: { 200: z.array(RevisionCountOut) },
      },
    },
    async () => revisionCounts(app.db, await listReleases(app.db)),
  );
};

export default routes;
