// Public read cache (DESIGN §1, issue 6): anonymous GET/HEAD of the public endpoints (and of the
// server-rendered public pages) are answered from memory: the stored answer, already compressed
// (brotli and gzip, made once per entry), a strong ETag (hash of the body) and a 304 on a match.
//
// Correctness with several instances:
// - a successful (2xx) POST/PUT/PATCH/DELETE under /api/v1 clears this instance's cache before its
//   answer leaves, so the writer reads its own write on the same instance;
// - the same write bumps a counter row in `data_versions`; every instance reads that counter at
//   most once per PUBLIC_CACHE_TTL_MS (on the first public read after the interval, which waits for
//   it) and clears its cache when it moved, so another instance serves a stale answer for at most
//   that long;
// - a miss that started before an invalidation is not stored (generation check);
// - pages (non-API paths) also expire after PUBLIC_CACHE_TTL_MS, because the page renderer may
//   keep its own short-lived copy.
//
// Two paths serve a hit:
// - fast: a root onRequest hook, which runs before every other hook when this plugin is registered
//   first, writes the stored answer with the headers the full pipeline produced for it (security
//   headers included) and skips the rest of the request lifecycle; it is taken only when the
//   entry is fresh without asking the database and its coding is ready;
// - regular: a route-level onRequest hook (after the security and auth hooks) that first checks
//   the shared version when the TTL has passed.
// Nothing in the route files changes: the plugin finds the routes through `onRoute`, so it must be
// registered before them. Callers that send an Authorization header always reach the route (their
// answer may differ, and must not be shared).
//
// `Cache-Control: public, max-age=0, must-revalidate`: browsers and shared caches may keep the
// answer but must revalidate each time; the revalidation is a cheap 304 from memory. A longer
// max-age would let an admin approve a member and still see the old carousel.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
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
/** Server-rendered public pages (cached when the web app registers them). */
export const PUBLIC_CACHE_PAGES = ["/", "/learning", "/membership", "/contact", "/login"];

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** The `data_versions` row bumped by every public-data write. */
export const DATA_VERSION_KEY = "public";

/** Writes that change no public data and happen often. */
const NON_DATA_WRITES = new Set(["/api/v1/users/login", "/api/v1/users/logout"]);
/**
 * Writes whose data never reaches a public answer: information requests (admin-only), uploads
 * (public only once a course or partner names them, and that write invalidates), and a membership
 * application from anyone but an admin (always unapproved). Without this, every public form post
 * cleared every instance's cache and made the next visitors re-render the pages.
 */
function changesNoPublicData(request: FastifyRequest, path: string): boolean {
  if (NON_DATA_WRITES.has(path)) return true;
  if (path === "/api/v1/requests" || path.startsWith("/api/v1/requests/")) return true;
  if (path === "/api/v1/uploads") return true;
  return path === "/api/v1/members" && request.method === "POST" && !request.user?.isAdmin;
}
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Headers of the stored answer that are not replayed (hop-by-hop, or set per answer here). */
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
]);
/** Below this size compression costs more than it saves (same threshold as the security plugin). */
const COMPRESS_THRESHOLD = 1024;

export interface PublicCacheOptions {
  paths?: string[];
  pages?: string[];
  /** How long an instance trusts its cache before checking `data_versions` again. */
  ttlMs?: number;
  /** Bounds on memory: entries (distinct URLs) and the size of one body. */
  maxEntries?: number;
  maxBodyBytes?: number;
}

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  body: Buffer;
  /** Hash of the body; the ETag of each coding is derived from it. */
  hash: string;
  /** Headers of the answer as the full pipeline produced them (security headers included). */
  headers: OutgoingHttpHeaders;
  /** Pages expire (their renderer may hold its own copy); API answers live until invalidated. */
  expires: number;
  br?: Buffer;
  gzip?: Buffer;
  brPending?: Promise<Buffer>;
  gzipPending?: Promise<Buffer>;
  /** Ready-made header sets per coding, for the fast path. */
  out: Partial<Record<Encoding, OutgoingHttpHeaders>>;
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
      /** Called whenever this instance's cache is cleared (e.g. to drop a page renderer's copy). */
      onInvalidate(listener: () => void): void;
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
  return ifNoneMatch.includes(hash) || ifNoneMatch.trim() === "*";
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

function addHook(routeOptions: RouteOptions, name: string, hook: unknown, first = false) {
  const options = routeOptions as unknown as Record<string, unknown>;
  const existing = options[name];
  const list = Array.isArray(existing) ? [...existing] : existing ? [existing] : [];
  if (first) list.unshift(hook);
  else list.push(hook);
  options[name] = list;
}

