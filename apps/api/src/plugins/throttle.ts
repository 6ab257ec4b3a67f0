// Per-client throttles, counted by @fastify/rate-limit under the key of lib/client-key.ts (IPv6 by
// its /64); docs/decisions/0022-every-public-read-budgeted.md:
// - `rateLimits` registers the plugin (no global limit: each throttle says where it applies) with
//   the stores of plugins/rate-limit-stores.ts; the public cache's miss allowance uses it too;
// - forms and uploads (`app.throttle(bucket)`): fixed windows counted in the database, so the
//   limit holds across instances; one upsert per throttled request;
// - public reads (anonymous GET/HEAD), only when PUBLIC_READ_MAX_PER_MINUTE is set: one-minute
//   windows in this instance's memory (a read must not cost a database write), answered 429 with
//   Retry-After.
// The limiters only count (`app.createRateLimit`); the refusals are written here, so they keep the
// site's error body and send no X-RateLimit-* headers, which cached answers would replay stale.

import { API_ERRORS } from "@alliance/shared";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { clientKey } from "../lib/client-key";
import { HttpError } from "../lib/errors";
import { mayDependOnCaller } from "./public-cache/fast-path";
import { databaseStore, PerLimiterStore } from "./rate-limit-stores";

export type ThrottleBucket = "form" | "upload" | "verify";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler factory: 429 once the caller's address has used up the bucket's window. */
    throttle: (bucket: ThrottleBucket) => (request: FastifyRequest) => Promise<void>;
  }
}

/** The key every throttle counts by: the caller's address (lib/client-key.ts). */
export const byClient = (request: FastifyRequest) => clientKey(request.ip);

/** Registers @fastify/rate-limit for the throttles below and the public cache; before them. */
export const rateLimits = fp(
  async function rateLimits(app: FastifyInstance) {
    await app.register(fastifyRateLimit, { global: false, store: PerLimiterStore });
  },
  { name: "rate-limits" },
);

export default fp(
  async function throttle(app: FastifyInstance) {
    const store = databaseStore(() => app.db);
    const limiter = (bucket: ThrottleBucket, max: number) =>
      app.createRateLimit({
        store,
        max,
        timeWindow: app.config.RATE_WINDOW_SECONDS * 1000,
        keyGenerator: (request) => `${bucket}:${byClient(request)}`,
      });
    const limiters = {
      form: limiter("form", app.config.FORM_MAX_PER_WINDOW),
      upload: limiter("upload", app.config.UPLOAD_MAX_PER_WINDOW),
      verify: limiter("verify", app.config.VERIFY_MAX_PER_WINDOW),
    };
    app.decorate("throttle", (bucket: ThrottleBucket) => async (request: FastifyRequest) => {
      const limit = await limiters[bucket](request);
      if (!limit.isAllowed && limit.isExceeded) throw new HttpError(429, API_ERRORS.tooManyRequests);
    });
  },
  { name: "throttle", dependencies: ["rate-limits"] },
);

const MINUTE_MS = 60_000;

/**
 * Public reads per client per minute (off unless PUBLIC_READ_MAX_PER_MINUTE is set). Registered
 * before the public cache, whose fast path would otherwise answer before any other hook.
 */
export const publicReadThrottle = fp(
  async function publicReadThrottle(app: FastifyInstance, opts: { maxPerMinute?: number }) {
    const max = opts.maxPerMinute ?? app.config.PUBLIC_READ_MAX_PER_MINUTE;
    if (!max) return;
    const limit = app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: byClient });
    /** Counts one read of the caller's address; the seconds to wait when over the limit, else null. */
    const overLimit = async (request: FastifyRequest) => {
      const counted = await limit(request);
      if (counted.isAllowed || !counted.isExceeded) return null;
      return Math.max(1, counted.ttlInSeconds);
    };
    const refuse = (reply: FastifyReply, retryAfter: number) =>
      reply.code(429).header("retry-after", String(retryAfter)).send({ message: API_ERRORS.tooManyRequests });
    const isRead = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";
    // An API read that carries a token is decided once the token is checked (below).
    const deferred = (request: FastifyRequest) =>
      request.headers.authorization !== undefined && mayDependOnCaller(request.url);

    app.addHook("onRequest", async (request, reply) => {
      if (!isRead(request) || deferred(request)) return;
      const retryAfter = await overLimit(request);
      if (retryAfter !== null) return refuse(reply, retryAfter);
    });
    // After the auth hook: a token that is absent or rejected counts like no token at all, so
    // "Authorization: x" buys no exemption (ADR 0022).
    app.addHook("preHandler", async (request, reply) => {
      if (!isRead(request) || !deferred(request) || request.user) return;
      const retryAfter = await overLimit(request);
      if (retryAfter !== null) return refuse(reply, retryAfter);
    });
  },
  { name: "public-read-throttle", dependencies: ["rate-limits"] },
);
