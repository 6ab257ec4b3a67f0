// Routes for /api/v1/organizations/:id/tokens (ADR 0037): an organisation's users (and admins, for
// every organisation) make, list and revoke its API tokens. The token is answered once; the list
// shows its first characters only. Each write is audited in its transaction.
import { TOKEN_TEXTS, TokenCreatedOut, TokenOut, TokenParams, tokenInputAt } from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { organizations } from "../../db/schema";
import { requireMayActFor } from "../../lib/access";
import { notFound } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { errorResponses, signedInRoutes } from "../../lib/route-groups";
import type { AuthUser } from "../../plugins/auth";
import { actorOf, audited, recordAudit } from "../audit/audited";
import { createToken, listTokens, revokeToken, tokenOut } from "./repository";

const routes: FastifyPluginAsyncZod = async (app) => {
  /** The organisation of the path, when the caller may act for it (403) and it exists (404). */
  const organizationOf = async (user: AuthUser, rawId: string) => {
    const id = requireUuid(rawId);
    requireMayActFor(user, id);
    const [row] = await app.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, id));
    if (!row) throw notFound();
    return id;
  };

  await signedInRoutes(app, async (app) => {
    app.post(
      "/:id/tokens",
      {
        schema: {
          summary:
            "Make an API token for the organisation (its users, admins): name, scopes reports:read and/or reports:write, expiry within a year. The token is answered this once",
          params: z.object({ id: z.string() }),
          body: tokenInputAt(app.clock),
          response: { 201: TokenCreatedOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const organizationId = await organizationOf(user, request.params.id);
        const input = request.body;
        const made = await app.db.transaction(async (tx) => {
          const result = await createToken(tx, organizationId, input, user.email);
          await recordAudit(tx, {
            action: "create",
            entity: "organization-token",
            entityId: result.row.id,
            after: tokenOut(result.row),
            ...actorOf(request),
          });
          return result;
        });
        return reply.code(201).send({ ...tokenOut(made.row), token: made.token });
      },
    );

    app.get(
      "/:id/tokens",
      {
        schema: {
          summary: "The organisation's API tokens (its users, admins): name, first characters, scopes, dates",
          params: z.object({ id: z.string() }),
          response: { 200: z.array(TokenOut), ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const organizationId = await organizationOf(request.user!, request.params.id);
        return (await listTokens(app.db, organizationId)).map(tokenOut);
      },
    );

    app.delete(
      "/:id/tokens/:tokenId",
      {
        schema: {
          summary: "Revoke an API token at once (its organisation's users, admins)",
          params: TokenParams,
          response: { 200: TokenOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const user = request.user!;
        const organizationId = await organizationOf(user, request.params.id);
        const tokenId = requireUuid(request.params.tokenId);
        const row = await audited(
          app.db,
          request,
          { action: "revoke", entity: "organization-token", view: tokenOut },
          (tx) => revokeToken(tx, organizationId, tokenId, user.email, app.clock()),
        );
        if (!row) throw notFound(TOKEN_TEXTS.rejected);
        return tokenOut(row);
      },
    );
  });
};

export default routes;
