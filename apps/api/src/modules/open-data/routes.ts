// Routes for /api/v1/open-data: the approved impact figures as files anyone may download, cite
// and check (docs/decisions/0027-impact-page-open-data-pledges.md): CSV and JSON with one row per organisation, year and quarter, and a
// Frictionless Data Package describing them. Public, anonymous, answered from the public cache
// (which also adds `Access-Control-Allow-Origin: *`).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUrl } from "../../config";
import { toCsv } from "./csv";
import { dataPackage, OPEN_DATA_COLUMNS } from "./datapackage";
import { approvedFigures } from "./repository";

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

const routes: FastifyPluginAsyncZod = async (app) => {
  const download = (name: string) => `attachment; filename="${name}"`;

  app.get(
    "/open-data/impact.csv",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Approved impact figures, one row per organisation, year and quarter (CSV, UTF-8, RFC 4180; CC BY 4.0)",
        produces: ["text/csv"],
      },
    },
    async (_request, reply) => {
      // Heavy and public: the read replica when there is one (DATABASE_READ_URL).
      const rows = await approvedFigures(app.database.readDb);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", download("impact.csv"))
        .send(toCsv(OPEN_DATA_COLUMNS, rows));
    },
  );

  app.get(
    "/open-data/impact.json",
    {
      config: { publicCache: true },
      schema: {
        summary: "The same rows as impact.csv, as JSON (CC BY 4.0)",
        response: { 200: z.array(OpenDataRowOut) },
      },
    },
    async () => approvedFigures(app.database.readDb),
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
    async () => dataPackage(publicUrl(app.config), app.clock()),
  );
};

export default routes;
