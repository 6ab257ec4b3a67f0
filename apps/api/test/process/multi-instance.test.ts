// Several instances: two app instances on one PostgreSQL database, as behind a
// load balancer. A logout, a demotion, a deletion and a sign-in lockout on one instance hold on the
// other at once, and both share the generated JWT secret. Runs only on PostgreSQL (PGlite is
// single-process by nature): scripts/test-api.mjs sets TEST_DATABASE_URL for the second pass.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { users } from "../../src/db/schema";
import { apiPackageDir } from "../../src/lib/paths";
import { hashPassword } from "../../src/modules/account/passwords";
import { TEST_DATABASE_URL } from "../helpers";
import { freePort } from "./built-server";

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

  it("failed sign-ins spread over both instances delay the account on both, not its known address", async () => {
    const user = await addUser();
    expect((await login(a, user.email, "the shared passphrase", "10.60.9.9")).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const app = i % 2 === 0 ? a : b;
      statuses.push((await login(app, user.email, "wrong guess", `10.60.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Even the right password waits now, on either instance, from a new address...
    expect((await login(a, user.email, "the shared passphrase", "10.60.1.1")).statusCode).toBe(429);
    expect((await login(b, user.email, "the shared passphrase", "10.60.1.2")).statusCode).toBe(429);
    // ...but not from the address the owner signed in from before.
    expect((await login(b, user.email, "the shared passphrase", "10.60.9.9")).statusCode).toBe(200);
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

// The same, with two real server processes (src/server.ts through tsx), as a deployment runs them.
describe.skipIf(!TEST_DATABASE_URL)("two API processes on one PostgreSQL", () => {
  const name = `t_procs_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const children: ChildProcess[] = [];
  const logs: Array<() => string> = [];
  const bases: string[] = [];
  const ADMIN = { email: "procs-admin@instances.example", password: "two processes admin passphrase" };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dir = apiPackageDir();
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const child = spawn(process.execPath, ["--import", "tsx", join(dir, "src/server.ts")], {
        cwd: dir,
        stdio: ["ignore", "ignore", "pipe"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: url.toString(),
          DATA_DIR: join(dir, ".tmp", name),
          WEB_DIST: join(dir, ".tmp", "no-web"),
          SEED_DEMO: "false",
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: "error",
          LOGIN_MAX_FAILURES_PER_ACCOUNT: "4",
          LOGIN_MAX_FAILURES_PER_IP: "1000",
          // Ten minutes: only a notification can clear the other process's cache within the test.
          PUBLIC_CACHE_TTL_MS: "600000",
        },
      });
      let log = "";
      child.stderr?.on("data", (chunk) => {
        log = (log + chunk).slice(-3000);
      });
      logs.push(() => log);
      children.push(child);
      bases.push(`http://127.0.0.1:${port}`);
    }
    const started = Date.now();
    for (const base of bases) {
      for (;;) {
        const ok = await fetch(`${base}/ready`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) break;
        if (children.some((c) => c.exitCode !== null)) {
          throw new Error(`a server process exited during start:\n${logs.map((l) => l()).join("\n")}`);
        }
        if (Date.now() - started > 90_000) throw new Error("server processes not ready after 90 s");
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
    }
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }
  const signIn = async (base: string, email: string, password: string) => {
    const res = await call(base, "POST", "/api/v1/users/login", { email, password });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.token as string;
  };
  let n = 0;
  async function register(base: string, adminToken: string) {
    n += 1;
    const user = {
      username: `proc${n}`,
      email: `proc${n}@instances.example`,
      phone: "0700000000",
      organizationName: `Proc Org ${n}`,
      password: `process user ${n} passphrase`,
    };
    // "Proc Org 1" and "Proc Org 2" are near matches on purpose: each is a new organisation.
    const res = await call(
      base,
      "POST",
      "/api/v1/users/register",
      { ...user, createOrganization: true },
      adminToken,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return { ...user, id: res.json._id as string };
  }

  it("a logout, a demotion and a lockout on one process hold on the other", async () => {
    const [p1, p2] = bases as [string, string];
    const adminToken = await signIn(p1, ADMIN.email, ADMIN.password);

    // Logout on P1 ends the session on P2.
    const x = await register(p1, adminToken);
    const xToken = await signIn(p2, x.email, x.password);
    expect((await call(p1, "GET", "/api/v1/users/me", undefined, xToken)).status).toBe(200);
    expect((await call(p1, "POST", "/api/v1/users/logout", undefined, xToken)).status).toBeLessThan(300);
    expect((await call(p2, "GET", "/api/v1/users/me", undefined, xToken)).status).toBe(401);

    // Demotion on P2 takes the rights away on P1.
    const y = await register(p2, adminToken);
    expect(
      (await call(p2, "PATCH", `/api/v1/users/${y.id}/toggle-admin`, { isAdmin: true }, adminToken)).status,
    ).toBe(200);
    const yToken = await signIn(p1, y.email, y.password);
    expect((await call(p1, "GET", "/api/v1/users", undefined, yToken)).status).toBe(200);
    expect(
      (await call(p2, "PATCH", `/api/v1/users/${y.id}/toggle-admin`, { isAdmin: false }, adminToken)).status,
    ).toBe(200);
    expect((await call(p1, "GET", "/api/v1/users", undefined, yToken)).status).toBe(401);

    // Failures from one address, spread over both processes, lock that address out on both.
    const z = await register(p1, adminToken);
    for (let i = 0; i < 4; i++) {
      const res = await call(i % 2 ? p1 : p2, "POST", "/api/v1/users/login", {
        email: z.email,
        password: "wrong guess",
      });
      expect(res.status).toBe(401);
    }
    for (const base of [p1, p2]) {
      const res = await call(base, "POST", "/api/v1/users/login", { email: z.email, password: z.password });
      expect(res.status).toBe(429);
    }
  }, 60_000);

  it("a public write on one process clears the other's cache at once (LISTEN/NOTIFY), time after time", async () => {
    const [p1, p2] = bases as [string, string];
    const adminToken = await signIn(p1, ADMIN.email, ADMIN.password);
    const approved = async (base: string) => {
      const res = await fetch(`${base}/api/v1/members/approved?pageSize=100`);
      return { count: ((await res.json()) as unknown[]).length, cache: res.headers.get("x-cache") };
    };
    for (let i = 1; i <= 20; i++) {
      // P2 holds the list in its cache (a hit the second time).
      const before = (await approved(p2)).count;
      expect((await approved(p2)).cache).toBe("HIT");
      const writer = i % 2 ? p1 : p2;
      const reader = i % 2 ? p2 : p1;
      await approved(reader);
      const created = await call(
        writer,
        "POST",
        "/api/v1/members",
        {
          firstName: "Amina",
          surName: "Otieno",
          role: "Director",
          email: `notify${i}@example.org`,
          phone: "0712345678",
          organizationName: `Notify Org ${i}`,
          website: `https://notify${i}.example.org`,
          approved: true,
        },
        adminToken,
      );
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      // The other process's cached list goes as soon as the notification arrives; with a ten-minute
      // TTL, nothing else could clear it. Waits for it (a deadline, not a timing assertion).
      const deadline = Date.now() + 10_000;
      let seen = await approved(reader);
      while (seen.count === before && Date.now() < deadline) {
        await new Promise((resolve) => setImmediate(resolve));
        seen = await approved(reader);
      }
      expect(seen.count, `write ${i}`).toBe(before + 1);
    }
  }, 120_000);
});
