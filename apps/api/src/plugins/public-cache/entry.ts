// One entry of the public cache (plugins/public-cache/index.ts) and how a hit on it is written: the
// stored body and its compressed copies, a strong ETag per coding (derived from one hash of the
// body), and the headers the full pipeline produced, replayed on every hit. Writing a hit needs
// only the raw response and four facts of the request, so the same code answers from Fastify's
// first hook and from the server's request listener (plugins/public-cache/fast-path.ts).
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { httpDate } from "../../lib/clock";
import { compressLater, type Encoding, readyEncoding } from "./encodings";

export interface Entry {
  body: Buffer;
  /** Hash of the body; the ETag of each coding is derived from it. */
  hash: string;
  /** Headers of the answer as the full pipeline produced them (security and caching headers included). */
  headers: OutgoingHttpHeaders;
  br?: Buffer;
  gzip?: Buffer;
  compressing?: boolean;
  /** Ready-made header sets per coding. */
  out: Partial<Record<Encoding, OutgoingHttpHeaders>>;
  /** Ready-made answers (status line, headers and body in one buffer) per coding. */
  raw?: Partial<Record<Encoding, RawAnswer>>;
}

/**
 * A whole 200 answer in one buffer, as Node's `writeHead` and `end` would write it on a keep-alive
 * connection: the status line, the entry's headers, `Date`, `Connection`, `Keep-Alive`, the body.
 * Only the date changes between hits: it is written in place (always 29 bytes) once a second.
 */
interface RawAnswer {
  buffer: Buffer;
  /** Where the date's 29 bytes start. */
  dateAt: number;
  /** The date the buffer carries now. */
  date: string;
  /** The `Keep-Alive: timeout=` seconds it was built with (the server's setting). */
  keepAlive: number;
}

/** What a hit needs to know of its request. */
export interface HitRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** Sends HSTS (only over HTTPS, as the security plugin does). */
  hsts: string | undefined;
}

/** The hash a body's ETags are derived from (SHA-256, base64url, 27 characters). */
export const bodyHash = (body: Buffer) => createHash("sha256").update(body).digest("base64url").slice(0, 27);

export const etagOf = (hash: string, encoding: Encoding) =>
  encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;

/** True when If-None-Match names any coding of this body (they all carry the same content). */
export const matches = (ifNoneMatch: string | undefined, hash: string) =>
  !!ifNoneMatch && (ifNoneMatch.includes(hash) || ifNoneMatch.trim() === "*");

/** The headers of a 200 in `encoding` (built once per entry and coding). */
export function headersFor(entry: Entry, encoding: Encoding): OutgoingHttpHeaders {
  let headers = entry.out[encoding];
  if (!headers) {
    headers = {
      ...entry.headers,
      etag: etagOf(entry.hash, encoding),
      "content-length": String(bodyOf(entry, encoding).length),
      "x-cache": "HIT",
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
    };
    entry.out[encoding] = headers;
  }
  return headers;
}

export const bodyOf = (entry: Entry, encoding: Encoding) =>
  encoding === "identity" ? entry.body : entry[encoding]!;

/**
 * The coding a hit is answered in: the client's preferred one if its copy is ready, else none
 * (and the copies are queued, once per entry).
 */
export function hitEncoding(entry: Entry, acceptEncoding: string | undefined): Encoding {
  const encoding = readyEncoding(entry, acceptEncoding);
  if (encoding === "identity") compressLater(entry, acceptEncoding);
  return encoding;
}

/**
 * The parts of Node's ServerResponse (node:_http_outgoing, node:_http_server) that decide what
 * `writeHead` adds to the headers: read to tell whether the one-buffer answer is what Node would
 * write, and `_header`/`_headerSent` set so that `end(buffer)` sends the buffer as it is. The
 * byte-for-byte test (apps/api/test/platform/public-cache-bytes.test.ts) compares both ways of
 * writing; a Node version that changed these fields fails it.
 */
