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
// Two paths serve a hit, with the headers the full pipeline produced for the entry: the HTTP
// server's request listener answers a URL already seen (`publicCache.fastPath`,
// plugins/public-cache/fast-path.ts, when app.ts enables it); every other request goes through
// Fastify's hooks and validation and finds the entry in the route's preHandler. API callers with a
// token the auth hook accepted always reach the route (their answer may differ, and must not be
// shared).
//
// Routes kept out of the cache but public (their answers change with the time: events, jobs,
// organisation pages, feeds, the sitemap) declare `config: { publicRead: true }`: each anonymous
// read of them is budgeted like a miss (plugins/public-cache/budget.ts). Such a route that sets its
// own `Cache-Control` (a release's immutable files) says `ownCacheControl: true` and keeps it.
//
// `Cache-Control: public, max-age=0, must-revalidate`: browsers may keep the answer but must
// revalidate each time; the revalidation is a cheap 304 from memory.
import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { withPageVariant } from "../../lib/lighter-page";
import { HSTS } from "../security";
import { createReadBudget, type Release } from "./budget";
import { createDataVersion, DATA_VERSION_CHANNEL } from "./data-version";
import { compressionSettled } from "./encodings";
import { bodyHash, bodyOf, type Entry, etagOf, headersFor, hitEncoding, matches } from "./entry";
import { createFastPath, type FastPath } from "./fast-path";
import { publicAnswerHeaders } from "./headers";
import { cacheKeyOf } from "./key";
import { createPurge } from "./purge";
import { purgedBy, SITE_TAG } from "./tags";

export { MISS_BURST_SECONDS, MISSES_PER_CLIENT } from "./budget";
export { DATA_VERSION_KEY } from "./data-version";
export { pickEncoding } from "./encodings";
export { PUBLIC_CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL } from "./headers";
export { cacheKeyOf } from "./key";

declare module "fastify" {
  interface FastifyContextConfig {
    /** GET routes: anonymous answers are cached and shared (plugins/public-cache/index.ts). */
    publicCache?: boolean;
    /**
     * GET routes kept out of the cache whose anonymous reads are public all the same: budgeted like
     * a miss, open to any origin (plugins/public-cache/budget.ts).
     */
    publicRead?: boolean;
    /**
     * The route sets its own `Cache-Control` (e.g. the immutable files of a release): an anonymous
     * answer keeps it instead of the public answers' default; the other headers are added alike.
     */
    ownCacheControl?: boolean;
    /** Write routes: whether a successful answer changes public data (default: yes). */
    invalidatesPublicCache?: boolean | ((request: FastifyRequest) => boolean);
  }
  interface FastifyInstance {
    publicCache: {
      /**
       * Clears this instance's cache, bumps the shared version and purges `tags` (default: the
       * whole site) from a CDN (for writes outside HTTP).
       */
      invalidate(tags?: readonly string[]): Promise<void>;
      stats(): PublicCacheStats;
      /** Resolves when no background compression or CDN purge is pending. */
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

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Headers of the stored answer that are not replayed (hop-by-hop, per answer, or per request). */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "etag",
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
  /** The entry a GET miss stores its answer under (none for HEAD, whose answer has no body). */
  key?: string;
  generation: number;
  /** Frees the coalescing slot and the client's budget (once). */
  release?: Release;
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
    const budget = createReadBudget(app, options.missesPerSecond ?? app.config.PUBLIC_MISSES_PER_SECOND);
    let generation = 0;
    const stats = { hits: 0, misses: 0, notModified: 0, invalidations: 0 };

    // With a read replica, a miss right after a write may read the replica before it has caught
    // up and store the old answer: the cache is cleared once more a TTL later, so a lagging
    // replica's answer is kept no longer than another instance's would be.
    let again: NodeJS.Timeout | undefined;
    const clear = () => {
      generation += 1;
      stats.invalidations += 1;
      cache.clear();
      if (app.database && app.database.readDb !== app.database.db && !again) {
        again = setTimeout(() => {
          again = undefined;
          generation += 1;
          cache.clear();
        }, ttlMs);
        again.unref();
      }
    };
    const version = createDataVersion({
      db: () => app.db,
      ttlMs,
      onStale: clear,
      onError: (error, action) =>
        app.log.warn({ err: error }, `public cache: cannot ${action} the data version`),
    });
    const { isFresh, ensureFresh } = version;
    const cdn = createPurge({ url: app.config.PURGE_URL, token: app.config.PURGE_TOKEN, log: app.log });
    /** Clears this instance's cache, tells the others, and asks the CDN to drop `tags`. */
    const invalidate = async (tags: readonly string[] = [SITE_TAG]) => {
      clear();
      await version.bump();
      cdn.purge(tags);
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

    // --- fast path: the server's request listener ----------------------------------------------
    const fastPath = createFastPath({ lookup, hsts: HSTS, log: app.log, onHit: countHit });
    app.addHook("preClose", (done) => {
      fastPath.close();
      done();
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

    /** Makes `request` the one that computes `key`; requests for it meanwhile wait (`pending`). */
    const startMiss = (request: FastifyRequest, key: string, releaseClient: Release) => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      pending.set(key, promise);
      stats.misses += 1;
      request.publicCacheState = {
        key,
        generation,
        release: () => {
          releaseClient();
          if (pending.get(key) === promise) pending.delete(key);
          resolve();
        },
      };
    };

    /** A miss that is not shared with another request (HEAD, or a GET whose first try stored nothing). */
    const soloMiss = async (request: FastifyRequest, reply: FastifyReply, key: string | undefined) => {
      const release = await budget.admit(request, reply);
      stats.misses += 1;
      request.publicCacheState = { key, generation, release };
    };

    const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      // Only a signed-in caller (a token the auth hook accepted) reads past the cache and its
      // budget; an absent or rejected token is anonymous (ADR 0034).
      if (request.user) return;
      await ensureFresh();
      const key = cacheKeyOf(request);
      aliases.set(withPageVariant(request.url, request.url, request.headers), key);
      let entry = cache.get(key);
      // A HEAD miss costs the same database read or render as a GET: it is budgeted alike.
      if (!entry && request.method === "HEAD") return soloMiss(request, reply, undefined);
      if (!entry) {
        if (!pending.has(key)) {
          const releaseClient = await budget.admit(request, reply);
          // Counting the budget took a turn of the event loop: another request may have started
          // this miss meanwhile, and is waited for like any other.
          if (!pending.has(key)) return startMiss(request, key, releaseClient);
          releaseClient();
        }
        await pending.get(key);
        entry = cache.get(key);
        // The first request stored nothing (not a 200): this one reads for itself, on its budget.
        if (!entry) return soloMiss(request, reply, key);
      }
      stats.hits += 1;
      return sendEntry(request, reply, entry);
    };

    /** Routes kept out of the cache (`publicRead`): each anonymous read is budgeted like a miss. */
    const budgeted = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.user) return;
      const release = await budget.admit(request, reply);
      request.publicCacheState = { generation, release };
    };

