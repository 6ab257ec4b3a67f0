// Releases of the impact figures (docs/decisions/0036-releases-revisions-and-history.md):
// POST /releases publishes one (admin, after the quarter's deadline; a point release only when
// something changed); GET /open-data/releases lists them, and their files are served as stored,
// the same bytes forever, with the SHA-256 as ETag; /open-data/releases/latest/<file> redirects
// to the newest release's file.
import {
  compareReleaseRows,
  kenyanDateTime,
  lastCompletePeriod,
  type Period,
  pagePath,
  periodFromOrdinal,
  periodOrdinal,
  RELEASE_ERRORS,
  RELEASE_ID_PATTERN,
  REPORT_FIRST_YEAR,
  ReleaseDetailOut,
  ReleaseInput,
  ReleaseOut,
  ReleasePeriodQuery,
  ReleasePreviewOut,
  ReleaseQuarterOut,
  type ReleaseRow,
  releaseCitation,
  releaseId,
  reportDeadline,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicUrl } from "../../config";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { adminRoutes, errorResponses } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { approvedFigures } from "../open-data/repository";
import { buildReleaseFiles, EMPTY_CROSS_SHA256, RELEASE_FILE_NAMES } from "./release-files";
import {
  insertRelease,
  latestOfQuarter,
  listReleases,
  lockPublishing,
  markSuperseded,
  newestReleaseId,
  releaseBefore,
  releaseFile,
  releaseRows,
  releasesByQuarter,
} from "./repository";

const FileParams = z.object({
  id: z.string().regex(RELEASE_ID_PATTERN, "Not a release id such as 2026-Q3 or 2026-Q3.2"),
  file: z.enum(RELEASE_FILE_NAMES),
});

const DetailParams = z.object({
  id: z.string().regex(RELEASE_ID_PATTERN, "Not a release id such as 2026-Q3 or 2026-Q3.2"),
});

/** The rows every approved figure up to `period` would give a release now (its impact.json). */
async function rowsUpTo(db: Db, period: Period): Promise<ReleaseRow[]> {
  return (await approvedFigures(db)).filter(
    (row) =>
      periodOrdinal({ year: row.year, quarter: row.quarter as Period["quarter"] }) <= periodOrdinal(period),
  );
}

