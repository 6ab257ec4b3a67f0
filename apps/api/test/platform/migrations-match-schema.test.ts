// Migrations that cannot drift from the schema (ADR 0017): every migration runs on an empty database, and the tables, columns, types,
// nullability, defaults, indexes and foreign keys it leaves must be those of the TypeScript schema
// (apps/api/src/db/schema*.ts). Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/client";
import * as schema from "../../src/db/schema";
import { openTestDatabase } from "../helpers";

const tables = (Object.values(schema) as unknown[]).filter((value) => is(value, PgTable)) as PgTable[];

/** The database's name for a Drizzle column type. */
const normalType = (type: string) =>
  type
    .replace(/^timestamp with time zone$/, "timestamptz")
    .replace(/^timestamp\(\d+\) with time zone$/, "timestamptz")
    .replace(/^serial$/, "integer");

interface DbColumn {
  table_name: string;
  column_name: string;
  is_nullable: "YES" | "NO";
  type: string;
  column_default: string | null;
}

describe("migrations and the TypeScript schema", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let columns: DbColumn[];
  let indexes: Array<{ tablename: string; indexname: string }>;
  let foreignKeys: Array<{ table_name: string; column_name: string; foreign_table: string }>;

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    columns = await rows<DbColumn>(sql`
      select table_name, column_name, is_nullable, column_default,
        format_type(a.atttypid, a.atttypmod) as type
      from information_schema.columns c
      join pg_attribute a on a.attrelid = (quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass
        and a.attname = c.column_name
      where c.table_schema = 'public'`);
    indexes = await rows(sql`select tablename, indexname from pg_indexes where schemaname = 'public'`);
    foreignKeys = await rows(sql`
      select tc.table_name, kcu.column_name, ccu.table_name as foreign_table
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
        and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it("has exactly the schema's tables", () => {
    const inDb = new Set(columns.map((c) => c.table_name));
    const inSchema = new Set(tables.map((t) => getTableConfig(t).name));
    expect([...inDb].sort()).toEqual([...inSchema].sort());
  });

  for (const table of tables) {
    const config = getTableConfig(table);
    describe(config.name, () => {
      it("has the schema's columns, types, nullability and defaults", () => {
        const actual = columns
          .filter((c) => c.table_name === config.name)
          .map((c) => ({
            name: c.column_name,
            type: normalType(c.type),
            notNull: c.is_nullable === "NO",
            hasDefault: c.column_default !== null,
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
        const expected = config.columns
          .map((c) => ({
            name: c.name,
            type: normalType(c.getSQLType()),
            notNull: c.notNull,
            hasDefault: c.hasDefault || (c.primary === true && c.getSQLType() === "serial"),
          }))
          .sort((a, b) => a.name.localeCompare(b.name));
        expect(actual).toEqual(expected);
      });

      it("has the schema's indexes", () => {
        const actual = new Set(indexes.filter((i) => i.tablename === config.name).map((i) => i.indexname));
        for (const index of config.indexes) {
          expect(actual.has(index.config.name!), `index ${index.config.name}`).toBe(true);
        }
      });

      it("has the schema's foreign keys", () => {
        const actual = foreignKeys
          .filter((fk) => fk.table_name === config.name)
          .map((fk) => `${fk.column_name} -> ${fk.foreign_table}`)
          .sort();
        const expected = config.foreignKeys
          .map((fk) => {
            const reference = fk.reference();
            return `${reference.columns.map((c) => c.name).join(",")} -> ${getTableConfig(reference.foreignTable).name}`;
          })
          .sort();
        expect(actual).toEqual(expected);
      });
    });
  }
});
