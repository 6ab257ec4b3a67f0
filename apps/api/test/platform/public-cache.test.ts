// Public read cache: ETags and 304, compressed copies made in the background for entries hit again,
// keys from the route and its validated query, invalidation on writes in this instance,
// authorised callers bypassing it, and a second instance on the same PostgreSQL database seeing a
// write within PUBLIC_CACHE_TTL_MS.
import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { type Database, openDatabase } from "../../src/db/client";
import { members } from "../../src/db/schema";
import publicCache, { PUBLIC_CACHE_CONTROL, pickEncoding } from "../../src/plugins/public-cache";
import { rateLimits } from "../../src/plugins/throttle";
import {
  createTestApp,
  createUserWithToken,
  openTestDatabase,
  TEST_DATABASE_URL,
  type TestContext,
} from "../helpers";

const APPROVED = "/api/v1/members/approved";

const application = (n: number) => ({
  firstName: "Amina",
  surName: "Otieno",
  role: "Director",
  email: `amina${n}@example.org`,
  phone: "0712345678",
  organizationName: `Cache Test Org ${n}`,
  website: `https://org${n}.example.org`,
});

describe("public read cache", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true });
    // Enough approved members for the body to be worth compressing.
    await ctx.database.db.insert(members).values(
      Array.from({ length: 40 }, (_, i) => ({
        firstName: "Seed",
        email: `seed${i}@example.org`,
        organizationName: `Seeded Organisation Number ${i}`,
        website: `https://seeded-${i}.example.org`,
        approved: true,
      })),
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers from memory with a strong ETag, and 304 when it matches", async () => {
    const first = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers["content-type"]).toMatch(/application\/json/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.json()).toHaveLength(40);

    const second = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["x-total-count"]).toBe(first.headers["x-total-count"]);

    const revalidated = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { "if-none-match": etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(etag);

    const other = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { "if-none-match": '"nope"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it("keeps security headers on cached answers", async () => {
    const hit = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-security-policy"]).toBeDefined();
    expect(hit.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("serves gzip and brotli from memory once made in the background, with their own ETags", async () => {
    await ctx.app.publicCache.invalidate();
    const miss = await ctx.app.inject({ method: "GET", url: APPROVED, headers: { "accept-encoding": "br" } });
    // A miss is answered at once, uncompressed; so is the first hit, which asks for the copies.
    expect(miss.headers["x-cache"]).toBe("MISS");
    expect(miss.headers["content-encoding"]).toBeUndefined();
    const firstHit = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { "accept-encoding": "br" },
    });
    expect(firstHit.headers["x-cache"]).toBe("HIT");
    expect(firstHit.headers["content-encoding"]).toBeUndefined();
    await ctx.app.publicCache.settled();

    const plain = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(plain.body).toBe(miss.body);
    const gz = await ctx.app.inject({ method: "GET", url: APPROVED, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const br = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    // Any coding's tag revalidates: they carry the same content.
    const revalidated = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { "accept-encoding": "gzip", "if-none-match": br.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("answers HEAD from the cache without a body", async () => {
    const head = await ctx.app.inject({ method: "HEAD", url: APPROVED });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["x-cache"]).toBe("HIT");
  });

  it("is invalidated by a successful write: application then approval", async () => {
    const before = await ctx.app.inject({ method: "GET", url: APPROVED });
    const etag = before.headers.etag;

    const applied = await ctx.app.inject({ method: "POST", url: "/api/v1/members", payload: application(1) });
    expect(applied.statusCode).toBe(201);
    const id = applied.json()._id as string;
    const pending = await ctx.app.inject({ method: "GET", url: APPROVED });
    // A public application is always unapproved: nothing public changed, the cache stays.
    expect(pending.headers["x-cache"]).toBe("HIT");
    expect(pending.json().some((m: { _id: string }) => m._id === id)).toBe(false);

    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/members/${id}/toggle-approval`,
      headers: admin.auth,
      payload: { approved: true, version: 1 },
    });
    expect(approved.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().some((m: { _id: string }) => m._id === id)).toBe(true);

    // The old tag no longer matches.
    const stale = await ctx.app.inject({ method: "GET", url: APPROVED, headers: { "if-none-match": etag } });
    expect(stale.statusCode).toBe(200);
  });

  it("is not invalidated by a refused write", async () => {
    await ctx.app.inject({ method: "GET", url: APPROVED });
    const before = ctx.app.publicCache.stats().invalidations;
    const refused = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/members/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}/toggle-approval`,
      payload: { approved: true },
    });
    expect(refused.statusCode).toBe(401);
    const invalid = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: { firstName: "" },
    });
    expect(invalid.statusCode).toBe(400);
    expect(ctx.app.publicCache.stats().invalidations).toBe(before);
    const hit = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(hit.headers["x-cache"]).toBe("HIT");
  });

  it("keys on the route and its validated query, never the raw URL or the Host", async () => {
    await ctx.app.publicCache.invalidate();
    const first = await ctx.app.inject({ method: "GET", url: APPROVED });
    expect(first.headers["x-cache"]).toBe("MISS");
    // Unknown parameters, another Host, a trailing slash: the same entry.
    for (const [url, host] of [
      [`${APPROVED}?a=1`, "localhost"],
      [`${APPROVED}?utm_source=${Math.random()}`, "evil.example"],
      [APPROVED, "localhost/api/v1/partners?audit="],
      [`${APPROVED}/`, "127.0.0.1:9"],
    ] as const) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { host } });
      expect(res.headers["x-cache"], `${host} ${url}`).toBe("HIT");
      expect(res.body).toBe(first.body);
    }
    expect(ctx.app.publicCache.stats().entries).toBe(1);

    // Known parameters, in any order, are one key.
    const partners = "/api/v1/partners";
    const a = await ctx.app.inject({ method: "GET", url: `${partners}?page=1&pageSize=2` });
    expect(a.headers["x-cache"]).toBe("MISS");
    const b = await ctx.app.inject({ method: "GET", url: `${partners}?pageSize=2&x=y&page=1` });
    expect(b.headers["x-cache"]).toBe("HIT");
    expect(b.body).toBe(a.body);
    // Invalid ones are refused, and nothing is stored.
    const entries = ctx.app.publicCache.stats().entries;
    const bad = await ctx.app.inject({ method: "GET", url: `${partners}?pageSize=100000` });
    expect(bad.statusCode).toBe(400);
    expect(ctx.app.publicCache.stats().entries).toBe(entries);
  });

  it("lets callers with an Authorization header through to the route", async () => {
    await ctx.app.inject({ method: "GET", url: APPROVED });
    const authed = await ctx.app.inject({ method: "GET", url: APPROVED, headers: admin.auth });
    expect(authed.statusCode).toBe(200);
    expect(authed.headers["x-cache"]).toBeUndefined();
    expect(authed.headers.etag).toBeUndefined();
    expect(authed.headers["cache-control"]).not.toBe(PUBLIC_CACHE_CONTROL);

    // A rejected token is no token: the caller reads the cached public answer, and is budgeted.
    const junk = await ctx.app.inject({
      method: "GET",
      url: APPROVED,
      headers: { authorization: "Bearer junk" },
    });
    expect(junk.headers["x-cache"]).toBe("HIT");
  });

  it("gives concurrent misses one database query", async () => {
    await ctx.app.publicCache.invalidate();
    const before = ctx.app.publicCache.stats().misses;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ctx.app.inject({ method: "GET", url: APPROVED })),
    );
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["x-cache"] === "MISS")).toHaveLength(1);
    expect(ctx.app.publicCache.stats().misses - before).toBe(1);
  });

  it("caches the other public endpoints too", async () => {
    for (const url of ["/api/v1/courses/approved", "/api/v1/partners", "/api/v1/reports/summary"]) {
      const first = await ctx.app.inject({ method: "GET", url });
      if (first.statusCode === 404) continue; // route not there yet
      expect(first.statusCode, url).toBe(200);
      const second = await ctx.app.inject({ method: "GET", url });
      expect(second.headers["x-cache"], url).toBe("HIT");
      expect(second.body, url).toBe(first.body);
    }
  });
});