/** Files whose content decides whether a point release changes anything. */
const CONTENT_FILES = ["impact.csv", "breakdowns.csv", "cross-breakdowns.csv"];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/open-data/releases",
    {
      config: { publicCache: true },
      schema: {
        summary:
          "Published releases of the impact figures, newest first, with their files' sizes and SHA-256 (CC BY 4.0)",
        response: { 200: z.array(ReleaseOut) },
      },
    },
    async () => listReleases(app.db),
  );

  app.get(
    "/open-data/releases/:id",
    {
      config: { publicCache: true },
      schema: {
        summary: "One release, its files, and what changed against the release published before it",
        params: DetailParams,
        response: { 200: ReleaseDetailOut, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const [release] = await listReleases(app.db, request.params.id);
      if (!release) throw notFound(RELEASE_ERRORS.notFound);
      const previous = (await releaseBefore(app.db, release.id)) ?? null;
      const before = previous ? await releaseRows(app.db, previous) : [];
      const url = `${publicUrl(app.config).replace(/\/$/, "")}${pagePath("release", { id: release.id })}`;
      const impactSha = release.files.find((file) => file.name === "impact.csv")?.sha256 ?? "";
      return {
        ...release,
        changes: compareReleaseRows(previous, before, await releaseRows(app.db, release.id)),
        url,
        citation: releaseCitation(release, url, impactSha),
      };
    },
  );

  app.get(
    "/open-data/releases/latest/:file",
    {
      config: { publicRead: true },
      schema: {
        summary: "302 to the newest release's file",
        params: FileParams.pick({ file: true }),
      },
    },
    async (request, reply) => {
      const id = await newestReleaseId(app.db);
      if (!id) throw notFound(RELEASE_ERRORS.notFound);
      return reply.redirect(`/api/v1/open-data/releases/${id}/${request.params.file}`, 302);
    },
  );

  app.get(
    "/open-data/releases/:id/:file",
    {
      // Budgeted like every public read; the answer keeps its own "immutable" caching.
      config: { publicRead: true, ownCacheControl: true },
      schema: {
        summary:
          "A release's file (impact.csv, impact.json, breakdowns.csv, cross-breakdowns.csv, datapackage.json, release.zip): the same bytes forever, ETag = SHA-256",
        params: FileParams,
        produces: ["text/csv", "application/json", "application/zip"],
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const stored = await releaseFile(app.db, id, file);
      if (!stored) throw notFound(RELEASE_ERRORS.notFound);
      const etag = `"${stored.sha256}"`;
      reply
        .header("etag", etag)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("access-control-allow-origin", "*");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply
        .header("content-type", stored.mediaType)
        .header("content-disposition", `attachment; filename="alliance-impact-${id}-${file}"`)
        .send(stored.content);
    },
  );

  await adminRoutes(app, async (app) => {
    app.get(
      "/releases/quarters",
      {
        schema: {
          summary:
            "Quarters whose reporting deadline has passed, newest first, with their releases (admin): what may be published",
          response: { 200: z.array(ReleaseQuarterOut) },
        },
      },
      async () => {
        const now = app.clock();
        const byQuarter = await releasesByQuarter(app.db);
        const out = [];
        const first = periodOrdinal({ year: REPORT_FIRST_YEAR, quarter: "Q1" });
        for (let n = periodOrdinal(lastCompletePeriod(now)); n >= first; n--) {
          const period = periodFromOrdinal(n);
          const deadline = reportDeadline(period, app.config.REPORT_DEADLINE_DAYS);
          if (deadline > now) continue;
          out.push({
            ...period,
            deadline: deadline.toISOString(),
            releases: byQuarter.get(`${period.year}-${period.quarter}`) ?? [],
          });
        }
        return out;
      },
    );

    app.get(
      "/releases/preview",
      {
        schema: {
          summary:
            "What publishing a quarter now would change against the newest release: rows and totals added, changed, removed (admin)",
          querystring: ReleasePeriodQuery,
          response: { 200: ReleasePreviewOut, ...errorResponses(400) },
        },
      },
      async (request) => {
        const { year, quarter } = request.query;
        const deadline = reportDeadline({ year, quarter }, app.config.REPORT_DEADLINE_DAYS);
        const previous = (await newestReleaseId(app.db)) ?? null;
        const before = previous ? await releaseRows(app.db, previous) : [];
        const latest = await latestOfQuarter(app.db, year, quarter);
        return {
          id: releaseId(year, quarter, (latest?.point ?? 0) + 1),
          deadline: deadline.toISOString(),
          deadlinePassed: deadline <= app.clock(),
          changes: compareReleaseRows(previous, before, await rowsUpTo(app.db, { year, quarter })),
        };
      },
    );

    app.post(
      "/releases",
      {
        schema: {
          summary:
            "Publish a release of every approved figure up to a quarter (admin; after the quarter's reporting deadline; a point release when something changed)",
          body: ReleaseInput,
          response: { 201: ReleaseOut, ...errorResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const { year, quarter, note } = request.body;
        const publishedAt = app.clock();
        const deadline = reportDeadline({ year, quarter }, app.config.REPORT_DEADLINE_DAYS);
        if (publishedAt < deadline) {
          throw conflict(RELEASE_ERRORS.beforeDeadline(`${quarter} ${year}`, kenyanDateTime(deadline)));
        }
        const id = await app.db.transaction(async (tx) => {
          await lockPublishing(tx);
          const previous = await latestOfQuarter(tx, year, quarter);
          const point = (previous?.point ?? 0) + 1;
          const id = releaseId(year, quarter, point);
          const files = await buildReleaseFiles(tx, {
            id,
            period: { year, quarter },
            publishedAt,
            siteUrl: publicUrl(app.config),
          });
          if (previous) {
            const [before] = await listReleases(tx, previous.id);
            const same = CONTENT_FILES.every(
              (name) =>
                (before?.files.find((f) => f.name === name)?.sha256 ??
                  (name === "cross-breakdowns.csv" ? EMPTY_CROSS_SHA256 : undefined)) ===
                files.find((f) => f.name === name)?.sha256,
            );
            if (same) throw conflict(RELEASE_ERRORS.nothingChanged(previous.id));
          }
          await insertRelease(
            tx,
            { id, year, quarter, point, publishedAt, publishedBy: request.user!.email, note },
            files,
          );
          if (previous) await markSuperseded(tx, previous.id, id);
          await recordAudit(tx, {
            action: "publish",
            entity: "release",
            entityId: id,
            after: { id, note, files: files.map(({ name, sha256 }) => ({ name, sha256 })) },
            ...actorOf(request),
          });
          return id;
        });
        const [release] = await listReleases(app.db, id);
        return reply.code(201).send(release!);
      },
    );
  });
};

export default routes;
