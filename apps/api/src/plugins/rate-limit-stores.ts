// Where @fastify/rate-limit counts (plugins/throttle.ts registers it). The plugin takes one store
// class for the whole app; `perLimiterStore` lets each limiter made with
// `app.createRateLimit({ store })` count in the store it names, and in the plugin's own memory
// store (fixed windows) when it names none:
// - `databaseStore`: fixed windows in the `rate_limits` table, one upsert per hit, for limits that
//   must hold however many instances serve the site (forms, uploads);
// - `tokenBucketStore`: memory, a burst then a steady rate, for the public cache's allowance of
//   uncached reads (docs/decisions/0022-every-public-read-budgeted.md).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

type Counted = Parameters<FastifyRateLimitStore["incr"]>[1];

/** Clients remembered by a memory store; the least recently seen are forgotten first. */
const MEMORY_CLIENTS = 50_000;

/** Counts one hit for `key` in a window of `windowSeconds`; returns the hits in the current window. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await countHitWithReset(db, key, windowSeconds)).hits;
}

async function countHitWithReset(db: Db, key: string, windowSeconds: number) {
  const rows = await rowsOf<{ hits: number; resets_in_ms: number }>(
    db,
    sql`
    insert into rate_limits (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limits.window_started_at end
    returning hits,
      extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) * 1000
        as resets_in_ms`,
  );
  const row = rows[0];
  return { hits: Number(row?.hits ?? 0), resetsInMs: Math.max(0, Number(row?.resets_in_ms ?? 0)) };
}

/** Fixed windows counted in the database (`db` is read when counting: the plugin may be registered first). */
export function databaseStore(db: () => Db): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, counted: Counted, timeWindowMs: number) {
      countHitWithReset(db(), key, timeWindowMs / 1000).then(
        ({ hits, resetsInMs }) => counted(null, { current: hits, ttl: resetsInMs }),
        (error: Error) => counted(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * A token bucket per key: `max` tokens, refilled evenly over `timeWindow` (so `max / timeWindow`
 * a millisecond). A hit takes a token; without one it counts as `max + 1` (exceeded), with the
 * time until the next token as its ttl. Keys are forgotten least recently seen first; a forgotten
 * key starts with a full bucket, which is the most it could have had.
 */
export function tokenBucketStore(now: () => number = () => performance.now()): FastifyRateLimitStoreCtor {
  return class TokenBucketStore implements FastifyRateLimitStore {
    private readonly buckets = new LRUCache<string, { tokens: number; at: number }>({ max: 10_000 });
    incr(key: string, counted: Counted, timeWindowMs: number, max: number) {
      const time = now();
      const perMs = max / timeWindowMs;
      const bucket = this.buckets.get(key) ?? { tokens: max, at: time };
      bucket.tokens = Math.min(max, bucket.tokens + (time - bucket.at) * perMs);
      bucket.at = time;
      this.buckets.set(key, bucket);
      if (bucket.tokens < 1) {
        counted(null, { current: max + 1, ttl: Math.ceil((1 - bucket.tokens) / perMs) });
        return;
      }
      bucket.tokens -= 1;
      counted(null, { current: Math.ceil(max - bucket.tokens), ttl: 0 });
    }
    child() {
      return new TokenBucketStore();
    }
  };
}

/** The plugin's store: each limiter's own `store` option, else fixed windows in memory. */
export class PerLimiterStore implements FastifyRateLimitStore {
  private readonly memory: FastifyRateLimitStore = new LocalStore(false, false, MEMORY_CLIENTS);
  incr(...args: Parameters<FastifyRateLimitStore["incr"]>) {
    this.memory.incr(...args);
  }
  child(limiter: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
    const named: unknown = Reflect.get(limiter, "store");
    if (typeof named === "function" && named !== PerLimiterStore) {
      return new (named as FastifyRateLimitStoreCtor)(limiter);
    }
    return new PerLimiterStore();
  }
}
