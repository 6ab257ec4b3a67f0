// Public read cache: anonymous GET/HEAD answers of the routes that declare
// `config: { publicCache: true }` (public API reads and server-rendered pages) are kept in memory
// with a strong ETag (hash of the body), answered with 304 on a match. See
// docs/decisions/0009-public-cache-keys-and-compression.md.
//
// Keys cannot be multiplied by a client: an entry is keyed by the route and its validated query
// (the route's schema drops unknown parameters; parameters sorted), never by the raw URL or the
// Host header; routes without a query schema ignore the query string.
//
// Compression costs little on a miss: a miss is answered uncompressed; compressed copies are made
// in the background, bounded, only for entries hit again (plugins/public-cache/encodings.ts). A client may
// have at most MISSES_PER_CLIENT uncached requests in flight, and may start PUBLIC_MISSES_PER_SECOND
// of them a second (bursts of MISS_BURST_SECONDS times as many); beyond that it gets 429. A client
// inventing valid new keys (`?page=123456`) therefore cannot keep the database or the renderer
// busy for everybody else.
//
// Correctness with several instances: each write route declares whether its successful answer
// changes public data (`config: { invalidatesPublicCache: false | (request) => boolean }`; API
// writes invalidate by default). Invalidation clears this instance's cache before the answer
// leaves (the writer reads its own write here) and bumps the shared version that the other
// instances check at most PUBLIC_CACHE_TTL_MS apart (plugins/public-cache/data-version.ts). A miss that started
// before an invalidation is not stored (generation check).
//
// Three paths serve a hit on a URL already seen, with the headers the full pipeline produced for
// the entry: the HTTP server's request listener (`publicCache.fastPath`, plugins/public-cache/fast-path.ts,
// when app.ts enables it), else a root onRequest hook (registered first, so before every other
// hook); other requests go through validation and find the entry in a preHandler hook. Callers
// that send an Authorization header always reach the route (their answer may differ, and must not
// be shared).
//
// `Cache-Control: public, max-age=0, must-revalidate`: browsers may keep the answer but must
// revalidate each time; the revalidation is a cheap 304 from memory.
import { randomBytes } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { API_ERRORS } from "@alliance/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { clientKey } from "../../lib/client-key";
import { varyOf, withPageVariant } from "../../lib/lighter-page";
import { tokenBucketStore } from "../rate-limit-stores";
import { HSTS } from "../security";
import { createDataVersion } from "./data-version";
import { compressionSettled } from "./encodings";
import {
  bodyHash,
  bodyOf,
  type Entry,
  etagOf,
  headersFor,
  hitEncoding,
  matches,
  PUBLIC_CACHE_CONTROL,
  writeHit,
} from "./entry";
import { createFastPath, type FastPath, mayDependOnCaller } from "./fast-path";
import { cacheKeyOf } from "./key";

export { DATA_VERSION_KEY } from "./data-version";
export { pickEncoding } from "./encodings";
export { PUBLIC_CACHE_CONTROL } from "./entry";
export { cacheKeyOf } from "./key";

/** Uncached requests one client may have in flight (renders, database reads). */
export const MISSES_PER_CLIENT = 8;
/** Uncached requests one client may start at once (seconds' worth of PUBLIC_MISSES_PER_SECOND). */
export const MISS_BURST_SECONDS = 4;

declare module "fastify" {
  interface FastifyContextConfig {
    /** GET routes: anonymous answers are cached and shared (plugins/public-cache/index.ts). */
    publicCache?: boolean;
    /** Write routes: whether a successful answer changes public data (default: yes). */
    invalidatesPublicCache?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyInstance {
    publicCache: {
      /** Clears this instance's cache and bumps the shared version (for writes outside HTTP). */
      invalidate(): Promise<void>;
      stats(): PublicCacheStats;
      /** Resolves when no background compression is pending. */
      settled(): Promise<void>;
      /** Headers that exempt the server's own reads (page rendering) from the miss bound. */
      internalReadHeaders: Record<string, string>;
      /** Answers a hit from the HTTP server's request listener (plugins/public-cache/fast-path.ts). */
      fastPath: FastPath;
    };
  }
  interface FastifyRequest {
    publicCacheState: RequestState | null;
  }
}

const INTERNAL_READ = "x-internal-read";
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Headers of the stored answer that are not replayed (hop-by-hop, per answer, or per request). */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "vary",
  "x-cache",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "set-cookie",
  "strict-transport-security",
]);

