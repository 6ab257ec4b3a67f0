// Limits on anonymous reads: one client key for every throttle (IPv6 counted by /64), the public
// read throttle (PUBLIC_READ_MAX_PER_MINUTE, off by default), and the bounds on uncached requests
// one client may have in flight and start per second (PUBLIC_MISSES_PER_SECOND).
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { clientKey } from "../../src/lib/client-key";
import publicCache, { MISS_BURST_SECONDS, MISSES_PER_CLIENT } from "../../src/plugins/public-cache";
import { tokenBuckets } from "../../src/plugins/rate-limit-store";
import { publicReadThrottle, rateLimits } from "../../src/plugins/throttle";
import { createTestApp, createUserWithToken, openTestDatabase, type TestContext } from "../helpers";

describe("client key", () => {
  it("keeps IPv4 (also IPv4-mapped) and counts IPv6 by its /64", () => {
    expect(clientKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
    expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:DB8:1:2:ffff::9")).toBe("ip6:2001:db8:1:2::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
  });
});

describe("public read throttle", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_READ_MAX_PER_MINUTE: "5" });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: "/api/v1/partners", remoteAddress, headers });

  it("answers 429 with Retry-After beyond the limit, cached answers included, per /64", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await read(`2001:db8:aa:1::${i + 1}`)).statusCode).toBe(200);
    }
    // Another address in the same /64: the same client.
    const refused = await read("2001:db8:aa:1:ffff::99");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another /64, and another IPv4 client, are not affected.
    expect((await read("2001:db8:aa:2::1")).statusCode).toBe(200);
    expect((await read("198.51.100.1")).statusCode).toBe(200);
  });

  it("leaves signed-in callers alone; an absent or rejected token buys no exemption, nor does HEAD", async () => {
    for (let i = 0; i < 6; i++) await read("198.51.100.2");
    expect((await read("198.51.100.2")).statusCode).toBe(429);
    const staff = await createUserWithToken(ctx);
    const signedIn = await read("198.51.100.2", staff.auth);
    expect(signedIn.statusCode).toBe(200);
    for (const authorization of ["x", "Bearer not-a-token"]) {
      expect((await read("198.51.100.2", { authorization })).statusCode).toBe(429);
    }
    // A fresh client flooding with a junk token or HEAD requests is counted like any other.
    const flood = async (headers: Record<string, string>, method: "GET" | "HEAD", address: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (
            await ctx.app.inject({
              method,
              url: `/api/v1/partners?page=${i + 1}`,
              remoteAddress: address,
              headers,
            })
          ).statusCode,
        );
      }
      return statuses;
    };
    expect((await flood({ authorization: "x" }, "GET", "198.51.100.20")).slice(5)).toEqual([429, 429, 429]);
    expect((await flood({}, "HEAD", "198.51.100.21")).slice(5)).toEqual([429, 429, 429]);
    // Pages ignore the header altogether.
    const pages: number[] = [];
    for (let i = 0; i < 7; i++) {
      pages.push(
        (
          await ctx.app.inject({
            url: "/health",
            remoteAddress: "198.51.100.22",
            headers: { authorization: "x" },
          })
        ).statusCode,
      );
    }
    expect(pages.at(-1)).toBe(429);
  });

  it("is off by default", async () => {
    const other = await createTestApp();
    try {
      for (let i = 0; i < 30; i++) {
        const res = await other.app.inject({ method: "GET", url: "/health", remoteAddress: "198.51.100.3" });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await other.close();
    }
  });
});

