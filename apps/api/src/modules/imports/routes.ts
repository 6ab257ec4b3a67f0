// Routes for /api/v1/imports (ADR 0037): the template, and one import of a workbook, a CSV or a
// JSON array of reports, as a dry run or written in one transaction. The reports are made by the
// reports module's own create and change (report-writes.ts), so an imported report is what the
// form makes; a file with any mistake is refused whole (422, each mistake where it is).
import {
  currentPeriod,
  IMPORT_CONTENT_TYPES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_FILE,
  type ImportError,
  ImportErrorsOut,
  ImportPreviewOut,
  ImportQuery,
  type ImportResult,
  ImportResultOut,
  organizationNameKey,
  type Period,
  periodFromOrdinal,
  periodOrdinal,
  REPORT_FIRST_YEAR,
  TemplateQuery,
} from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { organizations, reports } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { formLanguage } from "../../lib/form-language";
import { idempotencyOf, rememberAnswer, replayedAnswer } from "../../lib/idempotency";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import { organizationIdFor } from "../organizations/repository";
import { type BulkWrite, writeReports } from "../reports/report-bulk-writes";
import { planImport, previewOf } from "./plan";
import { readImportFile } from "./read-file";
import type { ImportCaller, ImportOrganization } from "./row-period";
import { templateWorkbook } from "./template";
import { validateImport } from "./validate";

/** Refuses the whole file: answered 422 with every mistake. */
class ImportRefused extends Error {
  constructor(readonly errors: ImportError[]) {
    super("import refused");
  }
}

async function callerOf(db: Db, request: FastifyRequest, noOrganization: string): Promise<ImportCaller> {
  const user = request.user!;
  if (!user.organizationId) {
    if (user.isAdmin) return { isAdmin: true, own: null };
    throw badRequest(noOrganization);
  }
  const [own] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, user.organizationId));
  return { isAdmin: user.isAdmin, own: own ?? null };
}

/** The organisations an admin's file may name (they number in the hundreds at most). */
const knownOrganizations = (db: Db, caller: ImportCaller): Promise<ImportOrganization[]> =>
  caller.isAdmin
    ? db.select({ id: organizations.id, name: organizations.name }).from(organizations)
    : Promise.resolve([]);

