// `npm run restore -- <file> [--yes]`: loads a dump written by `npm run backup` into the database
// named by the environment (PostgreSQL when DATABASE_URL is set, otherwise PGlite in
// DATA_DIR/db, created if missing). The target is first migrated to this version of the site;
// then, in ONE transaction, every table is emptied and refilled from the dump, so a failed restore
// leaves the target as it was. A dump from a newer version of the site is refused. A target that
// already holds data is replaced only with --yes.
//
// User triggers (the report aggregates) are switched off while rows load, since the dump already
// holds the aggregate tables; foreign keys stay enforced (tables load parents first).
// PGlite is single-process: stop the server before restoring the embedded database.
import { createReadStream, existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import {
  describeTarget,
  ident,
  listColumns,
  listTables,
  openClient,
  targetFromEnv,
} from "./lib/database.mjs";

const FORMAT = "alliance-backup";
const MAX_PARAMS = 30_000;

async function* records(file) {
  const lines = createInterface({
    input: createReadStream(file).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) if (line) yield JSON.parse(line);
}

export async function restore({ file, target = targetFromEnv(), yes = false } = {}) {
  if (!file || !existsSync(file)) throw new Error(`No dump file at ${file ?? "(none given)"}`);
  const iterator = records(file)[Symbol.asyncIterator]();
  const header = (await iterator.next()).value;
  if (header?.format !== FORMAT) throw new Error(`${file} is not a backup written by npm run backup`);

  const client = await openClient(target, { create: true });
  const counts = {};
  try {
    await client.migrate();
    const { rows: applied } = await client.query(`select hash from drizzle.__drizzle_migrations`);
    const known = new Set(applied.map((r) => r.hash));
    const unknown = (header.migrations ?? []).filter((h) => !known.has(h));
    if (unknown.length) {
      throw new Error(
        `The dump comes from a newer version of the site (${unknown.length} unknown migrations): update the site first`,
      );
    }
    const tables = await listTables(client.query);
    if (!yes) {
      let existing = 0;
      for (const table of tables) {
        const { rows } = await client.query(`select count(*)::int as n from ${ident(table)}`);
        existing += Number(rows[0].n);
      }
      if (existing > 0)
        throw new Error(`The target already holds ${existing} rows: add --yes to replace them`);
    }

    await client.transaction(async ({ query: q }) => {
      for (const table of tables) await q(`alter table ${ident(table)} disable trigger user`);
      await q(`truncate ${tables.map(ident).join(", ")} restart identity cascade`);
      const targetColumns = new Map();
      for (const table of tables) targetColumns.set(table, await listColumns(q, table));

      let current = null; // { table, columns (dump), keep (indexes), types, batch, rowsPerBatch }
      const flush = async () => {
        if (!current || current.batch.length === 0) return;
        const params = [];
        const tuples = current.batch.map((row) => {
          const cells = current.keep.map((i, j) => {
            params.push(row[i]);
            const p = `$${params.length}`;
            return current.types[j] === "bytea" ? `decode(${p}, 'base64')` : `${p}::${current.types[j]}`;
          });
          return `(${cells.join(", ")})`;
        });
        const cols = current.keep.map((i) => ident(current.columns[i].name)).join(", ");
        await q(`insert into ${ident(current.table)} (${cols}) values ${tuples.join(", ")}`, params);
        counts[current.table] = (counts[current.table] ?? 0) + current.batch.length;
        current.batch = [];
      };

      for (let step = await iterator.next(); !step.done; step = await iterator.next()) {
        const record = step.value;
        if (record.table) {
          await flush();
          const have = targetColumns.get(record.table);
          if (!have) {
            current = null; // a table this version no longer has
            continue;
          }
          const byName = new Map(have.map((c) => [c.name, c.type]));
          const keep = record.columns.map((c, i) => (byName.has(c.name) ? i : -1)).filter((i) => i >= 0);
          current = {
            table: record.table,
            columns: record.columns,
            keep,
            types: keep.map((i) => byName.get(record.columns[i].name)),
            batch: [],
            rowsPerBatch: Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, keep.length))),
          };
          counts[record.table] = 0;
        } else if (record.r && current) {
          current.batch.push(record.r);
          if (current.batch.length >= current.rowsPerBatch) await flush();
        } else if (record.end && current) {
          await flush();
          if (counts[record.end] !== record.rows) {
            throw new Error(
              `Table ${record.end}: loaded ${counts[record.end]} rows, the dump says ${record.rows}`,
            );
          }
        } else if (record.done) {
          await flush();
        }
      }
      await flush();

      // Serial columns continue after the restored values.
      const { rows: serials } = await q(
        `select table_name, column_name, pg_get_serial_sequence(format('%I', table_name), column_name) as seq
         from information_schema.columns where table_schema = 'public' and column_default like 'nextval(%'`,
      );
      for (const s of serials) {
        if (!s.seq) continue;
        await q(
          `select setval($1, coalesce((select max(${ident(s.column_name)}) from ${ident(s.table_name)}), 0) + 1, false)`,
          [s.seq],
        );
      }
      for (const table of tables) await q(`alter table ${ident(table)} enable trigger user`);
    });
  } finally {
    await client.close();
  }
  return { counts, target: describeTarget(target), header };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const yes = args.includes("--yes");
  const file = args.find((a) => !a.startsWith("--"));
  try {
    const result = await restore({ file, yes });
    const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${total} rows into ${result.target} from a ${result.header.driver} dump of ${result.header.createdAt}`,
    );
    for (const [table, n] of Object.entries(result.counts)) console.log(`  ${table.padEnd(24)} ${n}`);
  } catch (error) {
    console.error(`Restore failed: ${error.message}`);
    process.exit(1);
  }
}
