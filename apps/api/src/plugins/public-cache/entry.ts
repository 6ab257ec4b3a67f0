// One entry of the public cache (plugins/public-cache/index.ts) and how a hit on it is written: the
// stored body and its compressed copies, a strong ETag per coding (derived from one hash of the
// body), and the headers the full pipeline produced, replayed on every hit. Writing a hit needs
// only the raw response and four facts of the request, so the same code answers from Fastify's
// first hook and from the server's request listener (plugins/public-cache/fast-path.ts).
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
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

/** Writes a hit on the raw response; returns the status sent (200, or 304 on a matching ETag). */
export function writeHit(res: ServerResponse, entry: Entry, request: HitRequest): 200 | 304 {
  const encoding = hitEncoding(entry, request.acceptEncoding);
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
