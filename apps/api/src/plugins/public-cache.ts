// Public read cache (DESIGN §1, issue 6): anonymous GET/HEAD of the public endpoints are answered
// from memory with the serialized body, already compressed, a strong ETag and a 304 on a match.
//
// Correctness with several instances:
// - a successful (2xx) POST/PUT/PATCH/DELETE under /api/v1 clears this instance's cache before its
//   answer leaves, so the writer reads its own write on the same instance;
// - the same write bumps a counter row in `data_versions`; every instance reads that counter at
//   most once per PUBLIC_CACHE_TTL_MS (on the first public read after the interval) and clears its
//   cache when it moved, so another instance serves a stale answer for at most that long;
// - a miss that started before an invalidation is not stored (generation check).
//
// Nothing in the route files changes: the plugin attaches its hooks to the matching routes through
// `onRoute`, so it must be registered before the routes. Callers that send an Authorization header
// always reach the route (their answer may differ, and must not be shared).
//
// `Cache-Control: public, max-age=0, must-revalidate`: browsers and shared caches may keep the
// answer but must revalidate each time; the revalidation is a cheap 304 from memory. A longer
// max-age would let an admin approve a member and still see the old carousel.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The anonymous, cacheable read endpoints (any query string). */
export const PUBLIC_CACHE_PATHS = [
  "/api/v1/courses/approved",
  "/api/v1/members/approved",
  "/api/v1/partners",
  "/api/v1/reports/summary",
];

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The `data_versions` row bumped by every public-data write. */
export const DATA_VERSION_KEY = "public";

/** Writes that change no public data and happen often. */
const NON_DATA_WRITES = new Set(["/api/v1/users/login", "/api/v1/users/logout"]);
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Response headers replayed from the cached answer (an allow-list: never cookies or nonces). */
const KEPT_HEADERS = ["content-type", "x-total-count", "link", "content-language"];
/** Below this size compression costs more than it saves (same threshold as the security plugin). */
const COMPRESS_THRESHOLD = 1024;

export interface PublicCacheOptions {
  paths?: string[];
  /** How long an instance trusts its cache before checking `data_versions` again. */
  ttlMs?: number;
  /** Bounds on memory: entries (distinct URLs, LRU) and the size of one body. */
  maxEntries?: number;
  maxBodyBytes?: number;
}

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  body: Buffer;
  /** Hash of the body; the ETag of each coding is derived from it. */
  hash: string;
  headers: Array<[string, string]>;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

interface RequestState {
  key: string;
  generation: number;
  /** Only a GET miss stores its answer (a HEAD answer has no body). */
  store: boolean;
  /** This request fills the entry others are waiting for. */
  release?: () => void;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
  notModified: number;
  invalidations: number;
  entries: number;
}

declare module "fastify" {
  interface FastifyInstance {
    publicCache: {
      /** Clears this instance's cache and bumps the shared version (for writes outside HTTP). */
      invalidate(): Promise<void>;
      stats(): PublicCacheStats;
    };
  }
  interface FastifyRequest {
    publicCacheState: RequestState | null;
  }
}

const etagOf = (hash: string, encoding: Encoding) =>
  encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;

/** True when If-None-Match names any coding of this body (they all carry the same content). */
function matches(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.includes(hash);
}

const encodingMemo = new Map<string, Encoding>();

