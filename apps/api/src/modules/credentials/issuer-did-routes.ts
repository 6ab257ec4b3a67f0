// Routes for /api/v1/credentials/issuer-dids (docs/decisions/0041-open-badges-credentials.md): an
// organisation declares the did:web its own learning platform signs with; an admin approves it
// (an admin's own declaration applies at once); approved DIDs are in the registry of issuers, and
// verification then calls credentials signed with them "known to the alliance".
import { DeclareIssuerDidInput, IdParam, IssuerDidDecisionInput, IssuerDidOut } from "@alliance/shared";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { issuerDids, organizations } from "../../db/schema";
import { requireMayActFor } from "../../lib/access";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { actorOf, recordAudit } from "../audit/audited";

const columns = {
  id: issuerDids.id,
  did: issuerDids.did,
  approved: issuerDids.approved,
  createdAt: issuerDids.createdAt,
  organizationId: organizations.id,
  organizationName: organizations.name,
};

type Row = {
  id: string;
  did: string;
  approved: boolean;
  createdAt: Date;
  organizationId: string;
  organizationName: string;
};

const out = (row: Row) => ({
  id: row.id,
  did: row.did,
  approved: row.approved,
  createdAt: row.createdAt.toISOString(),
  organization: { id: row.organizationId, name: row.organizationName },
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const select = () =>
    app.db
      .select(columns)
      .from(issuerDids)
      .innerJoin(organizations, eq(organizations.id, issuerDids.organizationId));

  await signedInRoutes(app, async (app) => {
    app.get(
      "/issuer-dids",
      {
        schema: {
          summary: "DIDs declared by the caller's organisation (admin: all)",
          response: { 200: z.array(IssuerDidOut) },
        },
      },
      async (request) => {
        const user = request.user!;
        const rows = await select()
          .where(
            user.isAdmin
              ? undefined
              : eq(issuerDids.organizationId, user.organizationId ?? "00000000-0000-0000-0000-000000000000"),
          )
          .orderBy(desc(issuerDids.createdAt))
          .limit(500);
        return rows.map(out);
      },
    );

    app.post(
      "/issuer-dids",
      {
        schema: {
          summary:
            "Declare a did:web of the organisation's own platform (waits for an admin; an admin's applies at once)",
          body: DeclareIssuerDidInput,
          response: { 201: IssuerDidOut, ...errorResponses(400, 403, 409) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const organizationId = user.isAdmin
          ? request.body.organizationId
          : (user.organizationId ?? undefined);
        if (!organizationId) throw badRequest("Name the organisation the DID belongs to");
        requireMayActFor(user, organizationId);
        const [created] = await app.db
          .insert(issuerDids)
          .values({
            organizationId,
            did: request.body.did,
            approved: user.isAdmin,
            createdAt: app.clock(),
            createdBy: user.email,
            reviewedAt: user.isAdmin ? app.clock() : null,
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict("This DID is already declared");
        await recordAudit(app.db, {
          action: "declare-issuer-did",
          entity: "organization",
          entityId: organizationId,
          before: null,
          after: { did: created.did, approved: created.approved },
          ...actorOf(request),
        });
        const [row] = await select().where(eq(issuerDids.id, created.id));
        return reply.code(201).send(out(row!));
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.patch(
      "/issuer-dids/:id",
      {
        schema: {
          summary: "Approve or discard a declared DID (admin)",
          params: IdParam,
          body: IssuerDidDecisionInput,
          response: { 200: IssuerDidOut, 204: z.null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const id = requireUuid(request.params.id);
        const [row] = await select().where(eq(issuerDids.id, id));
        if (!row) throw notFound();
        if (request.body.decision === "discard") {
          await app.db.delete(issuerDids).where(eq(issuerDids.id, id));
        } else {
          await app.db
            .update(issuerDids)
            .set({ approved: true, reviewedAt: app.clock() })
            .where(and(eq(issuerDids.id, id)));
        }
        await recordAudit(app.db, {
          action: `${request.body.decision}-issuer-did`,
          entity: "organization",
          entityId: row.organizationId,
          before: { did: row.did, approved: row.approved },
          after: { decision: request.body.decision },
          ...actorOf(request),
        });
        if (request.body.decision === "discard") return reply.code(204).send(null);
        return out({ ...row, approved: true });
      },
    );
  });
};

export default routes;
