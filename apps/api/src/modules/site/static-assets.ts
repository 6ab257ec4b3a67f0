// The built scripts, style sheets and icons (`dist/assets`), served from memory. They are
// content-hashed and immutable, about 2 MB with their brotli and gzip copies (written by the
// build), so they are read once at start-up. Answering them touches neither the disk nor the
// libuv pool: a flood of requests, an image being decoded or a busy database driver cannot delay
// a visitor's script (docs/performance.md). The answers go through Fastify like any route, so
// they carry the security headers, except on scripts and style sheets those a browser reads only
// from a document (see DOCUMENT_ONLY_HEADERS).
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Encoding, pickEncoding } from "../../plugins/public-cache/encodings";
import { bodyHash, etagOf, matches } from "../../plugins/public-cache/entry";

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Headers a browser applies only to a document (or a worker, which the site loads from its own
 * address, not from here): on a script or a style sheet they do nothing but cost about 750 bytes
 * a file, which a phone on HTTP/1.1 downloads again for each of a page's scripts. Scripts and
 * style sheets keep `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`, which apply to
 * them; everything else (SVG, which can carry script, images, text) keeps every header.
 */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
  "permissions-policy",
] as const;

const SUBRESOURCE_TYPES = new Set([TYPES[".js"], TYPES[".css"]]);

export interface Asset {
  type: string;
  /** Hash of the body; each coding's ETag is derived from it. */
  hash: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Every file of `dir` (not its subfolders) with the `.br` and `.gz` copies beside it; none when
 * the folder does not exist (a build without assets).
 */
export async function loadAssets(dir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  const entries = await readdir(dir, { withFileTypes: true });
  const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  const read = (name: string) => (names.has(name) ? readFile(join(dir, name)) : undefined);
  for (const name of names) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const identity = await readFile(join(dir, name));
    assets.set(name, {
      type: TYPES[extname(name).toLowerCase()] ?? "application/octet-stream",
      hash: bodyHash(identity),
      identity,
      br: await read(`${name}.br`),
      gzip: await read(`${name}.gz`),
    });
  }
  return assets;
}

/** The client's preferred coding among those this asset has. */
function encodingFor(asset: Asset, acceptEncoding: string | undefined): Encoding {
  const wanted = pickEncoding(acceptEncoding);
  return wanted !== "identity" && asset[wanted] ? wanted : "identity";
}

/** `GET /<prefix>:file` (and HEAD) from `assets`; unknown names get the site's 404. */
export function registerAssets(app: FastifyInstance, prefix: string, assets: Map<string, Asset>) {
  app.get<{ Params: { file: string } }>(
    `${prefix}:file`,
    { schema: { hide: true }, compress: false },
    (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset) return reply.callNotFound();
      const encoding = encodingFor(asset, request.headers["accept-encoding"]);
      if (SUBRESOURCE_TYPES.has(asset.type))
        for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      reply
        .header("cache-control", ASSET_CACHE_CONTROL)
        .header("vary", "Accept-Encoding")
        .header("etag", etagOf(asset.hash, encoding));
      if (matches(request.headers["if-none-match"], asset.hash)) return reply.code(304).send();
      reply.type(asset.type);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return reply.send(encoding === "identity" ? asset.identity : asset[encoding]);
    },
  );
}
