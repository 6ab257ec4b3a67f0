// Per-client throttling of forms and uploads (issue 2 item 5), counted in the database so the
// limit holds across instances. Fixed windows: simple, and one upsert per throttled request.
import { API_ERRORS } from "@alliance/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Db } from "../db/client";
import { HttpError } from "../lib/errors";

export type ThrottleBucket = "form" | "upload";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler factory: 429 once the caller's address has used up the bucket's window. */
    throttle: (bucket: ThrottleBucket) => (request: FastifyRequest) => Promise<void>;
  }
}

/** Counts one hit for `key` in a window of `windowSeconds`; returns the hits in the current window. */
export async function countHit(db: Db, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ hits: number }>(sql`
    insert into rate_limits (key, hits, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limits.window_started_at end
    returning hits`);
  const rows = (result as unknown as { rows: Array<{ hits: number }> }).rows;
  return Number(rows[0]?.hits ?? 0);
}

export default fp(async function throttle(app: FastifyInstance) {
  const limits: Record<ThrottleBucket, number> = {
    form: app.config.FORM_MAX_PER_WINDOW,
    upload: app.config.UPLOAD_MAX_PER_WINDOW,
  };
  app.decorate("throttle", (bucket: ThrottleBucket) => async (request: FastifyRequest) => {
    const hits = await countHit(app.db, `${bucket}:${request.ip}`, app.config.RATE_WINDOW_SECONDS);
    if (hits > limits[bucket]) throw new HttpError(429, API_ERRORS.tooManyRequests);
  });
});
