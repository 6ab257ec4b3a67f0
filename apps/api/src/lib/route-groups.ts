// How routes are declared. What a group of routes shares is declared once, never per route:
// - the domain: app.ts registers each route module inside `domainRoutes(tag, ...)`, which lists
//   its routes under that tag in the OpenAPI document;
// - authentication and role: a route file declares its signed-in routes with
//   `await signedInRoutes(app, async (app) => { ... })` and its admin routes with
//   `await adminRoutes(app, ...)`, each in its own scope. The group's onRequest
//   hook runs before the body is parsed and validated, so a caller without the right sign-in or
//   role gets 401/403 and never field messages; the group adds those answers to the response
//   schemas of every route it holds and marks it as needing the bearer token in the OpenAPI
//   document.
// Each route lists the other error statuses it answers with `errorResponses(...)`: every error
// is an `ErrorOut`.
import { ErrorOut } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The Fastify instance a route plugin receives. */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** The routes of one domain, listed under `tag` in the OpenAPI document. */
export function domainRoutes(tag: string, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    app.addHook("onRoute", (route) => {
      route.schema = { tags: [tag], ...route.schema };
    });
    await routes(app, options);
  };
}

type Access = "signed-in" | "admin";

function withAccess(access: Access, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  const refusals = access === "admin" ? errorResponses(401, 403) : errorResponses(401);
  return async (app, options) => {
    app.addHook("onRequest", access === "admin" ? app.requireAdmin : app.requireUser);
    app.addHook("onRoute", (route) => {
      const declared = route.schema?.response as object | undefined;
      // A route without response schemas (a file download) keeps the document's default answer.
      const response = declared && { ...refusals, ...declared };
      route.schema = { ...route.schema, ...(response && { response }), security: [{ bearerAuth: [] }] };
    });
    await routes(app, options);
  };
}

type Registered = ReturnType<RouteApp["register"]>;

/** Registers `routes` for any signed-in staff user: 401 otherwise. */
export function signedInRoutes(app: RouteApp, routes: FastifyPluginAsyncZod): Registered {
  return app.register(withAccess("signed-in", routes));
}

/** Registers `routes` for admins only: 401 when signed out, 403 for other staff. */
export function adminRoutes(app: RouteApp, routes: FastifyPluginAsyncZod): Registered {
  return app.register(withAccess("admin", routes));
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The answers of a write to one record, besides its success. */
export const RECORD_ERRORS = errorResponses(400, 401, 403, 404);

/** The error answers of a route's response schema: `{ [status]: ErrorOut }` for each status given. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorOut> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorOut])) as Record<S, typeof ErrorOut>;
}
