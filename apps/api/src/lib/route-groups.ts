// Authentication and role are declared once per group of routes, never per route: a route file
// registers its signed-in routes inside `signedInRoutes(...)` and its admin routes inside
// `adminRoutes(...)`. The group's onRequest hook runs before the body is parsed and validated,
// so a caller without the right sign-in or role gets 401/403 and never field messages, and the
// group marks every route it holds as needing the bearer token in the OpenAPI document.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

type Access = "signed-in" | "admin";

function withAccess(access: Access, routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod {
  return async (app, options) => {
    app.addHook("onRequest", access === "admin" ? app.requireAdmin : app.requireUser);
    app.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    });
    await routes(app, options);
  };
}

/** Routes for any signed-in staff user: 401 otherwise. Register with `app.register(...)`. */
export const signedInRoutes = (routes: FastifyPluginAsyncZod) => withAccess("signed-in", routes);

/** Routes for admins only: 401 when signed out, 403 for other staff. Register with `app.register(...)`. */
export const adminRoutes = (routes: FastifyPluginAsyncZod) => withAccess("admin", routes);