describe("public pages in the cache", () => {
  it("caches a page declared cacheable with the headers it was sent with, whatever the Host", async () => {
    const { database, drop } = await openTestDatabase();
    const app = Fastify();
    app.decorate("config", loadConfig({ PUBLIC_CACHE_TTL_MS: "150", LOG_LEVEL: "silent" }));
    app.decorate("db", database.db);
    await app.register(rateLimits);
    await app.register(publicCache);
    let renders = 0;
    app.get("/learning", { config: { publicCache: true } }, async (_request, reply) => {
      renders += 1;
      return reply
        .type("text/html; charset=utf-8")
        .header("x-frame-options", "DENY")
        .header("cache-control", "no-cache")
        .send(`<!doctype html><p>render ${renders}</p>${"x".repeat(2000)}`);
    });
    app.get("/partial", { config: { publicCache: true } }, async (_request, reply) => {
      renders += 1;
      return reply.type("text/html").header("cache-control", "no-store").send("<p>data missing</p>");
    });
    app.get("/not-declared", async () => `render ${++renders}`);
    await app.ready();
    try {
      const first = await app.inject({ url: "/learning", headers: { "accept-encoding": "br" } });
      expect(first.headers["x-cache"]).toBe("MISS");
      expect(first.headers["content-encoding"]).toBeUndefined();
      const second = await app.inject({ url: "/learning?utm=1", headers: { host: "evil.example" } });
      expect(second.headers["x-cache"]).toBe("HIT");
      expect(second.body).toContain("render 1");
      expect(second.headers["x-frame-options"]).toBe("DENY");
      expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(second.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
      // The shared version is checked again after the TTL; nothing changed, so still a hit.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await app.inject({ url: "/learning" })).headers["x-cache"]).toBe("HIT");
      // A page sent with no-store (its data could not be read) is not kept.
      await app.inject({ url: "/partial" });
      expect((await app.inject({ url: "/partial" })).headers["x-cache"]).not.toBe("HIT");
      // A route that does not declare itself cacheable is left alone.
      expect((await app.inject({ url: "/not-declared" })).headers["x-cache"]).toBeUndefined();
      expect(renders).toBe(4);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe("Accept-Encoding negotiation", () => {
  it("prefers br, then gzip, and honours q=0", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
  });
});

// Two instances on one database: only meaningful on PostgreSQL (PGlite is one process's).
describe.skipIf(!TEST_DATABASE_URL)("public read cache across instances (PostgreSQL)", () => {
  const name = `t_cache_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const TTL = 300;
  const databases: Database[] = [];
  const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];

  beforeAll(async () => {
    const adminClient = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${name}`);
    await adminClient.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      JWT_SECRET: "test-secret-test-secret-test-secret-0123456789",
      PUBLIC_CACHE_TTL_MS: String(TTL),
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: url.toString(), poolSize: 2 });
      databases.push(database);
      // The second instance does not listen (as when LISTEN is blocked): the poll must do it.
      const app = await buildApp({
        config,
        database: i === 1 ? { ...database, listen: undefined } : database,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it("a write on one instance reaches the other's cache within PUBLIC_CACHE_TTL_MS", async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const ctxA = { app: a, database: databases[0]!, config: a.config, close: async () => {} };
    const adminA = await createUserWithToken(ctxA, { isAdmin: true });

    const warm = await b.inject({ method: "GET", url: APPROVED });
    expect(warm.json()).toEqual([]);
    expect((await b.inject({ method: "GET", url: APPROVED })).headers["x-cache"]).toBe("HIT");

    const created = await a.inject({
      method: "POST",
      url: "/api/v1/members",
      headers: adminA.auth,
      payload: { ...application(99), approved: true },
    });
    expect(created.statusCode).toBe(201);
    // Instance A reads its own write at once.
    expect((await a.inject({ method: "GET", url: APPROVED })).json()).toHaveLength(1);

    const deadline = Date.now() + TTL + 1000;
    let seen = false;
    let firstSeenAfter = 0;
    const started = Date.now();
    while (Date.now() < deadline) {
      const answer = await b.inject({ method: "GET", url: APPROVED });
      if (answer.json().length === 1) {
        seen = true;
        firstSeenAfter = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toBe(true);
    expect(firstSeenAfter).toBeLessThanOrEqual(TTL + 100);
  });
});
