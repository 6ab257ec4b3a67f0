// The one store @fastify/rate-limit counts in (plugins/throttle.ts registers it). A limiter says
// where it counts by the first part of its key (`<store>:<limit>:<client>`, built by `limitKey`),
// so the store routes each count without knowing the limiters
// (docs/decisions/0034-one-rate-limit-store-every-public-read-budgeted.md):
// - `db:`: fixed windows in the `rate_limits` table, one upsert per hit, for limits that must hold
//   however many instances serve the site (forms, uploads);
// - `window:`: fixed windows in this instance's memory, for counts a read must not pay a database
//   write for (PUBLIC_READ_MAX_PER_MINUTE);
// - `bucket:`: a token bucket in memory, a burst then a steady rate (the public reads' budget of
//   uncached work).
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { rowsOf } from "../db/rows";

type Counted = Parameters<FastifyRateLimitStore["incr"]>[1];
type Count = (key: string, counted: Counted, timeWindowMs: number, max: number) => void;

/** Where a limiter counts: the first part of its keys. */
export type LimitStore = "db" | "window" | "bucket";

/** The key a limiter counts `client` under: the store, the limit's name, the client. */
export const limitKey = (store: LimitStore, limit: string, client: string) => `${store}:${limit}:${client}`;

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

/** Fixed windows counted in the database (`db` is read when counting: the store is made first). */
function databaseWindows(db: () => Db): Count {
  return (key, counted, timeWindowMs) => {
    countHitWithReset(db(), key, timeWindowMs / 1000).then(
      ({ hits, resetsInMs }) => counted(null, { current: hits, ttl: resetsInMs }),
      (error: Error) => counted(error),
    );
  };
}

/** Fixed windows in memory: the hits since the window began, and the time left in it. */
export function memoryWindows(now: () => number = () => performance.now()): Count {
  const windows = new LRUCache<string, { hits: number; startedAt: number }>({ max: MEMORY_CLIENTS });
  return (key, counted, timeWindowMs) => {
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.startedAt >= timeWindowMs) window = { hits: 0, startedAt: time };
    window.hits += 1;
    windows.set(key, window);
    counted(null, { current: window.hits, ttl: Math.max(1, window.startedAt + timeWindowMs - time) });
  };
}

/**
 * A token bucket per key: `max` tokens, refilled evenly over `timeWindow` (so `max / timeWindow`
 * a millisecond). A hit takes a token; without one it counts as `max + 1` (exceeded), with the
 * time until the next token as its ttl. Keys are forgotten least recently seen first; a forgotten
 * key starts with a full bucket, which is the most it could have had.
 */
export function tokenBuckets(now: () => number = () => performance.now()): Count {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: MEMORY_CLIENTS });
  return (key, counted, timeWindowMs, max) => {
    const time = now();
    const perMs = max / timeWindowMs;
    const bucket = buckets.get(key) ?? { tokens: max, at: time };
    bucket.tokens = Math.min(max, bucket.tokens + (time - bucket.at) * perMs);
    bucket.at = time;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      counted(null, { current: max + 1, ttl: Math.ceil((1 - bucket.tokens) / perMs) });
      return;
    }
    bucket.tokens -= 1;
    counted(null, { current: Math.ceil(max - bucket.tokens), ttl: 0 });
  };
}

/** The store class for the plugin's `store` option: every limiter shares its one instance. */
export function routedStore(db: () => Db): FastifyRateLimitStoreCtor {
  const stores: Record<LimitStore, Count> = {
    db: databaseWindows(db),
    window: memoryWindows(),
    bucket: tokenBuckets(),
  };
  return class RoutedStore implements FastifyRateLimitStore {
    incr(key: string, counted: Counted, timeWindowMs: number, max: number) {
      const split = key.indexOf(":");
      const store = stores[key.slice(0, split) as LimitStore];
      if (!store) {
        counted(new Error(`rate limit key without a known store: ${key}`));
        return;
      }
      // The store counts the rest (`form:ip:…`): the keys in `rate_limits` stay as they were.
      store(key.slice(split + 1), counted, timeWindowMs, max);
    }
    child() {
      return this;
    }
  };
}
