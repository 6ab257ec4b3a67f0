// Backups: `npm run backup` then `npm run restore` into an empty database loses
// nothing: every table's content (uploaded image bytes included) is identical afterwards, on the
// driver of this pass (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). A restore over a
// database that holds data needs --yes; a damaged dump changes nothing.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { repoRoot } from "../../src/lib/paths";
import { processImage, storeImage } from "../../src/modules/uploads/images";
import { seedIfEmpty } from "../../src/seed";
import { TEST_DATABASE_URL } from "../helpers";

const ROOT = repoRoot();
const config = loadConfig({
  NODE_ENV: "test",
  SEED_DEMO: "true",
  LOG_LEVEL: "silent",
  ADMIN_PASSWORD: "backup admin passphrase",
  JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
});

/** Where a database lives, for the scripts (as environment) and for the test (to open it). */
interface Place {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function newPlace(): Promise<Place> {
  if (!TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), "alliance-backup-"));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: "" },
      open: () => openDatabase({ dataDir: join(dir, "db") }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `t_backup_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function run(script: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [join(ROOT, "scripts", script), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

/** Every table's rows, as one md5 per table (row text sorted), plus row counts. */
async function fingerprint(database: Database) {
  const tables = (
    (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: Array<{ table_name: string }> }
  ).rows.map((r) => r.table_name);
  const out: Record<string, string> = {};
  for (const t of tables) {
    const result = (await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`,
      ),
    )) as unknown as { rows: Array<{ n: number; h: string }> };
    out[t] = `${result.rows[0]!.n}:${result.rows[0]!.h}`;
  }
  return out;
}

describe(`backup and restore (${TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  const places: Place[] = [];
  const dir = mkdtempSync(join(tmpdir(), "alliance-dumps-"));
  let source: Place;
  let before: Record<string, string>;
  let imageBytes: Buffer;

  beforeAll(async () => {
    source = await newPlace();
    places.push(source);
    const database = await source.open();
    const app = await buildApp({ config, database });
    await app.ready();
    // Realistic content: the demo seed (users, courses, members, partners with generated images,
    // reports and their aggregates, requests), an upload with odd bytes, a session.
    await seedIfEmpty(database.db, config, { info: () => {}, warn: () => {} } as never, () => {});
    const image = await processImage(
      await sharp({ create: { width: 40, height: 30, channels: 4, background: "#c33" } })
        .png()
        .toBuffer(),
    );
    imageBytes = image.bytes;
    await storeImage(database.db, image, "uploader@example.org");
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: config.ADMIN_EMAIL, password: "backup admin passphrase" },
    });
    expect(login.statusCode).toBe(200);
    before = await fingerprint(database);
    await app.close(); // closes the database too (PGlite is single-process)
  }, 300_000);

  afterAll(async () => {
    for (const place of places) await place.drop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it("has realistic content to back up (test precondition)", () => {
    for (const table of [
      "users",
      "courses",
      "members",
      "partners",
      "reports",
      "requests",
      "images",
      "sessions",
    ]) {
      expect(Number(before[table]!.split(":")[0]), table).toBeGreaterThan(0);
    }
  });

  it("round-trips every table, uploaded images included, into an empty database", async () => {
    const file = join(dir, "dump.jsonl.gz");
    const backup = run("backup.mjs", [file], source.env);
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/Dump file:/);

    const target = await newPlace();
    places.push(target);
    const restore = run("restore.mjs", [file], target.env);
    expect(restore.status, restore.out).toBe(0);

    const database = await target.open();
    try {
      expect(await fingerprint(database)).toEqual(before);
      const rows = (await database.db.execute(
        sql`select bytes from images where created_by = 'uploader@example.org'`,
      )) as unknown as { rows: Array<{ bytes: Buffer | Uint8Array }> };
      expect(Buffer.from(rows.rows[0]!.bytes).equals(imageBytes)).toBe(true);
      // The restored site works: the admin signs in, the summary answers, images are served.
      const app = await buildApp({ config, database });
      await app.ready();
      const login = await app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { email: config.ADMIN_EMAIL, password: "backup admin passphrase" },
      });
      expect(login.statusCode).toBe(200);
      expect((await app.inject({ url: "/api/v1/reports/summary" })).statusCode).toBe(200);
      await app.close();
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }

    // Restoring over data needs --yes; with it, the result is the same again.
    const again = run("restore.mjs", [file], target.env);
    expect(again.status).not.toBe(0);
    expect(again.out).toMatch(/--yes/);
    const forced = run("restore.mjs", [file, "--yes"], target.env);
    expect(forced.status, forced.out).toBe(0);
    const reopened = await target.open();
    try {
      expect(await fingerprint(reopened)).toEqual(before);
    } finally {
      await reopened.close();
    }
  }, 300_000);

  it("refuses a damaged dump and leaves the target as it was", async () => {
    const bad = join(dir, "bad.jsonl.gz");
    writeFileSync(bad, "not a gzip file");
    const target = await newPlace();
    places.push(target);
    const res = run("restore.mjs", [bad], target.env);
    expect(res.status).not.toBe(0);
    expect(run("restore.mjs", [join(dir, "missing.jsonl.gz")], target.env).status).not.toBe(0);
  }, 60_000);
});
