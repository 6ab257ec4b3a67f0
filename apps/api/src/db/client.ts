// Opens the database: PGlite (embedded, WASM PostgreSQL) in DATA_DIR by default, or a PostgreSQL
// server when DATABASE_URL is set. Both run the same schema, migrations and queries.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../lib/paths";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Reads that may lag the writes a little (the public summary, open data, exports): the replica
   * of DATABASE_READ_URL when set, else `db`. Nothing signed-in that must see its own writes.
   */
  readDb: Db;
  driver: "pglite" | "postgres";
  /**
   * PostgreSQL only: calls `onMessage` with each NOTIFY payload on `channel`, on a connection of
   * its own that reconnects after a failure (`onConnect` after each (re)connection: notifications
   * sent meanwhile were missed). Returns the function that stops listening.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onConnect?: () => void): () => Promise<void>;
  /** Round trip to the database, for /ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** postgres:// URL of a read replica (DATABASE_READ_URL), for `readDb`. */
  readUrl?: string;
  /** PostgreSQL: false leaves out `listen` (DATABASE_LISTEN=false, e.g. behind PgBouncer). */
  listen?: boolean;
  /**
   * PGlite only: start from this dump of a migrated data folder (`dumpDataDir`) instead of an
   * empty one; the migrations then find nothing left to do. The tests open each database this way.
   */
  loadDataDir?: Blob;
}

/**
 * PGlite's PostgreSQL settings beyond its defaults. shared_buffers: PostgreSQL's default (128 MB)
 * is allocated and zeroed inside the WASM heap when PGlite starts, so it is resident from the
 * first moment; 16 MB (2,048 pages) holds a small site's whole database and lowers idle RSS by
 * ≈ 110 MB. Pages beyond it are read back from the operating system's file cache. The WASM heap
 * itself cannot start smaller than the module's declared minimum (128 MB, touched only as used).
 * See docs/performance.md.
 */
export const PGLITE_SETTINGS = ["shared_buffers=16MB"];

/** Advisory lock id serialising migrations across instances (any constant unique to this app). */
const MIGRATION_LOCK_KEY = 7_274_219_001;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (server restart) must not crash the process.
    pool.on("error", () => {});
    const db: Db = drizzlePg(pool, { schema });
    // Instances starting together on a fresh database would race on the migrations (the loser
    // fails on "CREATE EXTENSION" or the migrations table): one migrates at a time, under a
    // session advisory lock held by the connection that migrates; the others then find nothing
    // left to do.
    const migrator = await pool.connect();
    try {
      await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: migrationsDir() });
    } finally {
      await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      migrator.release();
    }
    const readPool = options.readUrl
      ? new pg.Pool({ connectionString: options.readUrl, max: options.poolSize ?? 10 })
      : null;
    readPool?.on("error", () => {});
    return {
      db,
      readDb: readPool ? drizzlePg(readPool, { schema }) : db,
      driver: "postgres",
      ping: async () => {
        await pool.query("select 1");
      },
      ...(options.listen === false
        ? {}
        : {
            listen: (channel: string, onMessage: (payload: string) => void, onConnect?: () => void) =>
              listenOn(options.url!, channel, onMessage, onConnect),
          }),
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }

  let dataDir: string | undefined = options.dataDir;
  if (dataDir && !dataDir.startsWith("memory://")) {
    dataDir = resolve(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting])],
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsDir() });
  return {
    db,
    readDb: db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

export const pgliteDir = (dataDir: string) => join(dataDir, "db");

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** LISTEN on a connection of its own, connected again whenever it is lost, until stopped. */
function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onConnect?: () => void,
): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    client = null;
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RELISTEN_MS);
      retry.unref();
    }
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", () => {
      next.end().catch(() => {});
      if (client === next) again();
    });
    next.on("end", () => {
      if (client === next) again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => {});
      again();
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    onConnect?.();
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
