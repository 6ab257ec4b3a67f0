// The public cache's fastest path: the HTTP server's request listener answers an anonymous GET or
// HEAD of a URL already seen (plugins/public-cache/entry.ts), before Fastify routes it, builds its request
// and reply, a child logger and response listeners. Everything else goes to Fastify unchanged.
//
// What a hit skips is safe to skip: the URL got its alias only after the full pipeline accepted
// it (security checks, validation) and the entry replays the headers that pipeline produced.
// What depends on the request is redone here: HSTS over HTTPS, the ETag match, the coding. The
// server's configuration decides when this path is off (app.ts): behind a trusted proxy (the
// scheme then comes from X-Forwarded-Proto, which Fastify checks) and when public reads are
// throttled (the throttle must count every read).
//
// Request logging is kept: one "request completed" line at info, as Fastify writes it
// (lib/logger.ts), with ids of its own ("hit-…").
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { TLSSocket } from "node:tls";
import type { FastifyBaseLogger, FastifyServerOptions } from "fastify";
import { withPageVariant } from "../../lib/lighter-page";
import { type Entry, writeHit } from "./entry";

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface FastPathOptions {
  /** The fresh entry of a URL seen before, if any. */
  lookup(url: string): Entry | undefined;
  hsts: string;
  log: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };
  onHit(status: 200 | 304): void;
}

/** True for addresses whose answer may differ for a signed-in caller (the API). */
export const mayDependOnCaller = (url: string) => url.startsWith("/api/");

export function createFastPath({ lookup, hsts, log, onHit }: FastPathOptions) {
  let closed = false;
  let next = 0;
  const serve: FastPath = (req, res) => {
    const method = req.method;
    const url = req.url;
    if (closed || (method !== "GET" && method !== "HEAD") || url === undefined) return false;
    const headers = req.headers;
    // Pages do not depend on who asks (staff sign in with a token the browser keeps, never a
    // cookie): only API answers may differ for a signed-in caller.
    if (headers.authorization !== undefined && mayDependOnCaller(url)) return false;
    const entry = lookup(withPageVariant(url, url, headers));
    if (!entry) return false;
    const started = performance.now();
    const status = writeHit(res, entry, {
      method,
      acceptEncoding: headers["accept-encoding"],
      ifNoneMatch: headers["if-none-match"],
      hsts: (req.socket as TLSSocket).encrypted ? hsts : undefined,
    });
    onHit(status);
    if (log.isLevelEnabled?.("info") ?? true) {
      next = (next + 1) % Number.MAX_SAFE_INTEGER;
      const socket = req.socket;
      log.info(
        {
          reqId: `hit-${next.toString(36)}`,
          req: { method, url, host: headers.host, ip: socket.remoteAddress, socket },
          res: { statusCode: status },
          responseTime: performance.now() - started,
        },
        "request completed",
      );
    }
    return true;
  };
  return {
    serve,
    /** No more hits from here once the server is closing: Fastify answers (and drains). */
    close() {
      closed = true;
    },
  };
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make (same timeouts), whose request
 * listener asks `fastPath()` first. `fastPath` is read per request, so it can be set once the
 * cache exists.
 */
export function serverWithFastPath(fastPath: () => FastPath | null) {
  return (
    handler: (req: IncomingMessage, res: ServerResponse) => void,
    options: FastifyServerOptions,
  ): Server => {
    const http = (options as { http?: ServerOptions }).http ?? {};
    const server = createServer(http, (req, res) => {
      const serve = fastPath();
      if (serve === null || !serve(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
