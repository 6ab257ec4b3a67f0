// The fuzz test's endpoints come from the app itself: every route registered while the app is
// built is collected (method, url, zod schemas), so a route added tomorrow is fuzzed without
// anyone editing a list. Only the routes below are left out, each for a stated reason.
import type { RouteOptions } from "fastify";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  method: Method;
  url: string; // ":name" parameters are replaced by generated ids
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

/**
 * Routes not fuzzed here, with why. A stale entry (no such route any more) fails the test, so
 * the list cannot silently outlive the routes it names.
 */
export const EXCLUDED: Array<{ method: Method; url: string; why: string }> = [
  {
    method: "POST",
    url: "/api/v1/uploads",
    why: "multipart image upload: random JSON never reaches the decoder; security-uploads.test.ts sends crafted files",
  },
  { method: "GET", url: "/api/docs", why: "static Swagger UI page, no input" },
];

/** Static files of the Swagger UI, served by a plugin with no input of ours. */
const EXCLUDED_PREFIXES = ["/api/docs/"];

const FUZZED_METHODS = new Set<string>(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** Collects routes while the app is built: pass `collect` as buildApp's onRoute. */
export function routeCollector() {
  const seen: RouteOptions[] = [];
  return {
    collect: (route: RouteOptions) => {
      seen.push(route);
    },
    /** Every fuzzable endpoint (HEAD routes Fastify adds for GETs are the same handlers). */
    endpoints(): Endpoint[] {
      const all = seen.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => FUZZED_METHODS.has(method))
          .map((method) => ({
            method: method as Method,
            url: route.url.length > 1 ? route.url.replace(/\/$/, "") : route.url,
            schema: (route.schema ?? {}) as Endpoint["schema"],
          })),
      );
      const unique = new Map(all.map((e) => [`${e.method} ${e.url}`, e]));
      return [...unique.values()].filter(
        (e) =>
          !EXCLUDED.some((x) => x.method === e.method && x.url === e.url) &&
          !EXCLUDED_PREFIXES.some((prefix) => e.url.startsWith(prefix)),
      );
    },
    /** Exclusions that name no registered route. */
    staleExclusions(): string[] {
      const names = new Set(
        seen.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`)),
      );
      return EXCLUDED.map((x) => `${x.method} ${x.url}`).filter((name) => !names.has(name));
    },
  };
}
