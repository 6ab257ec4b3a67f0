// Several instances (issue 5 item 9): two app instances on one PostgreSQL database, as behind a
// load balancer. A logout, a demotion, a deletion and a sign-in lockout on one instance hold on the
// other at once, and both share the generated JWT secret. Runs only on PostgreSQL (PGlite is
// single-process by nature): scripts/test-api.mjs sets TEST_DATABASE_URL for the second pass.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { users } from "../src/db/schema";
import { hashPassword } from "../src/lib/passwords";
import { TEST_DATABASE_URL } from "./helpers";

describe.skipIf(!TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  const name = `t_multi_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const databases: Database[] = [];
  let a: App;
  let b: App;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // No JWT_SECRET: the instances must agree on the one generated and stored in the database.
    const config = loadConfig({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "4",
      LOGIN_MAX_FAILURES_PER_IP: "6",
    });
    for (let i = 0; i < 2; i++) {
      // Opened one after the other: both run the (idempotent) migrations, like a rolling start.
      databases.push(await openDatabase({ url: url.toString(), poolSize: 3 }));
    }
    a = await buildApp({ config, database: databases[0]! });
    b = await buildApp({ config, database: databases[1]! });
    await Promise.all([a.ready(), b.ready()]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  let n = 0;
  async function addUser(isAdmin = false) {
    n += 1;
    const email = `multi${n}@instances.example`;
    const [row] = await databases[0]!.db
      .insert(users)
      .values({
        username: `multi${n}`,
        email,
        phone: "0700000000",
        organizationName: `Multi Org ${n}`,
        isAdmin,
        passwordHash: await hashPassword("the shared passphrase"),
      })
      .returning();
    return row!;
  }
  const login = (app: App, email: string, password = "the shared passphrase", remoteAddress = "10.50.0.1") =>
    app.inject({ method: "POST", url: "/api/v1/users/login", payload: { email, password }, remoteAddress });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (app: App, token: string) => app.inject({ url: "/api/v1/users/me", headers: bearer(token) });

  it("a token from one instance works on the other (shared, generated secret)", async () => {
    const user = await addUser();
    const res = await login(a, user.email);
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect((await me(b, token)).statusCode).toBe(200);
  });

  it("a logout on A ends the session on B", async () => {
    const user = await addUser();
    const token = (await login(a, user.email)).json().token as string;
    expect((await me(b, token)).statusCode).toBe(200);
    const out = await a.inject({ method: "POST", url: "/api/v1/users/logout", headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(a, token)).statusCode).toBe(401);
  });

  it("a demotion on A takes the admin rights away on B at once", async () => {
    const root = await addUser(true);
    const target = await addUser(true);
    const rootToken = (await login(a, root.email)).json().token as string;
    const targetToken = (await login(b, target.email)).json().token as string;
    expect((await b.inject({ url: "/api/v1/users", headers: bearer(targetToken) })).statusCode).toBe(200);
    const demote = await a.inject({
      method: "PATCH",
      url: `/api/v1/users/${target.id}/toggle-admin`,
      headers: bearer(rootToken),
      payload: { isAdmin: false },
    });
    expect(demote.statusCode).toBe(200);
    expect((await b.inject({ url: "/api/v1/users", headers: bearer(targetToken) })).statusCode).toBe(401);
    // Signing in again on B gives a non-admin session.
    const again = (await login(b, target.email)).json().token as string;
    expect((await b.inject({ url: "/api/v1/users", headers: bearer(again) })).statusCode).toBe(403);
  });

  it("a deletion on B ends the sessions on A", async () => {
    const root = await addUser(true);
    const target = await addUser();
    const rootToken = (await login(b, root.email)).json().token as string;
    const targetToken = (await login(a, target.email)).json().token as string;
    const del = await b.inject({
      method: "DELETE",
      url: `/api/v1/users/${target.id}`,
      headers: bearer(rootToken),
    });
    expect(del.statusCode).toBe(200);
    expect((await me(a, targetToken)).statusCode).toBe(401);
  });

  it("failed sign-ins spread over both instances lock the account on both", async () => {
    const user = await addUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await login(app, user.email, "wrong guess", `10.60.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Even the right password is refused now, on either instance, from any address.
    expect((await login(a, user.email, "the shared passphrase", "10.60.1.1")).statusCode).toBe(429);
    expect((await login(b, user.email, "the shared passphrase", "10.60.1.2")).statusCode).toBe(429);
  });

  it("concurrent guesses on both instances cannot exceed the per-account limit", async () => {
    const user = await addUser();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(i % 2 ? a : b, user.email, `guess ${i}`, `10.70.0.${i}`)),
    );
    const checked = results.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(8);
  });

  it("one address guessing many accounts is throttled across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await login(i % 2 ? a : b, `nobody${i}@instances.example`, "wrong", "10.80.0.1");
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});