export default fp<PublicCacheOptions>(
  async function publicCache(app: FastifyInstance, options) {
    const apiPaths = new Set((options.paths ?? PUBLIC_CACHE_PATHS).map(normalise));
    const pagePaths = new Set((options.pages ?? PUBLIC_CACHE_PAGES).map(normalise));
    const ttlMs = options.ttlMs ?? app.config.PUBLIC_CACHE_TTL_MS;
    const maxEntries = options.maxEntries ?? 500;
    const maxBodyBytes = options.maxBodyBytes ?? 4 * 1024 * 1024;

    const cache = new Map<string, Entry>();
    /** Misses being computed, so concurrent requests for the same URL wait instead of querying. */
    const pending = new Map<string, Promise<void>>();
    const listeners: Array<() => void> = [];
    let generation = 0;
    let knownVersion: number | null = null;
    let checkedAt = 0;
    let checking: Promise<void> | null = null;
    const stats = { hits: 0, misses: 0, notModified: 0, invalidations: 0 };

    /** Pages vary with the origin (canonical links); the key carries protocol and host. */
    const keyOf = (request: FastifyRequest) => `${request.protocol}://${request.host}${request.url}`;

    const clear = () => {
      generation += 1;
      stats.invalidations += 1;
      cache.clear();
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          app.log.error({ err: error }, "public cache: invalidation listener failed");
        }
      }
    };

    const rowsOf = (result: unknown) => (result as { rows: Array<{ version: string | number }> }).rows;

    const readVersion = async (): Promise<number> => {
      const result = await app.db.execute(
        sql`select version from data_versions where key = ${DATA_VERSION_KEY}`,
      );
      return Number(rowsOf(result)[0]?.version ?? 0);
    };

    const bumpVersion = async (): Promise<number> => {
      const result = await app.db.execute(sql`
        insert into data_versions (key, version) values (${DATA_VERSION_KEY}, 1)
        on conflict (key) do update set version = data_versions.version + 1
        returning version`);
      return Number(rowsOf(result)[0]?.version ?? 0);
    };

    const isFresh = () => knownVersion !== null && Date.now() - checkedAt < ttlMs;

    /** Re-reads the shared version when the TTL has passed; clears the cache when it moved. */
    const ensureFresh = async () => {
      if (isFresh()) return;
      checking ??= (async () => {
        try {
          const version = await readVersion();
          if (knownVersion === null || version !== knownVersion) clear();
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
        const version = await bumpVersion();
        // Another write may have cleared the cache again meanwhile: that is fine, it only clears.
        knownVersion = version;
        checkedAt = Date.now();
      } catch (error) {
        knownVersion = null;
        app.log.error({ err: error }, "public cache: cannot bump data version");
      }
    };

    /** The body in a coding: a Buffer when ready, else a promise (made once per entry). */
    const variant = (entry: Entry, encoding: Encoding): Buffer | Promise<Buffer> => {
      if (encoding === "identity") return entry.body;
      if (encoding === "br") {
        if (entry.br) return entry.br;
        entry.brPending ??= brotliAsync(entry.body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: entry.body.length < 256 * 1024 ? 11 : 6,
            [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        }).then((buffer) => {
          entry.br = buffer;
          return buffer;
        });
        return entry.brPending;
      }
      if (entry.gzip) return entry.gzip;
      entry.gzipPending ??= gzipAsync(entry.body, { level: 9 }).then((buffer) => {
        entry.gzip = buffer;
        return buffer;
      });
      return entry.gzipPending;
    };

    const encodingFor = (entry: Entry, acceptEncoding: string | undefined): Encoding =>
      entry.body.length < COMPRESS_THRESHOLD ? "identity" : pickEncoding(acceptEncoding);

    /** The headers of a 200 in `encoding` (built once per entry and coding). */
    const headersFor = (entry: Entry, encoding: Encoding, body: Buffer): OutgoingHttpHeaders => {
      let headers = entry.out[encoding];
      if (!headers) {
        headers = {
          ...entry.headers,
          "cache-control": PUBLIC_CACHE_CONTROL,
          vary: "Accept-Encoding",
          etag: etagOf(entry.hash, encoding),
          "content-length": String(body.length),
          "x-cache": "HIT",
          ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        };
        entry.out[encoding] = headers;
      }
      return headers;
    };

    const storeEntry = (state: RequestState, body: Buffer, headers: OutgoingHttpHeaders, page: boolean) => {
      const entry: Entry = {
        body,
        hash: createHash("sha256").update(body).digest("base64url").slice(0, 27),
        headers,
        expires: page ? Date.now() + ttlMs : Number.POSITIVE_INFINITY,
        out: {},
      };
      if (state.generation === generation) {
        cache.delete(state.key);
        cache.set(state.key, entry);
        if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
        // Prepare the coding browsers ask for, so later hits take the fast path.
        if (body.length >= COMPRESS_THRESHOLD) {
          void Promise.resolve(variant(entry, "br")).catch(() => {});
          void Promise.resolve(variant(entry, "gzip")).catch(() => {});
        }
      }
      return entry;
    };

    // --- fast path: first onRequest hook of every route --------------------------------------
    const writeHit = (
      req: IncomingMessage,
      res: ServerResponse,
      entry: Entry,
      encoding: Encoding,
      body: Buffer,
    ) => {
      if (matches(req.headers["if-none-match"], entry.hash)) {
        stats.notModified += 1;
        const {
          "content-length": _length,
          "content-type": _type,
          ...headers
        } = headersFor(entry, encoding, body);
        res.writeHead(304, headers);
        res.end();
        return;
      }
      res.writeHead(200, headersFor(entry, encoding, body));
      if (req.method === "HEAD") res.end();
      else res.end(body);
    };

    app.addHook("onRequest", (request, reply, done) => {
      const method = request.method;
      if (
        (method !== "GET" && method !== "HEAD") ||
        request.headers.authorization !== undefined ||
        !isFresh()
      ) {
        return done();
      }
      const entry = cache.get(keyOf(request));
      if (!entry || entry.expires <= Date.now()) return done();
      const encoding = encodingFor(entry, request.headers["accept-encoding"]);
      const body = variant(entry, encoding);
      if (!Buffer.isBuffer(body)) return done(); // coding still being made: the regular path waits
      stats.hits += 1;
      reply.hijack();
      writeHit(request.raw, reply.raw, entry, encoding, body);
    });

    // --- regular path: route-level hooks on the cacheable routes -------------------------------
    const sendEntry = async (request: FastifyRequest, reply: FastifyReply, entry: Entry) => {
      const encoding = encodingFor(entry, request.headers["accept-encoding"]);
      const body = await variant(entry, encoding);
      const headers = headersFor(entry, encoding, body);
      if (matches(request.headers["if-none-match"], entry.hash)) {
        stats.notModified += 1;
        const { "content-length": _length, "content-type": _type, ...rest } = headers;
        return reply.code(304).headers(rest).send();
      }
      const { "content-length": _length, ...rest } = headers;
      return reply
        .code(200)
        .headers(rest)
        .send(request.method === "HEAD" ? "" : body);
    };

    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== undefined) return;
      await ensureFresh();
      const key = keyOf(request);
      let entry = cache.get(key);
      if (entry && entry.expires <= Date.now()) {
        cache.delete(key);
        entry = undefined;
      }
      if (!entry && request.method === "GET") {
        const inFlight = pending.get(key);
        if (inFlight) {
          await inFlight;
          entry = cache.get(key);
        } else {
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
              if (pending.get(key) === promise) pending.delete(key);
              resolve();
            },
          };
          return;
        }
      }
      if (!entry) {
        stats.misses += 1;
        request.publicCacheState = { key, generation, store: request.method === "GET" };
        return;
      }
      stats.hits += 1;
      return sendEntry(request, reply, entry);
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
        const headers: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase()))
            headers[name.toLowerCase()] = value;
        }
        const entry = storeEntry(state, body, headers, !request.url.startsWith("/api/"));
        const encoding = encodingFor(entry, request.headers["accept-encoding"]);
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
        reply.header("content-encoding", encoding);
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
      onInvalidate: (listener: () => void) => {
        listeners.push(listener);
      },
      stats: () => ({ ...stats, entries: cache.size }),
    });

    app.addHook("onRoute", (routeOptions) => {
      const methods = Array.isArray(routeOptions.method) ? routeOptions.method : [routeOptions.method];
      if (!methods.some((m) => m === "GET" || m === "HEAD")) return;
      const path = normalise(routeOptions.url ?? "");
      if (!apiPaths.has(path) && !pagePaths.has(path)) return;
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
        !changesNoPublicData(request, pathOf(request.url))
      ) {
        await invalidate();
      }
      return payload;
    });
  },
  { name: "public-cache" },
);
