// Idempotency-Key for a route that keeps its answer with its own write (the report import, which
// sets `config.ownIdempotency`); every other staff POST is answered by plugins/idempotency.ts. Two
// rules on purpose (docs/decisions/0042-two-idempotency-key-rules.md): here the answer commits in
// the write's transaction, keys belong to a user or an organisation token, and a reused key is a
// 409 (the import's 422 means rows with errors).
// Idempotency-Key on writes (docs/decisions/0037-imports-and-organisation-tokens.md): a write sent
// again with the same key by the same caller within 24 hours is answered with the first answer
// and writes nothing. The answer is stored in the database (every instance sees it) by the
// write's own transaction, so a write is never committed without its answer being kept.
// A route uses it in three lines:
//   const idem = idempotencyOf(request);
//   const again = idem && (await replayedAnswer(app.db, idem, message)); if (again) return reply.code(again.statusCode).send(again.body);
//   ... in the write's transaction: if (idem) await rememberAnswer(tx, idem, 201, body);
import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { badRequest, conflict } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Printable ASCII, as the IETF draft's examples (a UUID, a hash) are; long enough for both. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_MESSAGE = "Idempotency-Key must be 1 to 255 printable ASCII characters";

export interface Idempotency {
  scope: string;
  key: string;
  fingerprint: string;
}

/** The caller a key belongs to: an organisation token, or the signed-in user. */
function scopeOf(request: FastifyRequest): string {
  if (request.apiToken) return `token:${request.apiToken.id}`;
  return `user:${request.user?.id ?? "anonymous"}`;
}

/** The request's Idempotency-Key with its caller and fingerprint; undefined without the header. */
export function idempotencyOf(request: FastifyRequest): Idempotency | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0]! : header;
  if (!KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  const body = request.body;
  const hash = createHash("sha256").update(`${request.method} ${request.url}\n`);
  hash.update(Buffer.isBuffer(body) ? body : JSON.stringify(body ?? null));
  return { scope: scopeOf(request), key, fingerprint: hash.digest("hex") };
}

/**
 * The first answer to this key within 24 hours, or undefined. The same key sent with another
 * request is a 409 (`reusedMessage`): answering the first answer would hide the mistake.
 */
export async function replayedAnswer(
  db: Db,
  idem: Idempotency,
  reusedMessage: string,
  now: Date,
): Promise<{ statusCode: number; body: unknown } | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, idem.scope),
        eq(idempotencyKeys.key, idem.key),
        gt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
      ),
    );
  if (!row) return undefined;
  if (row.fingerprint !== idem.fingerprint) throw conflict(reusedMessage);
  return { statusCode: row.statusCode, body: row.body };
}

/** Keeps the answer with the write's transaction `tx` (a key older than 24 hours is reused). */
export async function rememberAnswer(
  tx: Db,
  idem: Idempotency,
  statusCode: number,
  body: unknown,
  now: Date,
): Promise<void> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  // Keys past their window are of no use: dropped here rather than by a job of their own.
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  await tx
    .insert(idempotencyKeys)
    .values({ ...idem, statusCode, body, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { fingerprint: idem.fingerprint, statusCode, body, createdAt: now },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expired}`,
    });
}