describe("uncached requests in flight", () => {
  it(`lets one client have at most ${MISSES_PER_CLIENT} at a time, others unaffected`, async () => {
    const { database, drop } = await openTestDatabase();
    const app = Fastify();
    app.decorate("config", loadConfig({ LOG_LEVEL: "silent" }));
    app.decorate("db", database.db);
    await app.register(rateLimits);
    await app.register(publicReadThrottle);
    await app.register(publicCache);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get(
      "/slow",
      {
        config: { publicCache: true },
        schema: { querystring: { type: "object", properties: { n: { type: "string" } } } },
      },
      async (request) => {
        await gate;
        return { n: (request.query as { n?: string }).n };
      },
    );
    await app.ready();
    try {
      let answered = 0;
      const flood = Array.from({ length: MISSES_PER_CLIENT + 3 }, (_, i) =>
        app.inject({ url: `/slow?n=${i}`, remoteAddress: "203.0.113.50" }).finally(() => {
          answered += 1;
        }),
      );
      // The three beyond the bound are answered while the others wait at the gate.
      while (answered < 3) await new Promise((resolve) => setImmediate(resolve));
      const other = app.inject({ url: "/slow?n=other", remoteAddress: "203.0.113.51" });
      release();
      const answers = await Promise.all(flood);
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(MISSES_PER_CLIENT);
      const refused = answers.filter((res) => res.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.headers["retry-after"]).toBe("1");
      expect((await other).statusCode).toBe(200);
      // Once answered, the same URLs are hits, not misses.
      expect((await app.inject({ url: "/slow?n=0", remoteAddress: "203.0.113.50" })).headers["x-cache"]).toBe(
        "HIT",
      );
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe("uncached requests per second", () => {
  it("is a token bucket per client: a burst, then the rate", () => {
    let now = 0;
    // The public cache's limiter: 2 a second, MISS_BURST_SECONDS seconds' worth at once.
    const count = tokenBuckets(() => now);
    const burst = 2 * MISS_BURST_SECONDS;
    const budget = {
      take(client: string) {
        let current = 0;
        count(client, (_error, counted) => (current = counted!.current), MISS_BURST_SECONDS * 1000, burst);
        return current <= burst;
      },
    };
    for (let i = 0; i < burst; i++) expect(budget.take("ip:a")).toBe(true);
    expect(budget.take("ip:a")).toBe(false);
    expect(budget.take("ip:b")).toBe(true);
    now += 500;
    expect(budget.take("ip:a")).toBe(true);
    expect(budget.take("ip:a")).toBe(false);
    now += 60_000;
    for (let i = 0; i < burst; i++) expect(budget.take("ip:a")).toBe(true);
    expect(budget.take("ip:a")).toBe(false);
  });

  it("refuses a client inventing new valid keys with 429; its hits and other clients go on", async () => {
    const { database, drop } = await openTestDatabase();
    const app = Fastify();
    app.decorate("config", loadConfig({ LOG_LEVEL: "silent" }));
    app.decorate("db", database.db);
    await app.register(rateLimits);
    await app.register(publicCache, { missesPerSecond: 1 });
    let reads = 0;
    app.get(
      "/list",
      {
        config: { publicCache: true },
        schema: { querystring: { type: "object", properties: { page: { type: "integer" } } } },
      },
      async (request) => {
        reads += 1;
        return { page: (request.query as { page?: number }).page ?? 1 };
      },
    );
    await app.ready();
    const get = (url: string, remoteAddress = "203.0.113.60") => app.inject({ url, remoteAddress });
    try {
      const answers = [];
      for (let page = 1; page <= MISS_BURST_SECONDS + 3; page++)
        answers.push(await get(`/list?page=${page}`));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(MISS_BURST_SECONDS);
      const refused = answers.filter((res) => res.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.headers["retry-after"]).toBe("1");
      expect(reads).toBe(MISS_BURST_SECONDS);
      // Pages it already read are hits, whatever the budget; another client is not affected.
      expect((await get("/list?page=1")).headers["x-cache"]).toBe("HIT");
      expect((await get("/list?page=99", "203.0.113.61")).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

describe("the miss budget counts HEAD and junk-token reads", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_MISSES_PER_SECOND: "1" });
  });
  afterAll(() => ctx?.close());

  it.each([
    ["HEAD", {}],
    ["GET", { authorization: "x" }],
    ["GET", { authorization: "Bearer junk.junk.junk" }],
  ] as const)("refuses a flood of new pages by %s %j with 429", async (method, headers) => {
    const address = `203.0.113.${method === "HEAD" ? 70 : Object.values(headers)[0]!.length}`;
    const statuses: number[] = [];
    for (let page = 1; page <= MISS_BURST_SECONDS + 4; page++) {
      const res = await ctx.app.inject({
        method,
        url: `/api/v1/courses/approved?page=${page}&pageSize=1`,
        remoteAddress: address,
        headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3);
  });
});
