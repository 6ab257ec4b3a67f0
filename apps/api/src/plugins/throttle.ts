// Per-client throttling, every throttle counted by lib/client-key.ts (IPv6 by /64):
// - forms and uploads (`app.throttle(bucket)`), counted in the database so the limit holds across
//   instances; fixed windows: simple, and one upsert per throttled request;
// - public reads (anonymous GET/HEAD), only when PUBLIC_READ_MAX_PER_MINUTE is set: counted in
//   this instance's memory (a read must not cost a database write), answered 429 with Retry-After.
import { API_ERRORS } from "@alliance/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";
import { clientKey } from "../lib/client-key";
import { HttpError } from "../lib/errors";
import { mayDependOnCaller } from "./public-cache/fast-path";

export type ThrottleBucket = "form" | "upload";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler factory: 429 once the caller's address has used up the bucket's window. */
    throttle: (bucket: ThrottleBucket) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Counts one hit for `key` in a window of `windowSeconds`; returns the hits in the current window. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await rowsOf<{ hits: number }>(
    db,
    sql`
    insert into rate_limits (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limits.window_started_at end
    returning hits`,
  );
  return Number(rows[0]?.hits ?? 0);
}

export default fp(async function throttle(app: FastifyInstance) {
  const limits: Record<ThrottleBucket, number> = {
    form: app.config.FORM_MAX_PER_WINDOW,
    upload: app.config.UPLOAD_MAX_PER_WINDOW,
  };
  app.decorate("throttle", (bucket: ThrottleBucket) => async (request: FastifyRequest) => {
    const key = `${bucket}:${clientKey(request.ip)}`;
    const hits = await countHit(app.db, key, app.config.RATE_WINDOW_SECONDS);
    if (hits > limits[bucket]) throw new HttpError(429, API_ERRORS.tooManyRequests);
  });
});

const MINUTE_MS = 60_000;

/**
 * Public reads per client per minute (off unless PUBLIC_READ_MAX_PER_MINUTE is set). Registered
 * before the public cache, whose fast path would otherwise answer before any other hook.
 */
export const publicReadThrottle = fp(
  async function publicReadThrottle(app: FastifyInstance, opts: { maxPerMinute?: number }) {
    const max = opts.maxPerMinute ?? app.config.PUBLIC_READ_MAX_PER_MINUTE;
    if (!max) return;
    // Fixed one-minute windows; the least recently seen clients are forgotten first.
    const windows = new LRUCache<string, { started: number; hits: number }>({ max: 50_000 });
    /** Counts one read of the caller's address; the answer's 429 when over the limit, else null. */
    const overLimit = (request: FastifyRequest) => {
      const key = clientKey(request.ip);
      const now = Date.now();
      let window = windows.get(key);
      if (!window || now - window.started >= MINUTE_MS) {
        window = { started: now, hits: 0 };
        windows.set(key, window);
      }
      window.hits += 1;
      if (window.hits <= max) return null;
      return Math.max(1, Math.ceil((window.started + MINUTE_MS - now) / 1000));
    };
    const refuse = (reply: FastifyReply, retryAfter: number) =>
      reply.code(429).header("retry-after", String(retryAfter)).send({ message: API_ERRORS.tooManyRequests });
    const isRead = (request: FastifyRequest) => request.method === "GET" || request.method === "HEAD";
    // An API read that carries a token is decided once the token is checked (below).
    const deferred = (request: FastifyRequest) =>
      request.headers.authorization !== undefined && mayDependOnCaller(request.url);

    app.addHook("onRequest", (request, reply, done) => {
      if (!isRead(request) || deferred(request)) return done();
      const retryAfter = overLimit(request);
      if (retryAfter === null) return done();
      refuse(reply, retryAfter);
    });
    // After the auth hook: a token that is absent or rejected counts like no token at all, so
    // "Authorization: x" buys no exemption (ADR 0022).
    app.addHook("preHandler", async (request, reply) => {
      if (!isRead(request) || !deferred(request) || request.user) return;
      const retryAfter = overLimit(request);
      if (retryAfter !== null) return refuse(reply, retryAfter);
    });
  },
  { name: "public-read-throttle" },
);
