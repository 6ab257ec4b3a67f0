// The public cache's key rule: an answer is shared by every request for the same route with the
// same validated query. The route's query schema has already dropped unknown parameters and
// coerced the rest; what is left is sorted. Routes without a query schema ignore the query string.
// Neither the raw URL nor the Host header takes part, so a client cannot multiply the entries (or
// poison one for everybody) by inventing parameters or hosts. A route with path parameters
// (`/public/organizations/:slug`) keys each value apart: the route pattern alone would hand every
// slug the first one's answer.
import type { FastifyRequest } from "fastify";
import { withPageVariant } from "../../lib/lighter-page";

export function cacheKeyOf(request: FastifyRequest): string {
  // A page's lighter variant (lib/lighter-page.ts) is an entry of its own.
  return withPageVariant(routeKeyOf(request), request.url, request.headers);
}

function routeKeyOf(request: FastifyRequest): string {
  const route = withParams(request.routeOptions.url ?? "", request.params);
  const query = request.query as Record<string, unknown> | undefined;
  if (!request.routeOptions.schema?.querystring || !query || typeof query !== "object") return route;
  const parts = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`);
  return parts.length ? `${route}?${parts.join("&")}` : route;
}

/** The route pattern with its path parameters filled in (encoded), e.g. `/organisations/acme`. */
function withParams(route: string, params: unknown): string {
  if (!params || typeof params !== "object") return route;
  const values = params as Record<string, unknown>;
  return route.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(String(values[name])),
  );
}
