// Routes for /api/v1/open-data: the approved impact figures as files anyone may download, cite
// and check (docs/decisions/0027-impact-page-open-data-pledges.md): CSV and JSON with one row per organisation, year and quarter, and a
// Frictionless Data Package describing them. Public, anonymous, answered from the public cache
// (which also adds `Access-Control-Allow-Origin: *`).

import { asOfQuery, pagePath } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUrl } from "../../config";
import { figuresAt } from "../releases/as-of-figures";
import { datedDownload, lastApprovalAt } from "../releases/live-downloads";
import { newestReleaseId } from "../releases/repository";
import { toCsv } from "./csv";
import { dataPackage, OPEN_DATA_COLUMNS } from "./datapackage";

const OpenDataRowOut = z.object({
  organization_name: z.string(),
  organization_id: z.string().nullable(),
  year: z.number(),
  quarter: z.string(),
  aware: z.number(),
  engaged: z.number(),
  trained: z.number(),
  certified: z.number(),
  orgs_reached: z.number(),
  reached_by_leaders: z.number(),
  approved_at: z.string().nullable(),
});

/** `as_of`: the rows as the site answered them at that instant (docs/decisions/0036-releases-revisions-and-history.md). */
const AsOfQuery = z.object({ as_of: asOfQuery });

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/open-data/impact.csv",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Approved impact figures, one row per organisation, year and quarter (CSV, UTF-8, RFC 4180; CC BY 4.0)",
        produces: ["text/csv"],
        querystring: AsOfQuery,
      },
    },
    async (request, reply) => {
      // Heavy and public: the read replica when there is one (DATABASE_READ_URL).
      const rows = await figuresAt(app.database.readDb, request.query.as_of);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", await datedDownload(app.db, "impact.csv", app.clock()))
        .send(toCsv(OPEN_DATA_COLUMNS, rows));
    },
  );

  app.get(
    "/open-data/impact.json",
    {
      config: { publicCache: true },
      schema: {
        summary: "The same rows as impact.csv, as JSON (CC BY 4.0)",
        querystring: AsOfQuery,
        response: { 200: z.array(OpenDataRowOut) },
      },
    },
    async (request) => figuresAt(app.database.readDb, request.query.as_of),
  );

  app.get(
    "/open-data/datapackage.json",
    {
      config: { publicCache: true },
      schema: {
        summary: "A Frictionless Data Package describing impact.csv and impact.json (fields, key, licence)",
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    // Dated by the last approval, not by the request: the same data answers the same package. It
    // names the newest release the live files are newer than (a release's own files never change).
    async () => {
      const live = dataPackage(publicUrl(app.config), (await lastApprovalAt(app.db)) ?? app.clock());
      const release = await newestReleaseId(app.db);
      if (!release) return live;
      return {
        ...live,
        version: `after ${release}`,
        newerThanRelease: {
          id: release,
          path: `${publicUrl(app.config).replace(/\/$/, "")}${pagePath("release", { id: release })}`,
        },
      };
    },
  );
};

export default routes;