interface NodeResponse {
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached: boolean;
  sendDate: boolean;
  _keepAliveTimeout: number;
  _maxRequestsPerSocket: number | undefined;
  _defaultKeepAlive: boolean;
  _removedConnection: boolean;
  _hasBody: boolean;
  _header: string | null;
  _headerSent: boolean;
}

/**
 * The `Keep-Alive` seconds Node would announce on this response, or -1 when Node would write
 * anything but `Date`, `Connection: keep-alive` and `Keep-Alive: timeout=N` after the headers
 * (a closing connection, a request limit per socket, HEAD, headers already set on the response).
 */
function plainKeepAlive(res: ServerResponse): number {
  const r = res as unknown as NodeResponse;
  if (
    r._header !== null ||
    !r.shouldKeepAlive ||
    r.maxRequestsOnConnectionReached ||
    !r.sendDate ||
    !r._hasBody ||
    !r._defaultKeepAlive ||
    r._removedConnection ||
    ~~(r._maxRequestsPerSocket ?? 0) > 0 ||
    !r._keepAliveTimeout ||
    res.getHeaderNames().length > 0
  ) {
    return -1;
  }
  return Math.floor(r._keepAliveTimeout / 1000);
}

/** The one-buffer answer of `entry` in `encoding`, built once per entry, coding and setting. */
function rawAnswer(entry: Entry, encoding: Encoding, keepAlive: number): RawAnswer {
  entry.raw ??= {};
  const raws = entry.raw;
  const existing = raws[encoding];
  if (existing && existing.keepAlive === keepAlive) return existing;
  // The lines `writeHead(200, headers)` writes, in the same order (arrays as repeated lines).
  let head = "HTTP/1.1 200 OK\r\n";
  for (const [name, value] of Object.entries(headersFor(entry, encoding))) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) head += `${name}: ${one}\r\n`;
  }
  const date = httpDate();
  head += "Date: ";
  const dateAt = Buffer.byteLength(head, "latin1");
  head += `${date}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=${keepAlive}\r\n\r\n`;
  const buffer = Buffer.concat([Buffer.from(head, "latin1"), bodyOf(entry, encoding)]);
  const raw = { buffer, dateAt, date, keepAlive };
  raws[encoding] = raw;
  return raw;
}

/**
 * Writes a hit on the raw response; returns the status sent (200, or 304 on a matching ETag).
 * A 200 to a GET over a plain keep-alive connection is one precomputed buffer handed to `end`
 * (no header object walked, validated and joined per hit, one socket write); anything else goes
 * through `writeHead`, which gives the same bytes.
 */
export function writeHit(
  res: ServerResponse,
  entry: Entry,
  request: HitRequest,
  /** False: always through `writeHead` (the tests compare both ways). */
  oneBuffer = true,
): 200 | 304 {
  const encoding = hitEncoding(entry, request.acceptEncoding);
  if (oneBuffer && request.method === "GET" && !request.hsts && !matches(request.ifNoneMatch, entry.hash)) {
    const keepAlive = plainKeepAlive(res);
    if (keepAlive >= 0) {
      const raw = rawAnswer(entry, encoding, keepAlive);
      const date = httpDate();
      if (date !== raw.date) {
        raw.buffer.write(date, raw.dateAt, "latin1");
        raw.date = date;
      }
      const r = res as unknown as NodeResponse;
      r._header = "HTTP/1.1 200 OK\r\n";
      r._headerSent = true;
      res.end(raw.buffer);
      return 200;
    }
  }
  const headers = headersFor(entry, encoding);
  if (request.hsts) res.setHeader("strict-transport-security", request.hsts);
  if (matches(request.ifNoneMatch, entry.hash)) {
    const { "content-length": _length, "content-type": _type, ...rest } = headers;
    res.writeHead(304, rest);
    res.end();
    return 304;
  }
  res.writeHead(200, headers);
  res.end(request.method === "HEAD" ? undefined : bodyOf(entry, encoding));
  return 200;
}
