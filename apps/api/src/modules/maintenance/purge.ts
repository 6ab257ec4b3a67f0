// Deletes what has outlived its use, so no table grows without bound and no stale credential
// lingers: expired sessions, sign-in and rate-limit counters whose window is over, and one-time
// account links (password set/reset) once used or expired. It runs shortly after start-up and then
// periodically; every statement is an idempotent `delete ... where <over>`, so any number of
// instances sharing one database may run it at the same time (jitter keeps them apart anyway).

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { purgeLoginAttempts } from "../account/login-throttle";
import { purgeTrash } from "../trash/repository";

export const PURGE_INTERVAL_MS = 10 * 60 * 1000;

async function tableExists(db: Db, name: string): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass(${name}) is not null as present`,
  );
  return Boolean(row?.present);
}

/** One purge pass; returns nothing, throws only on a database error. */
export async function purgeExpired(db: Db, config: Config): Promise<void> {
  await db.execute(sql`delete from sessions where expires_at < now()`);
  await purgeLoginAttempts(db, config);
  await db.execute(sql`
    delete from rate_limits
    where window_started_at < now() - make_interval(secs => ${config.RATE_WINDOW_SECONDS})`);
  // Deleted records past their 30 days in the trash (ADR 0023).
  if (await tableExists(db, "trash")) await purgeTrash(db);
  // Account links live in a table added with e-mail; purge them when it exists.
  if (await tableExists(db, "account_tokens")) {
    await db.execute(sql`delete from account_tokens where used_at is not null or expires_at < now()`);
  }
}

export default fp<{ intervalMs?: number }>(
  async function purge(app: FastifyInstance, { intervalMs = PURGE_INTERVAL_MS }) {
    let timer: NodeJS.Timeout | undefined;
    const run = async () => {
      try {
        await purgeExpired(app.db, app.config);
      } catch (error) {
        app.log.warn({ err: error }, "purge of expired rows failed; will retry");
      }
      schedule(intervalMs);
    };
    // Jitter (up to a fifth of the interval), so instances started together do not purge together.
    const schedule = (delay: number) => {
      timer = setTimeout(run, delay + Math.floor(Math.random() * (delay / 5)));
      timer.unref();
    };
    app.addHook("onReady", async () => schedule(Math.min(intervalMs, 60_000)));
    app.addHook("onClose", async () => clearTimeout(timer));
  },
  { name: "purge" },
);
