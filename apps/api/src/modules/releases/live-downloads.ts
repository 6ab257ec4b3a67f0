// The live open data downloads' additions (docs/decisions/0036-releases-revisions-and-history.md):
// breakdowns.csv and breakdowns.json ("download what you see": the page's figures by sex, age,
// county and disability), and the time of the last approval, which dates the live files.
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { reports } from "../../db/schema";
import { toCsv } from "../open-data/csv";
import { approvedBreakdowns, BREAKDOWN_COLUMNS } from "./breakdown-rows";

/** When the latest approval counted in the public figures was made (null before any). */
export async function lastApprovalAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${reports.reviewedAt})` })
    .from(reports)
    .where(sql`${reports.status} = 'approved'`);
  return row?.at ? new Date(row.at) : null;
}

/** `attachment; filename="alliance-impact-2026-11-28-impact.csv"`: the date of the data in the name. */
export async function datedDownload(db: Db, name: string, fallback: Date): Promise<string> {
  const day = ((await lastApprovalAt(db)) ?? fallback).toISOString().slice(0, 10);
  return `attachment; filename="alliance-${day}-${name}"`;
}

const BreakdownRowOut = z.object({
  organization_name: z.string(),
  organization_id: z.string().nullable(),
  year: z.number(),
  quarter: z.string(),
  metric: z.string(),
  dimension: z.string(),
  category: z.string(),
  count: z.number(),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/open-data/breakdowns.csv",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Approved trained and certified by sex, age band, county and disability: one row per organisation, year, quarter, metric, dimension and category, not stated included (CSV; CC BY 4.0)",
        produces: ["text/csv"],
      },
    },
    async (_request, reply) =>
      reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", await datedDownload(app.db, "breakdowns.csv", app.clock()))
        .send(toCsv(BREAKDOWN_COLUMNS, await approvedBreakdowns(app.db))),
  );

  app.get(
    "/open-data/breakdowns.json",
    {
      config: { publicCache: true },
      schema: {
        summary: "The same rows as breakdowns.csv, as JSON (CC BY 4.0)",
        response: { 200: z.array(BreakdownRowOut) },
      },
    },
    async () => approvedBreakdowns(app.db),
  );
};

export default routes;
