// Migrations tried on a database holding data: a copy of the migrations folder that stops before
// one migration, and a raw connection (PGlite, or a fresh PostgreSQL database when
// TEST_DATABASE_URL is set) that applies a folder and runs SQL.
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../src/lib/paths";
import { TEST_DATABASE_URL } from "./helpers";

export type Row = Record<string, unknown>;
export interface Raw {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Applies the migrations of `folder` that are not applied yet. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A copy of the migrations folder whose journal stops before `tag`. */
export function foldersUpTo(tag: string): { before: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), "alliance-migrations-"));
  cpSync(migrationsDir(), dir, { recursive: true });
  const journalPath = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { before: dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function openRaw(): Promise<Raw> {
  if (!TEST_DATABASE_URL) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      query: async (sql, params) => (await client.query<Row>(sql, params)).rows,
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `t_mig_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg(pool);
  return {
    query: async (sql, params) => (await pool.query(sql, params as unknown[])).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