/** The organisation's quarters from its joining (or the first reporting year) to now without a report. */
async function openPeriodsWithoutReport(db: Db, organizationId: string, now: Date): Promise<Period[]> {
  const [org] = await db
    .select({ createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const reported = await db
    .select({ year: reports.year, quarter: reports.quarter })
    .from(reports)
    .where(eq(reports.organizationId, organizationId));
  const taken = new Set(reported.map((row) => `${row.year}-${row.quarter}`));
  const first = Math.max(
    periodOrdinal({ year: REPORT_FIRST_YEAR, quarter: "Q1" }),
    periodOrdinal(currentPeriod(org?.createdAt ?? now)),
  );
  const periods: Period[] = [];
  for (let ordinal = first; ordinal <= periodOrdinal(currentPeriod(now)); ordinal++) {
    const period = periodFromOrdinal(ordinal);
    if (!taken.has(`${period.year}-${period.quarter}`)) periods.push(period);
  }
  return periods;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  // The body is read as bytes whatever its type: the import tells a workbook, a CSV and JSON
  // apart itself, and answers 400 (not 415) for anything else.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: IMPORT_LIMITS.bytes },
    (_request, body, done) => done(null, body),
  );

  await signedInRoutes(app, async (app) => {
    app.get(
      "/template.xlsx",
      {
        schema: {
          summary:
            "The import template: sheets Reports, Breakdowns and Lists with drop-downs; for an organisation user, its open quarters without a report",
          querystring: TemplateQuery,
          produces: [IMPORT_CONTENT_TYPES.xlsx],
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const language = formLanguage(request, request.query.language);
        const periods =
          !user.isAdmin && user.organizationId
            ? await openPeriodsWithoutReport(app.db, user.organizationId, app.clock())
            : [];
        const body = await templateWorkbook({
          language,
          withOrganization: user.isAdmin,
          periods,
          now: app.clock(),
        });
        return reply
          .header("Content-Type", IMPORT_CONTENT_TYPES.xlsx)
          .header("Content-Disposition", `attachment; filename="${IMPORT_TEMPLATE_FILE}"`)
          .header("Cache-Control", "no-store")
          .send(body);
      },
    );

    app.post(
      "/",
      {
        bodyLimit: IMPORT_LIMITS.bytes,
        // It keeps its keys with its write, per caller (user or token): lib/idempotency.ts, ADR 0042.
        config: { ownIdempotency: true },
        schema: {
          summary:
            "Import reports from an Excel workbook (the template's sheets), a CSV (the Reports columns) or a JSON array of what POST /reports takes; up to 2 MB and 500 reports. dryRun=true answers what would change and writes nothing; otherwise one transaction. Idempotency-Key: a repeat within 24 hours answers the first answer",
          querystring: ImportQuery,
          consumes: [IMPORT_CONTENT_TYPES.xlsx, IMPORT_CONTENT_TYPES.csv, IMPORT_CONTENT_TYPES.json],
          response: {
            200: ImportPreviewOut,
            201: ImportResultOut,
            ...errorResponses(400, 409, 413),
            422: ImportErrorsOut,
          },
        },
      },
      async (request, reply) => {
        const m = IMPORT_MESSAGES[formLanguage(request, request.query.language)];
        const dryRun = request.query.dryRun === true;
        const idem = dryRun ? undefined : idempotencyOf(request);
        const again = idem && (await replayedAnswer(app.db, idem, m.keyReused, app.clock()));
        if (again) return reply.code(again.statusCode as 201).send(again.body as ImportResult);

        const caller = await callerOf(app.db, request, m.noOwnOrganization);
        const file = await readImportFile(
          request.body as Buffer | undefined,
          request.headers["content-type"],
          m,
        );
        if (file.reports.length === 0) throw badRequest(m.noReports);
        if (file.reports.length > IMPORT_LIMITS.reports)
          throw badRequest(m.tooManyReports(IMPORT_LIMITS.reports));
        const known = await knownOrganizations(app.db, caller);
        const { items, errors } = validateImport(file, caller, known, m, app.clock());
        const refuse = (all: ImportError[]) =>
          reply.code(422).send({ message: m.refused(all.length), errors: all });
        if (errors.length > 0) return refuse(errors);

        if (dryRun) {
          const plan = await planImport(app.db, items, caller.isAdmin, m);
          if (plan.errors.length > 0) return refuse(plan.errors);
          return { dryRun: true as const, reports: plan.planned.map(previewOf), errors: [] };
        }
        try {
          const result = await app.db.transaction(async (tx) => {
            const plan = await planImport(tx, items, caller.isAdmin, m, true);
            if (plan.errors.length > 0) throw new ImportRefused(plan.errors);
            const out: ImportResult = { created: 0, changed: 0, unchanged: 0, reports: [] };
            // A new organisation named by an admin is created as the report form creates it,
            // once per name.
            const newOrganizations = new Map<string, string>();
            for (const item of plan.planned) {
              if (item.action !== "create" || item.organization.id) continue;
              const key = organizationNameKey(item.organization.name);
              if (!newOrganizations.has(key)) {
                newOrganizations.set(key, (await organizationIdFor(tx, item.organization.name, true))!);
              }
            }
            const writes: BulkWrite[] = plan.planned.flatMap((item): BulkWrite[] =>
              item.action === "unchanged"
                ? []
                : item.action === "change"
                  ? [{ kind: "change", input: item.input, current: item.current! }]
                  : [
                      {
                        kind: "create",
                        input: item.input,
                        organizationId:
                          item.organization.id ??
                          newOrganizations.get(organizationNameKey(item.organization.name))!,
                      },
                    ],
            );
            const written = await writeReports(tx, request, writes);
            let next = 0;
            for (const item of plan.planned) {
              out[
                item.action === "create" ? "created" : item.action === "change" ? "changed" : "unchanged"
              ] += 1;
              out.reports.push(item.action === "unchanged" ? item.current!.id : written[next++]!);
            }
            if (idem) await rememberAnswer(tx, idem, 201, out, app.clock());
            return out;
          });
          return reply.code(201).send(result);
        } catch (error) {
          if (error instanceof ImportRefused) return refuse(error.errors);
          throw error;
        }
      },
    );
  });
};

export default routes;
