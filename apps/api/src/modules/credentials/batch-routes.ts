// Routes for /api/v1/credentials/batch (docs/decisions/0041-open-badges-credentials.md): a CSV or
// JSON of up to 1,000 recipients for one approved course; `dryRun=true` checks every row and
// issues nothing; otherwise the batch is queued (202) and issued whole or not at all, its progress
// read at GET /credentials/batch/<id>. Its own plugin: the body is read as bytes whatever its type.
import {
  CREDENTIAL_BATCH_BYTES,
  CREDENTIAL_TEXTS,
  CredentialBatchErrorsOut,
  CredentialBatchOut,
  CredentialBatchQuery,
  IdParam,
} from "@alliance/shared";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { credentialBatches } from "../../db/schema";
import { requireMayActFor } from "../../lib/access";
import { forbidden, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import { actorOf } from "../audit/audited";
import { batchOut, batchQueue, failStaleBatches, readBatch, runBatch } from "./batch";
import { issuableCourse, issuingOrganisation } from "./repository";

const routes: FastifyPluginAsyncZod = async (app) => {
  const queue = batchQueue();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: CREDENTIAL_BATCH_BYTES },
    (_request, body, done) => done(null, body),
  );

  await signedInRoutes(app, async (app) => {
    app.post(
      "/batch",
      {
        bodyLimit: CREDENTIAL_BATCH_BYTES,
        schema: {
          summary:
            "Issue certificates of one approved course to up to 1,000 recipients: a CSV (columns name, email, phone, completedOn, grade; a heading row first) or a JSON array of objects with those fields. dryRun=true checks every row and issues nothing; a file with any mistake is refused whole (422, each mistake by row and column). Otherwise the batch is queued (202) and issued whole or not at all: read its progress at GET /credentials/batch/{id}",
          querystring: CredentialBatchQuery,
          consumes: ["text/csv", "application/json"],
          response: {
            200: CredentialBatchOut,
            202: CredentialBatchOut,
            ...errorResponses(400, 403, 413, 503),
            422: CredentialBatchErrorsOut,
          },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const { courseId, organizationId, dryRun, language } = request.query;
        if (user.isAdmin && !user.organizationId && !organizationId) throw forbidden();
        const organisation = await issuingOrganisation(app.db, user, organizationId);
        const course = await issuableCourse(app.db, organisation.id, courseId);
        const now = app.clock();
        const { recipients, errors } = readBatch(
          request.body as Buffer | undefined,
          request.headers["content-type"],
          now.toISOString().slice(0, 10),
        );
        if (errors.length > 0) {
          return reply.code(422).send({ message: CREDENTIAL_TEXTS.batchRefused(errors.length), errors });
        }
        const courseOut = { id: course.id, title: course.title };
        if (dryRun) {
          return {
            id: null,
            dryRun: true,
            state: null,
            total: recipients.length,
            signed: 0,
            course: courseOut,
            error: null,
            createdAt: null,
            finishedAt: null,
            handOut: [],
            errors: [],
          };
        }
        if (queue.waiting >= queue.maxWaiting) {
          return reply
            .code(503)
            .header("retry-after", "60")
            .send({ message: "Busy issuing other batches: try again in a minute" });
        }
        const [row] = await app.db
          .insert(credentialBatches)
          .values({
            organizationId: organisation.id,
            courseId: course.id,
            courseTitle: course.title,
            total: recipients.length,
            createdBy: user.email,
            createdAt: now,
          })
          .returning();
        const { actorId, actorEmail } = actorOf(request);
        // Queued work: the answer does not wait for the signatures.
        void queue
          .run(() =>
            runBatch({
              db: app.db,
              service: app.credentials,
              siteLink: app.siteLink,
              clock: () => app.clock(),
              batchId: row!.id,
              organisation,
              course,
              recipients,
              language,
              createdBy: user.email,
              actor: { actorId, actorEmail },
              signingThreads: app.config.CREDENTIAL_SIGNING_THREADS,
            }),
          )
          .catch((error) => app.log.error({ err: error, batch: row!.id }, "credential batch failed"));
        return reply.code(202).send(batchOut(row!));
      },
    );

    app.get(
      "/batch/:id",
      {
        schema: {
          summary:
            "A batch of certificates: queued, running (signed so far), done (links to hand out) or failed",
          params: IdParam,
          response: { 200: CredentialBatchOut, ...errorResponses(403, 404) },
        },
      },
      async (request) => {
        await failStaleBatches(app.db, app.clock());
        const [row] = await app.db
          .select()
          .from(credentialBatches)
          .where(eq(credentialBatches.id, requireUuid(request.params.id)));
        if (!row) throw notFound();
        requireMayActFor(request.user!, row.organizationId);
        return batchOut(row);
      },
    );

    app.get(
      "/batches",
      {
        schema: {
          summary: "The caller's organisation's latest batches (admin: everyone's)",
          response: { 200: z.array(CredentialBatchOut), ...errorResponses(403) },
        },
      },
      async (request) => {
        const user = request.user!;
        if (!user.isAdmin && !user.organizationId) throw forbidden();
        await failStaleBatches(app.db, app.clock());
        const rows = await app.db
          .select()
          .from(credentialBatches)
          .where(user.isAdmin ? undefined : and(eq(credentialBatches.organizationId, user.organizationId!)))
          .orderBy(desc(credentialBatches.createdAt))
          .limit(10);
        return rows.map(batchOut);
      },
    );
  });
};

export default routes;