/** br if accepted, else gzip, else identity (honours q=0). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const memo = encodingMemo.get(header);
  if (memo) return memo;
  let br = false;
  let gz = false;
  let star = false;
  for (const part of header.toLowerCase().split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName!.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = !q || Number(q.slice(2)) > 0;
    if (name === "br") br = accepted;
    else if (name === "gzip" || name === "x-gzip") gz = accepted;
    else if (name === "*") star = accepted;
  }
  const result: Encoding = br || star ? "br" : gz ? "gzip" : "identity";
  if (encodingMemo.size < 64) encodingMemo.set(header, result);
  return result;
}

function normalise(url: string): string {
  return url.length > 1 && url.endsWith("/") ? url.slice(0, -1) : url;
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return normalise(q === -1 ? url : url.slice(0, q));
}

function addHook<K extends "onRequest" | "onSend" | "onResponse" | "onRequestAbort">(
  routeOptions: RouteOptions,
  name: K,
  hook: unknown,
  first = false,
) {
  const options = routeOptions as unknown as Record<string, unknown>;
  const existing = options[name];
  const list = Array.isArray(existing) ? [...existing] : existing ? [existing] : [];
  if (first) list.unshift(hook);
  else list.push(hook);
  options[name] = list;
}

export default fp<PublicCacheOptions>(
  async function publicCache(app: FastifyInstance, options) {
    const paths = new Set((options.paths ?? PUBLIC_CACHE_PATHS).map(normalise));
    const ttlMs = options.ttlMs ?? app.config.PUBLIC_CACHE_TTL_MS;
    const maxEntries = options.maxEntries ?? 500;
    const maxBodyBytes = options.maxBodyBytes ?? 4 * 1024 * 1024;

    const cache = new Map<string, Entry>();
    /** Misses being computed, so concurrent requests for the same URL wait instead of querying. */
    const pending = new Map<string, Promise<void>>();
    let generation = 0;
    let knownVersion: number | null = null;
    let checkedAt = 0;
    let checking: Promise<void> | null = null;
    const stats = { hits: 0, misses: 0, notModified: 0, invalidations: 0 };

    const clear = () => {
      generation += 1;
      stats.invalidations += 1;
      cache.clear();
    };

    const readVersion = async (): Promise<number> => {
      const result = await app.db.execute(
        sql`select version from data_versions where key = ${DATA_VERSION_KEY}`,
      );
      const rows = (result as unknown as { rows: Array<{ version: string | number }> }).rows;
      return Number(rows[0]?.version ?? 0);
    };

    const bumpVersion = async (): Promise<number> => {
      const result = await app.db.execute(sql`
        insert into data_versions (key, version) values (${DATA_VERSION_KEY}, 1)
        on conflict (key) do update set version = data_versions.version + 1
        returning version`);
      const rows = (result as unknown as { rows: Array<{ version: string | number }> }).rows;
      return Number(rows[0]?.version ?? 0);
    };

    /** Re-reads the shared version when the TTL has passed; clears the cache when it moved. */
    const ensureFresh = async () => {
      if (Date.now() - checkedAt < ttlMs && knownVersion !== null) return;
      checking ??= (async () => {
        try {
          const version = await readVersion();
          if (knownVersion !== null && version !== knownVersion) clear();
          knownVersion = version;
          checkedAt = Date.now();
        } catch (error) {
          // Database unreachable: do not serve from a cache we cannot vouch for.
          clear();
          knownVersion = null;
          app.log.warn({ err: error }, "public cache: cannot read data version");
        } finally {
          checking = null;
        }
      })();
      await checking;
    };

    const invalidate = async () => {
      clear();
      try {
        knownVersion = await bumpVersion();
        checkedAt = Date.now();
      } catch (error) {
        knownVersion = null;
        app.log.error({ err: error }, "public cache: cannot bump data version");
      }
    };

    const variant = (entry: Entry, encoding: Encoding): Promise<Buffer> | Buffer => {
      if (encoding === "identity" || entry.body.length < COMPRESS_THRESHOLD) return entry.body;
      if (encoding === "br") {
        entry.br ??= brotliAsync(entry.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: entry.body.length < 256 * 1024 ? 11 : 6,
            [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        });
        return entry.br;
      }
      entry.gzip ??= gzipAsync(entry.body, { level: 9 });
      return entry.gzip;
    };

    /** Sends an entry (or a 304) with its validators; the compression plugin skips it. */
    const sendEntry = async (
      request: FastifyRequest,
      reply: FastifyReply,
      entry: Entry,
      cacheStatus: string,
    ) => {
      const encoding =
        entry.body.length < COMPRESS_THRESHOLD
          ? "identity"
          : pickEncoding(request.headers["accept-encoding"]);
      for (const [name, value] of entry.headers) reply.header(name, value);
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      reply.header("vary", "Accept-Encoding");
      reply.header("etag", etagOf(entry.hash, encoding));
      reply.header("x-cache", cacheStatus);
      if (matches(request.headers["if-none-match"], entry.hash)) {
        stats.notModified += 1;
        reply.removeHeader("content-type");
        return reply.code(304).send();
      }
      const payload = await variant(entry, encoding);
      if (encoding !== "identity" && payload !== entry.body) reply.header("content-encoding", encoding);
      return reply.code(200).send(payload);
    };

    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== undefined) return;
      await ensureFresh();
      const key = request.url;
      let entry = cache.get(key);
      if (!entry && request.method === "GET") {
        const inFlight = pending.get(key);
        if (inFlight) {
          await inFlight;
          entry = cache.get(key);
        } else {
          let release!: () => void;
          const promise = new Promise<void>((resolve) => {
            release = resolve;
          });
          pending.set(key, promise);
          request.publicCacheState = {
            key,
            generation,
            store: true,
            release: () => {
              if (pending.get(key) === promise) pending.delete(key);
              release();
            },
          };
          stats.misses += 1;
          return;
        }
      }
      if (!entry) {
        stats.misses += 1;
        request.publicCacheState = { key, generation, store: request.method === "GET" };
        return;
      }
      // LRU: a hit moves the entry to the end.
      cache.delete(key);
      cache.set(key, entry);
      stats.hits += 1;
      return sendEntry(request, reply, entry, "HIT");
    };

    /** Runs first among the route's onSend hooks: stores a 200 miss, answers it like a hit. */
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const state = request.publicCacheState;
      if (!state) return payload;
      request.publicCacheState = null;
      try {
        if (!state.store || reply.statusCode !== 200 || reply.hasHeader("set-cookie")) return payload;
        if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
        const body = typeof payload === "string" ? Buffer.from(payload) : payload;
        if (body.length > maxBodyBytes) return payload;
        const headers: Array<[string, string]> = [];
        for (const name of KEPT_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers.push([name, String(value)]);
        }
        const entry: Entry = {
          body,
          hash: createHash("sha256").update(body).digest("base64url").slice(0, 27),
          headers,
        };
        if (state.generation === generation) {
          cache.set(state.key, entry);
          if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
        }
        const encoding =
          body.length < COMPRESS_THRESHOLD ? "identity" : pickEncoding(request.headers["accept-encoding"]);
        reply.header("cache-control", PUBLIC_CACHE_CONTROL);
        reply.header("vary", "Accept-Encoding");
        reply.header("etag", etagOf(entry.hash, encoding));
        reply.header("x-cache", "MISS");
        if (matches(request.headers["if-none-match"], entry.hash)) {
          stats.notModified += 1;
          reply.code(304);
          reply.removeHeader("content-type");
          return "";
        }
        if (encoding === "identity") return payload;
        const compressed = await variant(entry, encoding);
        if (compressed !== body) reply.header("content-encoding", encoding);
        return compressed;
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
    });

    app.addHook("onRoute", (routeOptions) => {
      const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
      if (!methods.some((m) => m === "GET" || m === "HEAD")) return;
      if (!paths.has(normalise(routeOptions.url ?? ""))) return;
      addHook(routeOptions, "onRequest", onRequest);
      // First, so it sees the serialized body before the compression plugin turns it into a stream.
      addHook(routeOptions, "onSend", onSend, true);
      // A request that never reached onSend (aborted, or failed before sending) frees its waiters.
      addHook(routeOptions, "onResponse", release);
      addHook(routeOptions, "onRequestAbort", release);
    });

    // Invalidate on successful writes, before the answer leaves (read-your-writes on this instance).
    app.addHook("onSend", async (request, reply, payload) => {
      if (
        WRITE_METHODS.has(request.method) &&
        reply.statusCode >= 200 &&
        reply.statusCode < 300 &&
        request.url.startsWith("/api/v1/") &&
        !NON_DATA_WRITES.has(pathOf(request.url))
      ) {
        await invalidate();
      }
      return payload;
    });
  },
  { name: "public-cache" },
);
