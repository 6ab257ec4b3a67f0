// `npm run backup [-- <file>]`: writes one dump file of the whole database (every table of the
// public schema, uploaded images included) for either driver: PostgreSQL when DATABASE_URL is
// set, otherwise the embedded PGlite in DATA_DIR/db.
//
// The dump is logical and portable: gzip'd JSON lines, each value in PostgreSQL's own text form
// (bytea as base64), read in one consistent snapshot (REPEATABLE READ). A PGlite dump can be
// restored into PostgreSQL and back (see scripts/restore.mjs).
//
// PGlite is single-process: stop the server before backing up the embedded database.

import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createGzip } from "node:zlib";
import {
  describeTarget,
  ident,
  listColumns,
  listTables,
  openClient,
  targetFromEnv,
} from "./lib/database.mjs";

export const FORMAT = "alliance-backup";
export const VERSION = 1;
const BATCH = 500;

export async function backup({ target = targetFromEnv(), file } = {}) {
  const out = resolve(file ?? `backups/alliance-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`);
  mkdirSync(dirname(out), { recursive: true });
  const client = await openClient(target);
  const gzip = createGzip({ level: 6 });
  const stream = createWriteStream(out);
  gzip.pipe(stream);
  const write = async (record) => {
    if (!gzip.write(`${JSON.stringify(record)}\n`)) await once(gzip, "drain");
  };
  const counts = {};
  try {
    await client.transaction(async (tx) => {
      const q = tx.query;
      const { rows: migrations } = await q(
        `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at`,
      ).catch(() => ({ rows: [] }));
      const tables = await listTables(q);
      await write({
        format: FORMAT,
        version: VERSION,
        createdAt: new Date().toISOString(),
        driver: client.driver,
        migrations: migrations.map((m) => m.hash),
        tables,
      });
      for (const table of tables) {
        const columns = await listColumns(q, table);
        await write({ table, columns });
        const select = columns
          .map((c) => (c.type === "bytea" ? `encode(${ident(c.name)}, 'base64')` : `${ident(c.name)}::text`))
          .map((expr, i) => `${expr} as c${i}`)
          .join(", ");
        let n = 0;
        for (let offset = 0; ; offset += BATCH) {
          const { rows } = await q(
            `select ${select} from ${ident(table)} order by ctid limit ${BATCH} offset ${offset}`,
          );
          for (const row of rows) await write({ r: columns.map((_, i) => row[`c${i}`]) });
          n += rows.length;
          if (rows.length < BATCH) break;
        }
        counts[table] = n;
        await write({ end: table, rows: n });
      }
    }, "isolation level repeatable read read only");
    await write({ done: true });
  } finally {
    gzip.end();
    await once(stream, "close");
    await client.close();
  }
  return { file: out, counts, target: describeTarget(target) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  try {
    const result = await backup({ file });
    const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${result.target}: ${total} rows in ${Object.keys(result.counts).length} tables`);
    for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(24)} ${n}`);
    console.log(`Dump file: ${result.file}`);
  } catch (error) {
    console.error(`Backup failed: ${error.message}`);
    process.exit(1);
  }
}
