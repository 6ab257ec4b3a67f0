// The shared version of the public data: a counter row in `data_versions` that every public-data
// write bumps, and announces with NOTIFY on PostgreSQL. Each instance that listens (PostgreSQL)
// drops its copies as soon as the notification arrives, within milliseconds of the write; and,
// whether it listens or not, reads the row at most once per `ttlMs` (callers wait for that read),
// which bounds how long a missed notification can leave a stale answer (PGlite is one process:
// the writer clears its own cache). After a lost LISTEN connection is back, the next request
// reads the row again.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The `data_versions` row bumped by every public-data write. */
export const DATA_VERSION_KEY = "public";
/** The channel each bump is announced on, with the new version as its payload. */
export const DATA_VERSION_CHANNEL = "public_data_version";

const versionOf = (result: unknown) =>
  Number((result as { rows: Array<{ version: string | number }> }).rows[0]?.version ?? 0);

export interface DataVersionOptions {
  db: () => Db;
  ttlMs: number;
  /** Called when the shared version moved (or cannot be read): drop every cached copy. */
  onStale: () => void;
  onError: (error: unknown, action: "read" | "bump") => void;
}

export function createDataVersion({ db, ttlMs, onStale, onError }: DataVersionOptions) {
  let known: number | null = null;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  const isFresh = () => known !== null && performance.now() - checkedAt < ttlMs;

  /** Re-reads the shared version when the TTL has passed. */
  const ensureFresh = async () => {
    if (isFresh()) return;
    checking ??= (async () => {
      try {
        const version = versionOf(
          await db().execute(sql`select version from data_versions where key = ${DATA_VERSION_KEY}`),
        );
        if (known === null || version !== known) onStale();
        known = version;
        checkedAt = performance.now();
      } catch (error) {
        // Database unreachable: do not serve from a cache we cannot vouch for.
        onStale();
        known = null;
        onError(error, "read");
      } finally {
        checking = null;
      }
    })();
    await checking;
  };

  /** After a public-data write on this instance (whose cache the caller has already cleared). */
  const bump = async () => {
    try {
      known = versionOf(
        await db().execute(sql`
          with bumped as (
            insert into data_versions (key, version) values (${DATA_VERSION_KEY}, 1)
            on conflict (key) do update set version = data_versions.version + 1
            returning version)
          select version, pg_notify(${DATA_VERSION_CHANNEL}, version::text) from bumped`),
      );
      checkedAt = performance.now();
    } catch (error) {
      known = null;
      onError(error, "bump");
    }
  };

  /** A NOTIFY from a write (this instance's own included): drop the copies if the version moved. */
  const notified = (payload: string) => {
    const version = Number(payload);
    if (!Number.isFinite(version)) return;
    if (known === null || version > known) {
      onStale();
      known = version;
      checkedAt = performance.now();
    }
  };

  /** Notifications may have been missed (a LISTEN connection was lost): read the row next time. */
  const expire = () => {
    checkedAt = Number.NEGATIVE_INFINITY;
  };

  return { isFresh, ensureFresh, bump, notified, expire };
}
