// Per-client throttles, counted by @fastify/rate-limit under the key of lib/client-key.ts (IPv6 by
// its /64); docs/decisions/0034-one-rate-limit-store-every-public-read-budgeted.md:
// - `rateLimits` registers the plugin once: no global limit (each throttle says where it applies),
//   one store that routes each count by its key's prefix (plugins/rate-limit-store.ts), and one
//   refusal: 429 with the site's `{ message }` body and `Retry-After`, no X-RateLimit-* headers
//   (cached answers would replay them stale);
// - forms and uploads (`app.throttle(bucket)`): fixed windows counted in the database, so the
//   limit holds across instances; one upsert per throttled request;
// - public reads (anonymous GET/HEAD), only when PUBLIC_READ_MAX_PER_MINUTE is set: one-minute
//   windows in this instance's memory (a read must not cost a database write).
// The public cache's budget of uncached reads counts in the same store (plugins/public-cache/budget.ts).

import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { clientKey } from "../lib/client-key";
import { tooMany } from "../lib/errors";
import { mayDependOnCaller } from "./public-cache/fast-path";
import { type LimitStore, limitKey, routedStore } from "./rate-limit-store";

export type ThrottleBucket = "form" | "upload" | "verify";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler factory: 429 once the caller's address has used up the bucket's window. */
    throttle: (bucket: ThrottleBucket) => preHandlerAsyncHookHandler;
  }
}

/** The key a limiter named `limit` counts the caller under, in `store`. */
export const byClient = (store: LimitStore, limit: string) => (request: FastifyRequest) =>
  limitKey(store, limit, clientKey(request.ip));

/** Registers @fastify/rate-limit for the throttles below and the public cache; before them. */
export const rateLimits = fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(fastifyRateLimit, {
      global: false,
      // `app.db` is read when counting: the database plugin is registered after this one.
      store: routedStore(() => app.db),
      // The refusal is the site's (plugins/errors.ts writes `{ message }`); only Retry-After is sent.
      errorResponseBuilder: () => tooMany(),
      addHeaders: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
        "retry-after": true,
      },
      addHeadersOnExceeding: {
        "x-ratelimit-limit": false,
        "x-ratelimit-remaining": false,
        "x-ratelimit-reset": false,
      },
    });
  },
  { name: "rate-limits" },
);

export default fp(
  async function throttle(app: FastifyInstance) {
    const limiter = (bucket: ThrottleBucket, max: number) =>
      app.rateLimit({
        max,
        timeWindow: app.config.RATE_WINDOW_SECONDS * 1000,
        keyGenerator: byClient("db", bucket),
      });
    const limiters = {
      form: limiter("form", app.config.FORM_MAX_PER_WINDOW),
      upload: limiter("upload", app.config.UPLOAD_MAX_PER_WINDOW),
      verify: limiter("verify", app.config.VERIFY_MAX_PER_WINDOW),
    };
    app.decorate("throttle", (bucket: ThrottleBucket) => limiters[bucket]);
  },
  { name: "throttle", dependencies: ["rate-limits"] },
);

const MINUTE_MS = 60_000;

/**
 * Public reads per client per minute (off unless PUBLIC_READ_MAX_PER_MINUTE is set). Its hook runs
 * before the public cache's route-level hooks; the cache's listener fast path is off meanwhile
 * (app.ts), so every read is counted.
 */
export const publicReadThrottle = fp(
  async function publicReadThrottle(app: FastifyInstance, opts: { maxPerMinute?: number }) {
    const max = opts.maxPerMinute ?? app.config.PUBLIC_READ_MAX_PER_MINUTE;
    if (!max) return;
    const limit = app.rateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: byClient("window", "read") });
    const isRead = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";
    // An API read that carries a token is decided once the token is checked (below).
    const deferred = (request: FastifyRequest) =>
      request.headers.authorization !== undefined && mayDependOnCaller(request.url);

    app.addHook("onRequest", async (request, reply) => {
      if (isRead(request) && !deferred(request)) await limit.call(app, request, reply);
    });
    // After the auth hook: a token that is absent or rejected counts like no token at all, so
    // "Authorization: x" buys no exemption.
    app.addHook("preHandler", async (request, reply) => {
      if (isRead(request) && deferred(request) && !request.user) await limit.call(app, request, reply);
    });
  },
  { name: "public-read-throttle", dependencies: ["rate-limits"] },
);
