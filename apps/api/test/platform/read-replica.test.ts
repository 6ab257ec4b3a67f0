// DATABASE_READ_URL (ADR 0035): the public summary, the county figures, open data and the Excel
// export read the replica; writes and the signed-in lists read the primary. Two PostgreSQL
// databases stand in for primary and replica; the test keeps the replica in step by replaying the
// same write through an app of its own (as replication would, later). Until then, the replica's
// answers show the lag and the primary's show the write.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { createUserWithToken, TEST_DATABASE_URL } from "../helpers";

describe.skipIf(!TEST_DATABASE_URL)("a read replica (PostgreSQL)", () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const names = { primary: `t_primary_${suffix}`, replica: `t_replica_${suffix}` };
  const databases: Database[] = [];
  /** The app under test (primary + replica), and the replica's own writer (keeps it in step). */
  let site: App;
  let replicaWriter: App;

  const urlOf = (name: string) => {
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const config = loadConfig({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
    });
    // The replica's schema first (as a replica of a migrated primary would have it).
    databases.push(await openDatabase({ url: urlOf(names.replica), poolSize: 2 }));
    databases.push(
      await openDatabase({ url: urlOf(names.primary), readUrl: urlOf(names.replica), poolSize: 2 }),
    );
    replicaWriter = await buildApp({ config, database: databases[0]! });
    site = await buildApp({ config, database: databases[1]! });
    await Promise.all([site.ready(), replicaWriter.ready()]);
  });

  afterAll(async () => {
    await site?.close();
    await replicaWriter?.close();
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    for (const name of Object.values(names))
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  /** An approved report of 120 people trained, written through `app`. */
  async function approvedReport(app: App, database: Database) {
    const ctx = { app, database, config: app.config, close: async () => {} };
    const admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    const org = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
    const created = await app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: org.auth,
      payload: {
        year: 2025,
        quarter: "Q2",
        metrics: { aware: 480, engaged: 240, trained: 120, certified: 3 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const approved = await app.inject({
      method: "PATCH",
      url: `/api/v1/reports/${created.json()._id}/review`,
      headers: admin.auth,
      payload: { status: "approved", version: created.json().version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return admin;
  }

  const trained = async () =>
    ((await site.inject({ url: "/api/v1/reports/summary" })).json() as { totals: { trained: number } }).totals
      .trained;
  const openData = async () =>
    (await site.inject({ url: "/api/v1/open-data/impact.json" })).json() as unknown[];

  it("public summary and open data read the replica; writes and signed-in lists the primary", async () => {
    const admin = await approvedReport(site, databases[1]!);
    // The write went to the primary: the signed-in list (primary) shows it at once.
    const list = await site.inject({ url: "/api/v1/reports", headers: admin.auth });
    expect(list.json()).toHaveLength(1);
    // The replica has not seen it yet: the public reads still show nothing.
    expect(await trained()).toBe(0);
    expect(await openData()).toEqual([]);
    const exported = await site.inject({ url: "/api/v1/reports/export.xlsx", headers: admin.auth });
    expect(exported.statusCode).toBe(200);

    // The replica catches up; the site's cache is cleared (as its second clearing a TTL after the
    // write would do).
    await approvedReport(replicaWriter, databases[0]!);
    await site.publicCache.invalidate();
    expect(await trained()).toBe(120);
    expect(await openData()).toHaveLength(1);
  });
});
