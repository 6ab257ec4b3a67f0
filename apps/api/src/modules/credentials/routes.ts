// Routes for /api/v1/credentials (docs/decisions/0041-open-badges-credentials.md): an issuing
// organisation's users issue, list, revoke or suspend, and hide a recipient's name; anyone reads a
// credential, its issuer's status lists and the registry, and verifies any credential; admins
// rotate signing keys.
import {
  CREDENTIAL_TEXTS,
  CredentialHiddenInput,
  CredentialPageOut,
  CredentialStatusInput,
  CredentialSummaryOut,
  IdParam,
  IssuableOut,
  IssueCredentialInput,
  IssuedCredentialOut,
  pagingQuery,
  QUARTERS,
  VerifyResultOut,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireMayActFor } from "../../lib/access";
import { forbidden, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { answerPage } from "../../lib/paging";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";
import { verifiableInQuarter } from "../reports/summary-repository";
import { credentialPage } from "./page";
import { tellRecipient } from "./recipient-mail";
import { knownIssuer, registryOfIssuers } from "./registry";
import {
  type CredentialRow,
  credentialSummary,
  findCredential,
  insertCredential,
  issuableCourse,
  issuableCourses,
  issuingOrganisation,
  listCredentials,
  prepareCredential,
  setCredentialStatus,
  setNameHidden,
} from "./repository";
import { STATUS_LIST_TTL_SECONDS, STATUS_PURPOSES } from "./service";
import { verifyCredential } from "./verify";

const JsonObject = z.record(z.string(), z.unknown());
const CREDENTIAL_PAGING = { default: 20, max: 100 } as const;
const VC_MEDIA_TYPE = "application/vc+ld+json";
/** A JWT-secured credential sent as itself (VC-JOSE-COSE's media type, or a plain JWT's). */
const JWT_MEDIA_TYPES = ["application/vc+jwt", "application/jwt"];
/** A credential is a few KB; its JWT form a third larger. */
const JWT_BODY_LIMIT = 256 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.credentials;
  // Only this plugin's routes take a JWT as the body: POST /verify reads it as `{ credential }`.
  app.addContentTypeParser(
    JWT_MEDIA_TYPES,
    { parseAs: "string", bodyLimit: JWT_BODY_LIMIT },
    (_request, body, done) => done(null, { credential: String(body).trim() }),
  );

  app.get(
    "/:id",
    {
      schema: {
        summary: "A signed credential issued here (application/vc+ld+json on request)",
        params: IdParam,
        response: { 200: JsonObject, ...errorResponses(404) },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const found = await findCredential(app.db, requireUuid(request.params.id));
      const user = request.user;
      const staff = user && (user.isAdmin || user.organizationId === found?.row.organizationId);
      // A hidden name keeps the credential valid but off the public web: only its holder (who has
      // the JSON) and the issuer's staff see it.
      if (!found || (found.row.nameHidden && !staff)) throw notFound();
      const type = request.headers.accept?.includes(VC_MEDIA_TYPE) ? VC_MEDIA_TYPE : "application/json";
      return reply.type(type).header("access-control-allow-origin", "*").send(found.row.document);
    },
  );

  app.get(
    "/:id/page",
    {
      schema: {
        summary: "What a certificate's public page shows: summary, verification, QR code, LinkedIn link",
        params: IdParam,
        response: { 200: CredentialPageOut, ...errorResponses(404) },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const page = await credentialPage(app.db, service, requireUuid(request.params.id), app.clock());
      if (!page) throw notFound();
      return page;
    },
  );

  app.get(
    "/status/:slug/:purpose",
    {
      schema: {
        summary: "An issuer's signed status list credential (BitstringStatusList)",
        params: z.object({ slug: z.string().max(120), purpose: z.enum(STATUS_PURPOSES) }),
        response: { 200: JsonObject, ...errorResponses(404) },
      },
      // Kept out of the shared cache (its own 30-second reuse), but budgeted like a cache miss.
      config: { publicRead: true },
    },
    async (request, reply) => {
      const list = await service.statusList(
        service.statusListUrl(request.params.slug, request.params.purpose),
      );
      if (!list) throw notFound();
      return reply
        .type("application/json")
        .header("cache-control", `public, max-age=${STATUS_LIST_TTL_SECONDS}`)
        .header("access-control-allow-origin", "*")
        .send(list);
    },
  );

  app.post(
    "/verify",
    {
      schema: {
        summary:
          "Verify a credential (Data Integrity, or a JWT as `{ credential: <jwt> }` or application/vc+jwt; from this site or another did:web issuer)",
        body: z.record(z.string(), z.unknown()),
        response: { 200: VerifyResultOut, ...errorResponses(400, 429) },
      },
      config: { invalidatesPublicCache: false },
      preHandler: app.throttle("verify"),
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      const credential = "credential" in body && !("proof" in body) ? body.credential : body;
      return verifyCredential(service, credential, {
        now: app.clock(),
        knownIssuer: (did) => knownIssuer(app.db, service, did),
      });
    },
  );

  await signedInRoutes(app, async (app) => {
    app.post(
      "/",
      {
        schema: {
          summary: "Issue an Open Badges 3.0 credential for one of the organisation's approved courses",
          body: IssueCredentialInput,
          response: { 201: IssuedCredentialOut, ...errorResponses(400, 403) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        // An admin names the organisation (or issues for their own).
        if (user.isAdmin && !user.organizationId && !request.body.organizationId) throw forbidden();
        const organisation = await issuingOrganisation(app.db, user, request.body.organizationId);
        const course = await issuableCourse(app.db, organisation.id, request.body.courseId);
        const request_ = { service, organisation, course, input: request.body, createdBy: user.email };
        let row: CredentialRow | undefined;
        for (let attempt = 0; !row; attempt += 1) {
          if (attempt > 5) throw new Error("no free status index");
          const prepared = await prepareCredential({ ...request_, issuedAt: app.clock() });
          row = await app.db.transaction(async (tx) => {
            const issued = await insertCredential(tx, prepared);
            if (!issued) return undefined;
            await tellRecipient(tx, app.siteLink, {
              credential: issued,
              organisation,
              course,
              input: request.body,
            });
            await recordAudit(tx, {
              action: "issue-credential",
              entity: "credential",
              entityId: issued.id,
              after: { course: course.title, completedOn: issued.completedOn },
              ...actorOf(request),
            });
            return issued;
          });
        }
        const found = (await findCredential(app.db, row.id))!;
        const summary = credentialSummary(service.origin, found, true);
        const handOutLink = request.body.recipient.email ? null : summary.url;
        return reply.code(201).send({ ...summary, handOutLink, credential: row.document });
      },
    );

    app.get(
      "/verifiable-count",
      {
        schema: {
          summary:
            "How many valid certificates this site issued for an organisation with a completion date in one quarter (its users or an admin): what backs a report's certified figure",
          querystring: z.object({
            organizationId: z.uuid(),
            year: z.coerce.number().int().min(2000).max(2100),
            quarter: z.enum(QUARTERS),
          }),
          response: { 200: z.object({ count: z.number().int() }), ...errorResponses(400, 403) },
        },
      },
      async (request) => {
        const { organizationId, year, quarter } = request.query;
        requireMayActFor(request.user!, organizationId);
        return { count: await verifiableInQuarter(app.db, organizationId, year, quarter) };
      },
    );

    app.get(
      "/issuable",
      {
        schema: {
          summary:
            "The organisations the caller may issue certificates for (its own; admin: every approved member) and their approved courses",
          response: { 200: IssuableOut, ...errorResponses(403) },
        },
      },
      async (request) => {
        const user = request.user!;
        if (!user.isAdmin && !user.organizationId) throw forbidden();
        const organizations = await issuableCourses(app.db, user);
        if (!user.isAdmin && organizations.length === 0) throw forbidden(CREDENTIAL_TEXTS.notIssuer);
        return { organizations };
      },
    );

    app.get(
      "/",
      {
        schema: {
          summary: "Credentials issued by the caller's organisation (admin: all)",
          querystring: pagingQuery(CREDENTIAL_PAGING),
          response: { 200: z.array(CredentialSummaryOut) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        if (!user.isAdmin && !user.organizationId) throw forbidden();
        const size = Math.min(request.query.pageSize ?? CREDENTIAL_PAGING.default, CREDENTIAL_PAGING.max);
        const offset = ((request.query.page ?? 1) - 1) * size;
        const page = await listCredentials(app.db, user.isAdmin ? null : user.organizationId!, size, offset);
        return answerPage(reply, page, (row) => credentialSummary(service.origin, row, true));
      },
    );

    const ownedCredential = async (request: { user: unknown; params: { id: string } }) => {
      const found = await findCredential(app.db, requireUuid(request.params.id));
      if (!found) throw notFound();
      requireMayActFor(request.user as Parameters<typeof requireMayActFor>[0], found.row.organizationId);
      return found;
    };

    app.patch(
      "/:id/status",
      {
        schema: {
          summary: "Revoke, suspend or reinstate a credential, with a reason (its issuer or an admin)",
          params: IdParam,
          body: CredentialStatusInput,
          response: { 200: CredentialSummaryOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const found = await ownedCredential(request);
        await app.db.transaction(async (tx) => {
          await setCredentialStatus(tx, found.row.id, { ...request.body, at: app.clock() });
          await recordAudit(tx, {
            action: "set-credential-status",
            entity: "credential",
            entityId: found.row.id,
            before: { status: found.row.status },
            after: request.body,
            ...actorOf(request),
          });
        });
        service.statusChanged();
        return credentialSummary(service.origin, (await findCredential(app.db, found.row.id))!, true);
      },
    );

    app.patch(
      "/:id/name-hidden",
      {
        schema: {
          summary: "Hide or show the recipient's name on the public page (the credential stays valid)",
          params: IdParam,
          body: CredentialHiddenInput,
          response: { 200: CredentialSummaryOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const found = await ownedCredential(request);
        await setNameHidden(app.db, found.row.id, request.body.nameHidden);
        return credentialSummary(service.origin, (await findCredential(app.db, found.row.id))!, true);
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.post(
      "/keys/rotate",
      {
        schema: {
          summary:
            "Retire the active signing key of the site or of an organisation and make a new one (admin)",
          body: z.object({ organizationId: z.uuid().nullable().default(null) }),
          response: {
            200: z.array(
              z.object({
                publicKeyMultibase: z.string(),
                createdAt: z.string(),
                retiredAt: z.string().nullable(),
              }),
            ),
          },
        },
      },
      async (request) => {
        const { organizationId } = request.body;
        const keys = await service.rotateKey(organizationId);
        await recordAudit(app.db, {
          action: "rotate-signing-key",
          entity: "organization",
          entityId: organizationId ?? "site",
          before: null,
          after: { keys: keys.length },
          ...actorOf(request),
        });
        return keys.map((key) => ({
          publicKeyMultibase: key.publicKeyMultibase,
          createdAt: key.createdAt.toISOString(),
          retiredAt: key.retiredAt ? key.retiredAt.toISOString() : null,
        }));
      },
    );
  });
};

/** GET /api/v1/open-data/issuers.json: the registry of issuers (public, cached). */
export const issuerRegistryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/open-data/issuers.json",
    { schema: { summary: "The registry of issuers known to the alliance" }, config: { publicCache: true } },
    async (_request, reply) => {
      const issuers = await registryOfIssuers(app.db, app.credentials);
      return reply.header("access-control-allow-origin", "*").send({ issuers });
    },
  );
};

export default routes;