export interface PublicCacheOptions {
  /** How long an instance trusts its cache before checking `data_versions` again. */
  ttlMs?: number;
  /** Bounds on memory: entries, URLs remembered for the fast path, size of one body. */
  maxEntries?: number;
  maxAliases?: number;
  maxBodyBytes?: number;
  /** Uncached requests one client may start per second (default: PUBLIC_MISSES_PER_SECOND). */
  missesPerSecond?: number;
}

interface RequestState {
  key: string;
  generation: number;
  /** Only a GET miss stores its answer (a HEAD answer has no body). */
  store: boolean;
  /** Frees the coalescing slot and the client's miss allowance (once). */
  release?: () => void;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
  notModified: number;
  invalidations: number;
  entries: number;
}

function addHook(routeOptions: RouteOptions, name: string, hook: unknown, first = false) {
  // The hook names are route options of their own (onSend, preHandler...), read and set by name.
  const existing: unknown = Reflect.get(routeOptions, name);
  const list = Array.isArray(existing) ? [...existing] : existing ? [existing] : [];
  if (first) list.unshift(hook);
  else list.push(hook);
  Reflect.set(routeOptions, name, list);
}

export default fp<PublicCacheOptions>(
  async function publicCache(app: FastifyInstance, options) {
    const ttlMs = options.ttlMs ?? app.config.PUBLIC_CACHE_TTL_MS;
    const maxBodyBytes = options.maxBodyBytes ?? 4 * 1024 * 1024;
    const cache = new LRUCache<string, Entry>({ max: options.maxEntries ?? 500 });
    /** Raw URL (path and query, as sent) → key, so a URL seen before skips validation. */
    const aliases = new LRUCache<string, string>({ max: options.maxAliases ?? 2000 });
    /** Misses being computed, so concurrent requests for the same key wait instead of querying. */
    const pending = new Map<string, Promise<void>>();
    const missesInFlight = new Map<string, number>();
    // A token bucket per client (plugins/rate-limit-stores.ts): MISS_BURST_SECONDS seconds' worth
    // of misses at once, then the rate.
    const missesPerSecond = options.missesPerSecond ?? app.config.PUBLIC_MISSES_PER_SECOND;
    const missBudget = app.createRateLimit({
      store: tokenBucketStore(),
      max: missesPerSecond * MISS_BURST_SECONDS,
      timeWindow: MISS_BURST_SECONDS * 1000,
      keyGenerator: (request) => clientKey(request.ip),
    });
    let generation = 0;
    const stats = { hits: 0, misses: 0, notModified: 0, invalidations: 0 };

    const clear = () => {
      generation += 1;
      stats.invalidations += 1;
      cache.clear();
    };
    const version = createDataVersion({
      db: () => app.db,
      ttlMs,
      onStale: clear,
      onError: (error, action) =>
        app.log.warn({ err: error }, `public cache: cannot ${action} the data version`),
    });
    const { isFresh, ensureFresh } = version;
    const invalidate = async () => {
      clear();
      await version.bump();
    };

    /** The fresh entry of a URL seen before, if any. */
    const lookup = (url: string): Entry | undefined => {
      if (!isFresh()) return undefined;
      const key = aliases.get(url);
      return key === undefined ? undefined : cache.get(key);
    };
    const countHit = (status: 200 | 304) => {
      stats.hits += 1;
      if (status === 304) stats.notModified += 1;
    };

    // --- fast paths: the server's request listener, else the first onRequest hook ------------
    const fastPath = createFastPath({ lookup, hsts: HSTS, log: app.log, onHit: countHit });
    app.addHook("preClose", (done) => {
      fastPath.close();
      done();
    });

    app.addHook("onRequest", (request, reply, done) => {
      const method = request.method;
      if (method !== "GET" && method !== "HEAD") return done();
      // A token is checked after this hook: an API read with one goes on to the route's hooks,
      // which treat a rejected token as no token (budgeted, cached). Pages ignore it.
      if (request.headers.authorization !== undefined && mayDependOnCaller(request.url)) return done();
      const entry = lookup(withPageVariant(request.url, request.url, request.headers));
      if (!entry) return done();
      reply.hijack();
      const status = writeHit(reply.raw, entry, {
        method,
        acceptEncoding: request.headers["accept-encoding"],
        ifNoneMatch: request.headers["if-none-match"],
        hsts: request.protocol === "https" ? HSTS : undefined,
      });
      countHit(status);
    });

    // --- regular path: route-level hooks on the cacheable routes -------------------------------
    const sendEntry = (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      const encoding = hitEncoding(entry, request.headers["accept-encoding"]);
      const { "content-length": _length, ...headers } = headersFor(entry, encoding);
      if (matches(request.headers["if-none-match"], entry.hash)) {
        stats.notModified += 1;
        const { "content-type": _type, ...rest } = headers;
        return reply.code(304).headers(rest).send();
      }
      return reply
        .code(200)
        .headers(headers)
        .send(request.method === "HEAD" ? "" : bodyOf(entry, encoding));
    };

    /**
     * Takes one of the client's miss slots and a token of its budget; null when it already has too
     * many in flight or has used up its budget.
     */
    const internalToken = randomBytes(16).toString("hex");
    const admitMiss = async (request: FastifyRequest): Promise<(() => void) | null> => {
      if (request.headers[INTERNAL_READ] === internalToken) return () => {};
      const client = clientKey(request.ip);
      if ((missesInFlight.get(client) ?? 0) >= MISSES_PER_CLIENT) return null;
      const budget = await missBudget(request);
      if (!budget.isAllowed && budget.isExceeded) return null;
      // Counted after the budget's answer: other misses may have started while it was read.
      const inFlight = missesInFlight.get(client) ?? 0;
      if (inFlight >= MISSES_PER_CLIENT) return null;
      missesInFlight.set(client, inFlight + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (missesInFlight.get(client) ?? 1) - 1;
        if (left > 0) missesInFlight.set(client, left);
        else missesInFlight.delete(client);
      };
    };

    const tooMany = (reply: FastifyReply) =>
      reply.code(429).header("retry-after", "1").send({ message: API_ERRORS.tooManyRequests });

    /** Makes `request` the one that computes `key`; requests for it meanwhile wait (`pending`). */
    const startMiss = (request: FastifyRequest, key: string, releaseClient: () => void) => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      pending.set(key, promise);
      stats.misses += 1;
      request.publicCacheState = {
        key,
        generation,
        store: true,
        release: () => {
          releaseClient();
          if (pending.get(key) === promise) pending.delete(key);
          resolve();
        },
      };
    };

    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      // Only a signed-in caller (a token the auth hook accepted) reads past the cache and its
      // budget; an absent or rejected token is anonymous (ADR 0022).
      if (request.user) return;
      await ensureFresh();
      const key = cacheKeyOf(request);
      aliases.set(withPageVariant(request.url, request.url, request.headers), key);
      let entry = cache.get(key);
      if (!entry && request.method === "HEAD") {
        // A HEAD miss costs the same database read or render as a GET: it is budgeted alike.
        const releaseClient = await admitMiss(request);
        if (!releaseClient) return tooMany(reply);
        stats.misses += 1;
        request.publicCacheState = { key, generation, store: false, release: releaseClient };
        return;
      }
      if (!entry && request.method === "GET") {
        if (!pending.has(key)) {
          const releaseClient = await admitMiss(request);
          if (!releaseClient) return tooMany(reply);
          // Counting the budget took a turn of the event loop: another request may have started
          // this miss meanwhile, and is waited for like any other.
          if (!pending.has(key)) return startMiss(request, key, releaseClient);
          releaseClient();
        }
        await pending.get(key);
        entry = cache.get(key);
      }
      if (!entry) {
        stats.misses += 1;
        request.publicCacheState = { key, generation, store: request.method === "GET" };
        return;
      }
      stats.hits += 1;
      return sendEntry(request, reply, entry);
    };

    /** Runs first among the route's onSend hooks: stores a 200 miss, answers it uncompressed. */
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      // Public reads may be used from any site (open data, embeds): anonymous CORS, never with
      // credentials. Set before the entry is stored, so hits replay it too.
      if (request.url.startsWith("/api/")) reply.header("access-control-allow-origin", "*");
      const state = request.publicCacheState;
      if (!state) return payload;
      request.publicCacheState = null;
      try {
        if (!state.store || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
        if (String(reply.getHeader("cache-control") ?? "").includes("no-store")) return payload;
        if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
        const body = typeof payload === "string" ? Buffer.from(payload) : payload;
        if (body.length > maxBodyBytes) return payload;
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          const lower = name.toLowerCase();
          if (value !== undefined && !NOT_REPLAYED.has(lower)) headers[lower] = value;
        }
        const entry: Entry = {
          body,
          hash: bodyHash(body),
          headers,
          out: {},
        };
        if (state.generation === generation) cache.set(state.key, entry);
        reply.header("cache-control", PUBLIC_CACHE_CONTROL);
        reply.header("vary", varyOf(reply.getHeader("content-type")));
        reply.header("etag", etagOf(entry.hash, "identity"));
        reply.header("x-cache", "MISS");
        if (matches(request.headers["if-none-match"], entry.hash)) {
          stats.notModified += 1;
          reply.code(304);
          reply.removeHeader("content-type");
          return "";
        }
        return payload;
      } finally {
        state.release?.();
      }
    };

    const release = async (request: FastifyRequest) => {
      request.publicCacheState?.release?.();
    };

    app.decorateRequest("publicCacheState", null);
    app.decorate("publicCache", {
      invalidate,
      stats: () => ({ ...stats, entries: cache.size }),
      settled: compressionSettled,
      internalReadHeaders: { [INTERNAL_READ]: internalToken },
      fastPath: fastPath.serve,
    });

    app.addHook("onRoute", (routeOptions) => {
      const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
      const config = routeOptions.config;
      if (config?.publicCache && methods.some((m) => m === "GET" || m === "HEAD")) {
        // A miss is answered uncompressed; hits carry the copies made in the background.
        (routeOptions as { compress?: unknown }).compress = false;
        addHook(routeOptions, "preHandler", preHandler, true);
        // First, so it sees the serialized body.
        addHook(routeOptions, "onSend", onSend, true);
        // A request that never reached onSend (aborted, or failed before sending) frees its waiters.
        addHook(routeOptions, "onResponse", release);
        addHook(routeOptions, "onRequestAbort", release);
        return;
      }
      if (!methods.some((m) => WRITE_METHODS.has(m)) || !routeOptions.url?.startsWith("/api/")) return;
      const rule = config?.invalidatesPublicCache ?? true;
      if (rule === false) return;
      // Invalidate on success, before the answer leaves (read-your-writes on this instance).
      addHook(
        routeOptions,
        "onSend",
        async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode >= 200 && reply.statusCode < 300 && (rule === true || rule(request))) {
            await invalidate();
          }
          return payload;
        },
      );
    });

    app.addHook("onClose", async () => {
      cache.clear();
      aliases.clear();
    });
  },
  { name: "public-cache", dependencies: ["rate-limits"] },
);
