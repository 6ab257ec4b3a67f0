// The public cache's key rule: an answer is shared by every request for the same route with the
// same validated query. The route's query schema has already dropped unknown parameters and
// coerced the rest; what is left is sorted. Routes without a query schema ignore the query string.
// Neither the raw URL nor the Host header takes part, so a client cannot multiply the entries (or
// poison one for everybody) by inventing parameters or hosts.
import type { FastifyRequest } from "fastify";

export function cacheKeyOf(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? "";
  const query = request.query as Record<string, unknown> | undefined;
  if (!request.routeOptions.schema?.querystring || !query || typeof query !== "object") return route;
  const parts = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(String(query[name]))}`);
  return parts.length ? `${route}?${parts.join("&")}` : route;
}
