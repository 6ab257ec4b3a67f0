// Opens the site's database from a script, as the server does (docs/product/design.md §3): PostgreSQL when
// DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. Used by backup, restore and crash-test.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const migrationsFolder = join(root, "apps/api/drizzle");

/** `{ url }` for PostgreSQL or `{ dataDir }` (the PGlite folder) from the environment. */
export function targetFromEnv(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) return { url };
  return { dataDir: join(resolve(env.DATA_DIR || "./data"), "db") };
}

export const describeTarget = (target) =>
  target.url
    ? `PostgreSQL ${new URL(target.url).host}${new URL(target.url).pathname}`
    : `PGlite ${target.dataDir}`;

/**
 * A minimal client over either driver: `query(text, params)` answers `{ rows }`, `transaction(fn)`
 * runs fn with a client bound to one connection, `migrate()` applies the committed migrations.
 */
export async function openClient(target, { create = false } = {}) {
  if (target.url) {
    const pg = (await import("pg")).default;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const query = (text, params) => client.query(text, params);
    return {
      driver: "postgres",
      query,
      async transaction(fn, mode = "") {
        await client.query(`begin ${mode}`);
        try {
          const out = await fn({ query });
          await client.query("commit");
          return out;
        } catch (error) {
          await client.query("rollback").catch(() => {});
          throw error;
        }
      },
      async migrate() {
        const { drizzle } = await import("drizzle-orm/node-postgres");
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        await migrate(drizzle(client), { migrationsFolder });
      },
      close: () => client.end(),
    };
  }
  if (!create && !existsSync(join(target.dataDir, "PG_VERSION"))) {
    throw new Error(
      `No embedded database in ${target.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`,
    );
  }
  mkdirSync(target.dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(target.dataDir, { extensions: { pg_trgm } });
  const query = (text, params) => db.query(text, params);
  return {
    driver: "pglite",
    query,
    async transaction(fn) {
      return db.transaction(async (tx) => fn({ query: (text, params) => tx.query(text, params) }));
    },
    async migrate() {
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle(db), { migrationsFolder });
    },
    close: () => db.close(),
  };
}

/** The site's tables (schema public), in an order where referenced tables come first. */
export async function listTables(q) {
  const { rows: tables } = await q(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const { rows: refs } = await q(
    `select tc.table_name as child, ccu.table_name as parent
     from information_schema.table_constraints tc
     join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const names = tables.map((t) => t.table_name);
  const parents = new Map(names.map((n) => [n, new Set()]));
  for (const { child, parent } of refs) if (child !== parent) parents.get(child)?.add(parent);
  const ordered = [];
  const visit = (name, path = new Set()) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** Columns of a table with their SQL types, in table order. */
export async function listColumns(q, table) {
  const { rows } = await q(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relname = $1 and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [table],
  );
  return rows;
}

export const ident = (name) => `"${String(name).replaceAll('"', '""')}"`;
