// Content codings of the public cache's entries. A miss is answered uncompressed at once (a
// flood of one-off requests must not buy brotli-11 work each); an entry that is hit again gets
// its brotli and gzip copies made in the background, one at a time (COMPRESSION below), so the
// libuv pool stays free for static files and the database driver. Until they are ready, hits are
// answered uncompressed.
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { LRUCache } from "lru-cache";
import { createWorkQueue } from "../../lib/work-queue";

export type Encoding = "br" | "gzip" | "identity";

/** Below this size compression costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Accept-Encoding headers are client-chosen: the negotiator's memo is bounded.
const negotiator = new Negotiator<Encoding>({
  supportedValues: ["br", "gzip", "identity"],
  cache: new LRUCache<string, string>({ max: 256 }) as never,
});

/** br if accepted, else gzip, else identity (honours q=0). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  return negotiator.negotiate(header) ?? "identity";
}

export interface Compressible {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Set while its copies are queued or being made. */
  compressing?: boolean;
}

/** The coding to answer with now: the client's preferred one if it is ready, else none. */
export function readyEncoding(entry: Compressible, acceptEncoding: string | undefined): Encoding {
  if (entry.body.length < COMPRESS_THRESHOLD) return "identity";
  const preferred = pickEncoding(acceptEncoding);
  if (preferred === "br" && entry.br) return "br";
  if (preferred === "gzip" && entry.gzip) return "gzip";
  return "identity";
}

/** Background compression: one job at a time; beyond 64 waiting, the next hit asks again. */
const COMPRESSION = createWorkQueue({ concurrency: 1, maxWaiting: 64 });

/** Queues the compressed copies of an entry that a client wanted compressed (once per entry). */
export function compressLater(entry: Compressible, acceptEncoding: string | undefined): void {
  if (entry.compressing || entry.br || entry.body.length < COMPRESS_THRESHOLD) return;
  if (pickEncoding(acceptEncoding) === "identity") return;
  entry.compressing = true;
  COMPRESSION.run(async () => {
    const size = entry.body.length;
    const [br, gz] = [
      await brotliAsync(entry.body, {
        params: {
          // Made once per entry, off the request path: the best ratio for pages and API answers.
          [zlib.BROTLI_PARAM_QUALITY]: size < 256 * 1024 ? 11 : 6,
          [zlib.BROTLI_PARAM_SIZE_HINT]: size,
        },
      }),
      await gzipAsync(entry.body, { level: 9 }),
    ];
    entry.br = br;
    entry.gzip = gz;
  })
    .catch(() => {})
    .finally(() => {
      entry.compressing = false;
    });
}

/** Resolves once no compression is queued or running (for tests and the bench's warm-up). */
export async function compressionSettled(): Promise<void> {
  while (COMPRESSION.running > 0 || COMPRESSION.waiting > 0) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
