// What an organisation token may call (ADR 0037): the routes of TOKEN_ROUTES with the scope each
// needs, for its own organisation (the routes scope by the caller's organisation as for its
// users); everything else is a 403 before the body is read. Requests are counted per token.
import { API_ERRORS, TOKEN_ROUTES, TOKEN_TEXTS } from "@alliance/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { forbidden, HttpError } from "../../lib/errors";
import { limitKey } from "../../plugins/rate-limit-store";

export default fp(
  async function tokenGuard(app: FastifyInstance) {
    // Counted in the database (the `db:` store), so the limit holds across instances.
    const limit = app.createRateLimit({
      max: app.config.TOKEN_MAX_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => limitKey("db", "token", request.apiToken!.id),
    });
    app.addHook("onRequest", async (request) => {
      const token = request.apiToken;
      if (!token) return;
      const route = TOKEN_ROUTES.find(
        (allowed) => allowed.method === request.method && allowed.url === request.routeOptions.url,
      );
      if (!route || !token.scopes.includes(route.scope)) throw forbidden(TOKEN_TEXTS.notAllowed);
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw new HttpError(429, API_ERRORS.tooManyRequests);
    });
  },
  { name: "token-guard", dependencies: ["rate-limits"] },
);
