// Routes for /api/v1/reports/<id>/credentials (docs/decisions/0041-open-badges-credentials.md):
// the report's organisation's users and admins attach credentials the organisation issued
// elsewhere (a multipart file, or JSON with `credentials` or `links`), list them with each one's
// check, and remove one. Anyone else is answered 404, as if the report did not exist. Its own
// plugin: it alone takes multipart bodies and JSON up to the file limit.
import {
  DeletedOut,
  REPORT_CREDENTIAL_LIMITS,
  REPORT_CREDENTIAL_PAGING,
  REPORT_CREDENTIAL_TEXTS,
  ReportCredentialOut,
  ReportCredentialParams,
  ReportCredentialsAttachedOut,
  ReportCredentialsInput,
  ReportCredentialsQuery,
} from "@alliance/shared";
import multipart from "@fastify/multipart";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reportCredentials, reportPeriodColumns, reports } from "../../db/schema";
import { canModify } from "../../lib/access";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listPage, setTotal } from "../../lib/paging";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import { purgedBy } from "../../plugins/public-cache/tags";
import { actorOf, recordAudit } from "../audit/audited";
import {
  type AttachedItem,
  attachedHashes,
  checkedItems,
  checkedLinks,
  hashOf,
  listAttachments,
  readCredentialFile,
} from "./report-backing";

const RETRY_AFTER_SECONDS = "60";

