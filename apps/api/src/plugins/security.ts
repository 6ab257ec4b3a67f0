// Security headers and compression (OWASP ASVS 5.0 level 2, chapters 3 and 4).
//
// - A strict Content-Security-Policy on every response: scripts only from our origin (no inline
//   script, no eval), no plugins, no <base>, no framing, forms only to our origin. Style
//   attributes are allowed (`style-src-attr 'unsafe-inline'`) because server-rendered React
//   markup carries `style="..."` attributes (e.g. motion's initial states); style *elements* and
//   style sheets stay `'self'` only. See docs/decisions/0006-security-headers-and-hardening.md.
// - Swagger UI (/api/docs) runs under this same policy: its page loads only its own script files
//   (no inline script), which matters because staff tokens live in this origin's storage.
// - HSTS only when the request came over HTTPS (request.protocol honours TRUST_PROXY), so a
//   plain-HTTP development or intranet deployment is never pinned to HTTPS by mistake.
// - nosniff, Referrer-Policy strict-origin-when-cross-origin, COOP same-origin, CORP same-origin,
//   X-Frame-Options DENY, a restrictive Permissions-Policy; Fastify sends no X-Powered-By.
// - Signed-in answers (and API answers to any caller with a token) are `Cache-Control: private,
//   no-store` unless a route chose otherwise, so no CDN, shared cache or back button keeps
//   personal data.
// - Text responses are compressed (gzip/brotli at a cheap level, so compression never becomes
//   the bottleneck under load).

import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { Duplex } from "node:stream";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { SIGNED_IN_CACHE_CONTROL } from "./public-cache/headers";

/** The site's policy, as helmet directives. Exported for tests and the docs. */
export const CSP_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'"],
  "style-src-elem": ["'self'"],
  "style-src-attr": ["'unsafe-inline'"],
  // Pictures are uploads to this site only (course and partner images are checked to be), so no
  // page can make a visitor's browser call a third-party server.
  "img-src": ["'self'", "data:", "blob:"],
  "media-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
} as const;

export const HSTS = "max-age=31536000; includeSubDomains";
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

export const NUL_MESSAGE = "Text must not contain NUL characters";
export const DOT_SEGMENT_MESSAGE = "Paths must not contain '.' or '..' segments";

/** True when the path (before `?`) has a `.` or `..` segment, written plainly or percent-encoded. */
export function hasDotSegment(url: string): boolean {
  const path = url.split("?")[0]!;
  return path.split(/\/|%2f|%5c|\\/iu).some((segment) => /^(\.|%2e){1,2}$/iu.test(segment));
}

/** True when any string (or key) in a parsed body, query or params holds U+0000. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (!value || typeof value !== "object" || depth > 32 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => hasNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000") || hasNul(item, depth + 1)) return true;
  }
  return false;
}

/** Helmet's options for the site: the policy above and the headers of the file's header comment. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    // helmet's type wants mutable lists; the policy itself is a constant.
    directives: Object.fromEntries(
      Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]]),
    ),
  },
  // Set per request: only over HTTPS.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: "deny" },
  xContentTypeOptions: true,
  xPermittedCrossDomainPolicies: { permittedPolicies: "none" },
} as const;

/**
 * The headers helmet sets, computed once at start-up. (@fastify/helmet called `helmet(options)`
 * on every request, which rebuilt every middleware and re-parsed the policy each time: a visible
 * share of the CPU of every request that is not a cache hit.)
 */
export function securityHeaderList(): Array<[string, string]> {
  // A response that is never sent collects what helmet sets.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(HELMET_OPTIONS as Parameters<typeof helmet>[0])(request, response, () => {});
  const headers = new Map<string, string>(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  return [...headers];
}

/**
 * Sets the security headers on every answer, first of all hooks (app.ts registers it before the
 * read throttles), so a 429 from a throttle or an early refusal carries them too.
 */
export const securityHeadersFirst = fp(
  async function securityHeadersFirst(app: FastifyInstance) {
    const headerList = securityHeaderList();
    app.addHook("onRequest", (request, reply, done) => {
      const raw = reply.raw;
      for (const [name, value] of headerList) raw.setHeader(name, value);
      if (request.protocol === "https") raw.setHeader("Strict-Transport-Security", HSTS);
      done();
    });
  },
  { name: "security-headers-first" },
);

/** Fastify's own 400 for an address it cannot decode, with the headers and without echoing it. */
export function badUrlHandler(headerList: Array<[string, string]>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    for (const [name, value] of headerList) reply.header(name, value);
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply.code(status).send({ message: BAD_URL_MESSAGE });
  };
}

export const BAD_URL_MESSAGE = "This address is not valid";

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/**
 * Node's refusals before a request exists (a header section too large, a malformed request): the
 * same answer Fastify gives, but with the security headers and a JSON message.
 */
export function clientErrorHandler(headerList: Array<[string, string]>) {
  return (error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = JSON.stringify({ message: STATUS_TEXT[status] });
    const headers = [
      ...headerList.map(([name, value]) => `${name}: ${value}`),
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
    ];
    socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${headers.join("\r\n")}\r\n\r\n${body}`);
  };
}

export default fp(
  async function security(app: FastifyInstance) {
    app.addHook("onRequest", (request, reply, done) => {
      // The headers themselves are set by `securityHeadersFirst`, before any hook may answer.
      // No route has a "." or ".." segment; refusing them outright means no handler (uploads,
      // static files, the page renderer) ever has to get path normalisation right.
      if (hasDotSegment(request.url)) {
        reply.code(400).send({ message: DOT_SEGMENT_MESSAGE });
        return;
      }
      done();
    });

    // PostgreSQL text cannot hold U+0000: refuse it up front with a 400 for every route, instead
    // of a database error (found by test/fuzz-api.test.ts).
    app.addHook("preValidation", async (request, reply) => {
      if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
        return reply.code(400).send({ message: NUL_MESSAGE });
      }
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const signedIn = !!request.user || (!!request.headers.authorization && request.url.startsWith("/api/"));
      if (signedIn && !reply.hasHeader("cache-control"))
        reply.header("Cache-Control", SIGNED_IN_CACHE_CONTROL);
      return payload;
    });

    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: "security" },
);