    /**
     * Runs first among the route's onSend hooks: the caching headers of an anonymous public answer;
     * stores a 200 miss, answers it uncompressed.
     */
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const state = request.publicCacheState;
      request.publicCacheState = null;
      try {
        // A signed-in caller's answer is private (plugins/security.ts says so), with no CORS.
        if (request.user) return payload;
        // Public API reads may be used from any site (open data, embeds): anonymous CORS, never
        // with credentials. Set before the entry is stored, so hits replay it.
        if (request.url.startsWith("/api/")) reply.header("access-control-allow-origin", "*");
        const shareable =
          reply.statusCode === 200 &&
          !reply.hasHeader("set-cookie") &&
          !String(reply.getHeader("cache-control") ?? "").includes("no-store");
        if (!shareable) return payload;
        const own = reply.routeOptions.config.ownCacheControl ? reply.getHeader("cache-control") : undefined;
        reply.headers(publicAnswerHeaders(request.url));
        if (own !== undefined) reply.header("cache-control", own);
        if (state?.key === undefined) return payload;
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
        state?.release?.();
      }
    };

    const release = async (request: FastifyRequest) => {
      request.publicCacheState?.release?.();
    };

    app.decorateRequest("publicCacheState", null);
    app.decorate("publicCache", {
      invalidate,
      stats: () => ({ ...stats, entries: cache.size }),
      settled: async () => {
        await compressionSettled();
        await cdn.settled();
      },
      internalReadHeaders: budget.internalReadHeaders,
      fastPath: fastPath.serve,
    });

    app.addHook("onRoute", (routeOptions) => {
      const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
      const config = routeOptions.config;
      const cached = config?.publicCache === true;
      if ((cached || config?.publicRead) && methods.some((m) => m === "GET" || m === "HEAD")) {
        // A miss is answered uncompressed; hits carry the copies made in the background.
        if (cached) (routeOptions as { compress?: unknown }).compress = false;
        addHook(routeOptions, "preHandler", cached ? preHandler : budgeted, true);
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
            await invalidate(purgedBy(request.url));
          }
          return payload;
        },
      );
    });

    // PostgreSQL: other instances' writes arrive as notifications (the poll above stays as the
    // fallback). The database plugin is registered after this one: its connection is known when
    // the app is ready.
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook("onReady", async () => {
      stopListening = app.database?.listen?.(DATA_VERSION_CHANNEL, version.notified, version.expire);
    });

    app.addHook("onClose", async () => {
      await stopListening?.();
      clearTimeout(again);
      cache.clear();
      aliases.clear();
    });
  },
  { name: "public-cache", dependencies: ["rate-limits"] },
);
