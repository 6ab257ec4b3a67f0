// Idempotency-Key on every staff POST by a signed-in user, except a route that keeps its answer
// with its own write (`config.ownIdempotency`: the import, lib/idempotency.ts). Two rules on
// purpose (docs/decisions/0042-two-idempotency-key-rules.md): here the key is claimed before the
// handler runs, kept per user, and a reused key is a 422.
// Idempotency-Key on the staff area's writes (docs/decisions/0039-works-on-a-cheap-phone.md): a
// signed-in user's POST that carries the header is answered once. The first request with a key
// claims it (a row per user and key); its answer is kept with it. A retry with the same key within
// 24 hours gets that answer again (`Idempotent-Replayed: true`) and runs nothing, so a submission
// retried after a time-out never creates a second record. The same key with another method,
// address or body is a 422; a retry while the first is still being answered a 409. An answer of
// 5xx is not kept: the key is freed, and the retry runs. Keys are per user, so two people's
// browsers never share answers.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { staffRequestReplays } from "../db/schema";
import { HttpError } from "../lib/errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: "Idempotency-Key must be 1 to 200 visible characters",
  reused: "This Idempotency-Key was used for a different request",
  inProgress: "A request with this Idempotency-Key is still being answered; try again shortly",
} as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route answers Idempotency-Key itself (the report import, lib/idempotency.ts). */
    ownIdempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request claimed, to keep its answer under. */
    idempotencyKey?: string;
  }
}

function requestHash(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest("hex");
}

export default fp(
  async function idempotency(app: FastifyInstance) {
    const db = app.db;
    const where = (userId: string, key: string) =>
      and(eq(staffRequestReplays.userId, userId), eq(staffRequestReplays.key, key));

    /** Claims the key for this request: true when it is the first (or the old use expired). */
    async function claim(userId: string, key: string, hash: string): Promise<boolean> {
      // Keys older than a day are forgotten (the user's own, by the primary key's prefix).
      await db
        .delete(staffRequestReplays)
        .where(
          and(
            eq(staffRequestReplays.userId, userId),
            lt(staffRequestReplays.createdAt, new Date(app.clock().getTime() - KEEP_MS)),
          ),
        );
      const inserted = await db
        .insert(staffRequestReplays)
        .values({ userId, key, requestHash: hash, createdAt: app.clock() })
        .onConflictDoNothing()
        .returning({ key: staffRequestReplays.key });
      return inserted.length === 1;
    }

    app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      // A route that keeps its own keys (the import: lib/idempotency.ts) answers them itself.
      if (request.routeOptions.config.ownIdempotency) return;
      // Keys are kept per signed-in user (a row that cascades with the user). An organisation
      // token is no user: its retried report is refused by the period's own rule, and its import
      // keeps its keys per token (lib/idempotency.ts).
      if (request.method !== "POST" || header === undefined || !request.user || request.apiToken) return;
      if (typeof header !== "string" || !KEY_PATTERN.test(header))
        throw new HttpError(400, IDEMPOTENCY_MESSAGES.invalid);
      const userId = request.user.id;
      const hash = requestHash(request);
      if (await claim(userId, header, hash)) {
        request.idempotencyKey = header;
        return;
      }
      const [first] = await db.select().from(staffRequestReplays).where(where(userId, header));
      // Freed meanwhile (its answer was a 5xx): this request may run, once it holds the key.
      if (!first) {
        if (!(await claim(userId, header, hash))) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
        request.idempotencyKey = header;
        return;
      }
      if (first.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      if (first.status === null) throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress);
      reply.code(first.status).header("idempotent-replayed", "true");
      if (first.contentType) reply.type(first.contentType);
      return reply.send(first.body ?? "");
    });

    app.addHook("onSend", async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (key === undefined || !request.user) return payload;
      request.idempotencyKey = undefined;
      if (reply.statusCode >= 500) {
        await db.delete(staffRequestReplays).where(where(request.user.id, key));
        return payload;
      }
      await db
        .update(staffRequestReplays)
        .set({
          status: reply.statusCode,
          contentType: String(reply.getHeader("content-type") ?? "") || null,
          body: typeof payload === "string" ? payload : payload == null ? "" : String(payload),
        })
        .where(where(request.user.id, key));
      return payload;
    });
  },
  { name: "idempotency" },
);
