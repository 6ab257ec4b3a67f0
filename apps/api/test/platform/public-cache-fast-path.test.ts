// The public cache's fastest path, the HTTP server's request listener: over a real socket, a URL
// seen before is answered before Fastify routes it, with the same status, headers and body as the
// full pipeline's hit, 304 on a matching ETag, HEAD without a body; callers with an Authorization
// header, other methods and unseen URLs reach Fastify; behind a trusted proxy the path is off (the
// scheme for HSTS is then Fastify's to decide).
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS } from "../../src/plugins/security";
import { createTestApp, type TestContext } from "../helpers";

const URL_PATH = "/api/v1/courses/approved";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("latin1");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that differ between two answers by nature (time, connection). */
const comparable = (headers: Answer["headers"]) => {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
};

async function listen(ctx: TestContext) {
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  return (ctx.app.server.address() as AddressInfo).port;
}

describe("public cache fast path (server request listener)", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    port = await listen(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers a URL seen before like the full pipeline's hit, before Fastify routes it", async () => {
    const miss = await get(port, URL_PATH);
    expect(miss.headers["x-cache"]).toBe("MISS");
    // The onRequest hook's hit (inject does not go through the server's listener).
    const hookHit = await ctx.app.inject({ url: URL_PATH });
    expect(hookHit.headers["x-cache"]).toBe("HIT");
    const before = ctx.app.publicCache.stats().hits;
    const hit = await get(port, URL_PATH);
    expect(hit.status).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers["keep-alive"]).toBe("timeout=72");
    expect(comparable(hit.headers)).toEqual(
      comparable(hookHit.headers as Answer["headers"]) as Answer["headers"],
    );
    expect(ctx.app.publicCache.stats().hits).toBe(before + 1);
    // Plain HTTP: no HSTS.
    expect(hit.headers["strict-transport-security"]).toBeUndefined();
  });

  it("gives 304 on a matching ETag and no body for HEAD", async () => {
    const hit = await get(port, URL_PATH);
    const etag = hit.headers.etag as string;
    const notModified = await get(port, URL_PATH, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers["content-security-policy"]).toBeDefined();
    const head = await get(port, URL_PATH, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(hit.headers["content-length"]);
  });

  it("lets callers with an Authorization header, and unseen URLs, through to Fastify", async () => {
    const before = ctx.app.publicCache.stats().hits;
    // The token is checked by Fastify; rejected, it reads as anonymous: the route-level hook
    // answers the cached entry (and the caller is budgeted like anyone).
    const authorised = await get(port, URL_PATH, { authorization: "Bearer not-a-token" });
    expect(authorised.headers["x-cache"]).toBe("HIT");
    const unseen = await get(port, `${URL_PATH}?utm=x`);
    // Validated and found by the route-level hook, not by the listener.
    expect(unseen.headers["x-cache"]).toBe("HIT");
    expect(ctx.app.publicCache.stats().hits).toBe(before + 2);
  });

  it("stops answering once the server is closing", async () => {
    const other = await createTestApp();
    const otherPort = await listen(other);
    await get(otherPort, URL_PATH);
    expect((await get(otherPort, URL_PATH)).headers["x-cache"]).toBe("HIT");
    await other.close();
    await expect(get(otherPort, URL_PATH)).rejects.toThrow();
  });
});

describe("public cache fast path behind a trusted proxy", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "true" });
    port = await listen(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("is off: the hit is Fastify's, with HSTS when the proxy says HTTPS", async () => {
    await get(port, URL_PATH);
    const hit = await get(port, URL_PATH, { "x-forwarded-proto": "https" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["strict-transport-security"]).toBe(HSTS);
    const plain = await get(port, URL_PATH, { "x-forwarded-proto": "http" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
