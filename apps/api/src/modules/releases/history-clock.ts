// What the database's history of the public figures (migration 0031) learns from the request
// that changes them, named for the rest of the transaction and read by the deferred trigger at
// commit: the time the change takes effect (the app's clock; tests pass their own) and the
// admin's public reason, which a change to a released quarter requires (docs/decisions/0036-*.md).

import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";

export async function dateFigureChange(tx: Db, at: Date, publicReason = ""): Promise<void> {
  await tx.execute(
    sql`select set_config('alliance.now', ${at.toISOString()}, true), set_config('alliance.reason', ${publicReason}, true)`,
  );
}

/**
 * `publicReason` of the request's body, when it has one, else of its query: an import's body is
 * the file, so the import takes the reason as a query parameter.
 */
export function publicReasonOf(request: FastifyRequest): string | undefined {
  for (const carrier of [request.body, request.query]) {
    const reason = (carrier as { publicReason?: unknown } | undefined)?.publicReason;
    if (typeof reason === "string") return reason.trim();
  }
  return undefined;
}