const routes: FastifyPluginAsyncZod = async (app) => {
  const checks = app.reportChecks;
  await app.register(multipart, {
    limits: {
      fileSize: REPORT_CREDENTIAL_LIMITS.bytes,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  /** The report, when the caller is one of its organisation's users or an admin; 404 otherwise. */
  async function reportFor(user: Parameters<typeof canModify>[0], rawId: string) {
    const [report] = await app.db
      .select(reportPeriodColumns)
      .from(reports)
      .where(eq(reports.id, requireUuid(rawId)));
    // The project's rule for changing a record; one of no organisation is the admins' alone here.
    if (!report || !canModify(user, { organizationId: report.organizationId })) throw notFound();
    return report;
  }

  await signedInRoutes(app, async (app) => {
    app.post(
      "/:id/credentials",
      {
        bodyLimit: REPORT_CREDENTIAL_LIMITS.bytes + 64 * 1024,
        schema: {
          summary:
            "Attach credentials the report's organisation issued elsewhere, to back its certified figure (the organisation's users or an admin): a multipart field `file` (a JSON array of credentials, one credential, or JWT-secured credentials one per line; at most 5 MB and 1,000), or JSON `{ credentials: [...] }` (objects or JWTs) or `{ links: [...] }` (https addresses that each answer one credential). Anything malformed is refused whole. Each credential is then verified as queued work: read the outcome at GET /reports/{id}/credentials",
          params: z.object({ id: z.string().max(64) }),
          consumes: ["multipart/form-data", "application/json"],
          // A multipart body is read by the handler (the schema sees none); JSON is checked here.
          body: ReportCredentialsInput.nullish(),
          response: {
            202: ReportCredentialsAttachedOut,
            ...errorResponses(400, 404, 413, 415, 503),
          },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const report = await reportFor(user, request.params.id);
        const insecureHosts = app.config.DID_WEB_INSECURE_HOSTS;
        let source: "file" | "link";
        let items: AttachedItem[] = [];
        let links: URL[] = [];
        if (request.isMultipart()) {
          const file = await request.file().catch(() => {
            throw badRequest(REPORT_CREDENTIAL_TEXTS.unreadable);
          });
          if (!file) throw badRequest(REPORT_CREDENTIAL_TEXTS.nothing);
          const buffer = await file.toBuffer().catch((error: { code?: string }) => {
            if (error?.code === "FST_REQ_FILE_TOO_LARGE")
              throw new HttpError(413, REPORT_CREDENTIAL_TEXTS.tooLarge);
            throw badRequest(REPORT_CREDENTIAL_TEXTS.unreadable);
          });
          items = readCredentialFile(buffer);
          source = "file";
        } else {
          const body = request.body;
          if (!body) throw badRequest(REPORT_CREDENTIAL_TEXTS.nothing);
          if ("links" in body) {
            links = checkedLinks(body.links, insecureHosts);
            source = "link";
          } else {
            items = checkedItems(body.credentials);
            source = "file";
          }
        }
        if (checks.full) {
          return reply
            .code(503)
            .header("retry-after", RETRY_AFTER_SECONDS)
            .send({ message: REPORT_CREDENTIAL_TEXTS.busy });
        }

        // The same bytes twice (in this file, or attached before) are attached once.
        const hashed = items.map((item) => ({ item, hash: hashOf(item) }));
        const already = await attachedHashes(
          app.db,
          report.id,
          hashed.map((entry) => entry.hash),
        );
        const seen = new Set<string>();
        const fresh = hashed.filter((entry) => {
          if (already.has(entry.hash) || seen.has(entry.hash)) return false;
          seen.add(entry.hash);
          return true;
        });
        const now = app.clock();
        const common = { reportId: report.id, source, createdAt: now, createdBy: user.email };
        const values =
          source === "link"
            ? links.map((link) => ({ ...common, link: link.href }))
            : fresh.map((entry) => ({ ...common, hash: entry.hash }));
        const duplicates = source === "link" ? 0 : items.length - fresh.length;
        if (values.length === 0) return reply.code(202).send({ attached: 0, duplicates });

        const rows = await app.db.transaction(async (tx) => {
          const inserted = await tx
            .insert(reportCredentials)
            .values(values)
            .returning({ id: reportCredentials.id });
          await recordAudit(tx, {
            action: "attach-report-credentials",
            entity: "report",
            entityId: report.id,
            before: null,
            after: { source, count: inserted.length },
            ...actorOf(request),
          });
          return inserted;
        });
        const jobItems = rows.map((row, index) =>
          source === "link"
            ? { rowId: row.id, link: links[index]! }
            : { rowId: row.id, item: fresh[index]!.item },
        );
        // Queued work: the answer does not wait for the verifications.
        checks.run(
          {
            db: app.db,
            service: app.credentials,
            clock: () => app.clock(),
            insecureHosts,
            items: jobItems,
            // The public summary's certifiedVerifiable counts what the checks decided.
            onDone: () => app.publicCache.invalidate(purgedBy(request.url)),
          },
          (error) => app.log.error({ err: error, report: report.id }, "credential check failed"),
        );
        return reply.code(202).send({ attached: rows.length, duplicates });
      },
    );

    app.get(
      "/:id/credentials",
      {
        schema: {
          summary:
            "The credentials attached to a report (its organisation's users or an admin), newest first, each with its check: verified (null while being checked), whether it counts as verifiable for the report, and why not",
          params: z.object({ id: z.string().max(64) }),
          querystring: ReportCredentialsQuery,
          response: { 200: z.array(ReportCredentialOut), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const report = await reportFor(request.user!, request.params.id);
        const page = await listAttachments(
          app.db,
          report,
          listPage(request.query, REPORT_CREDENTIAL_PAGING),
          app.clock(),
        );
        setTotal(reply, page.total);
        return page.rows;
      },
    );

    app.delete(
      "/:id/credentials/:attachmentId",
      {
        schema: {
          summary: "Remove one credential attached to a report (its organisation's users or an admin)",
          params: ReportCredentialParams,
          response: { 200: DeletedOut, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const report = await reportFor(request.user!, request.params.id);
        const attachmentId = requireUuid(request.params.attachmentId);
        const removed = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(reportCredentials)
            .where(and(eq(reportCredentials.id, attachmentId), eq(reportCredentials.reportId, report.id)))
            .returning({ id: reportCredentials.id, credentialId: reportCredentials.credentialId });
          if (row) {
            await recordAudit(tx, {
              action: "remove-report-credential",
              entity: "report",
              entityId: report.id,
              before: { attachment: row.id, credentialId: row.credentialId },
              after: null,
              ...actorOf(request),
            });
          }
          return row;
        });
        if (!removed) throw notFound();
        return { _id: removed.id, message: "Removed" };
      },
    );
  });
};

export default routes;
