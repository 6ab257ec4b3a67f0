// Runs once per test run, before any test file: migrates one template database, which every test
// file then copies instead of migrating its own (helpers.ts, openTestDatabase). On PGlite the
// template is a dump of a migrated data folder in a temporary file; on PostgreSQL
// (TEST_DATABASE_URL) it is a database on the server, copied with CREATE DATABASE ... TEMPLATE.
// The teardown removes the template and drops any database a crashed test file left behind.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite data folder. */
    pgliteTemplate: string;
    /** The name of the migrated template database on the PostgreSQL server. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The project's own setting ("api": empty, PGlite; "api-pg": the server) before the run's.
  const url = project.config.env?.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "";
  if (!url) return setupPglite(project);
  return setupPostgres(project, url);
}

async function setupPglite(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "alliance-test-"));
  const file = join(folder, "template.tar");
  const database = await openDatabase({ dataDir: "memory://" });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, url: string) {
  const template = `tpl_${randomBytes(4).toString("hex")}`;
  await onServer(url, (client) => client.query(`CREATE DATABASE ${template}`));
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openDatabase({ url: templateUrl.toString(), poolSize: 1 });
  await database.close();
  project.provide("postgresTemplate", template);
  return () =>
    onServer(url, async (client) => {
      const left = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`${template}%`],
      );
      for (const { datname } of left.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
      }
    });
}

/** Runs `work` on a connection to the server's default database. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
