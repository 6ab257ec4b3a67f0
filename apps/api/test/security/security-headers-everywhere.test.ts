// Security headers on every answer, refusals included (ADR 0006): the read throttle's 429, the miss budget's 429, Fastify's 400 for an address it cannot
// decode (which must not echo the address) and Node's 431, read off a real socket.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers";

/** One raw HTTP exchange: what the server wrote before closing. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    let out = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    socket.on("data", (chunk) => {
      out += chunk;
    });
    socket.on("close", () => resolve(out));
    socket.on("error", () => resolve(out));
    setTimeout(() => {
      socket.destroy();
      resolve(out);
    }, 5000).unref();
  });
}

const headersOf = (response: string) =>
  new Map(
    response
      .split("\r\n\r\n")[0]!
      .split("\r\n")
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
  );

function expectSecurityHeaders(headers: Map<string, string> | Headers) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers.get(name));
  expect(get("content-security-policy")).toContain("default-src 'self'");
  expect(get("x-content-type-options")).toBe("nosniff");
  expect(get("x-frame-options")).toBe("DENY");
  expect(get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(get("permissions-policy")).toBeTruthy();
}

describe("security headers on every kind of answer", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_READ_MAX_PER_MINUTE: "3" });
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx?.close());

  it("on Fastify's 400 for an undecodable address, without echoing it", async () => {
    const response = await exchange(
      port,
      "GET /%zz-secret-path HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    );
    expect(response.startsWith("HTTP/1.1 400")).toBe(true);
    expectSecurityHeaders(headersOf(response));
    expect(response).not.toContain("%zz");
    expect(response).not.toContain("secret-path");
  });

  it("on Node's 431 for a header section that is too large", async () => {
    const response = await exchange(
      port,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(response.startsWith("HTTP/1.1 431")).toBe(true);
    expectSecurityHeaders(headersOf(response));
  });

  it("on the read throttle's 429", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = await fetch(`http://127.0.0.1:${port}/api/v1/courses/approved?i=${i}`);
    expect(last!.status).toBe(429);
    expectSecurityHeaders(last!.headers);
  });
});

describe("security headers on the miss budget's 429", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PUBLIC_MISSES_PER_SECOND: "1" });
  });
  afterAll(() => ctx?.close());

  it("refuses a flood of new pages with the headers on", async () => {
    let refused: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
    for (let page = 1; page <= 20 && !refused; page++) {
      const answer = await ctx.app.inject({ url: `/api/v1/courses/approved?page=${page}&pageSize=1` });
      if (answer.statusCode === 429) refused = answer;
    }
    expect(refused).toBeDefined();
    expectSecurityHeaders(new Map(Object.entries(refused!.headers).map(([k, v]) => [k, String(v)])));
  });
});
