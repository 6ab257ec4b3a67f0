// Operations: OpenAPI document, configuration validation, log redaction, health and readiness.
import { Writable } from "node:stream";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { loggerOptions } from "../../src/lib/logger";
import { createTestApp, type TestContext } from "../helpers";

describe("OpenAPI at /api/docs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("serves the document generated from the route schemas", async () => {
    const res = await ctx.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      "/api/v1/users/login",
      "/api/v1/users/register",
      "/api/v1/users/me",
      "/api/v1/users/logout",
      "/api/v1/users/{id}",
      "/api/v1/users/{id}/toggle-admin",
      "/api/v1/uploads",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.some((p) => p === "/api/v1/users" || p === "/api/v1/users/")).toBe(true);
    const login = doc.paths["/api/v1/users/login"].post;
    const body = login.requestBody.content["application/json"].schema;
    expect(body.properties).toHaveProperty("email");
    expect(body.properties).toHaveProperty("password");
    expect(login.responses["200"].content["application/json"].schema.properties).toHaveProperty("token");
    expect(JSON.stringify(login.responses["200"])).not.toContain("passwordHash");
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe("bearer");
    // Routes marked hidden stay out.
    expect(paths).not.toContain("/health");
  });

  it("serves Swagger UI", async () => {
    const res = await ctx.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(res.statusCode);
    const page = res.statusCode === 302 ? await ctx.app.inject({ url: res.headers.location as string }) : res;
    const ui = page.statusCode === 200 ? page : await ctx.app.inject({ url: "/api/docs/static/index.html" });
    expect(ui.statusCode).toBe(200);
    expect(ui.body.toLowerCase()).toContain("swagger");
  });

  it("answers /health and /ready", async () => {
    expect((await ctx.app.inject({ url: "/health" })).json()).toEqual({ status: "ok" });
    const ready = await ctx.app.inject({ url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe("ready");
  });
});

describe("configuration", () => {
  const fail = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      ADMIN_EMAIL: "admin@example.org",
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    // Empty means unset.
    expect(loadConfig({ JWT_SECRET: "", DATABASE_URL: "", ADMIN_PASSWORD: "" }).JWT_SECRET).toBeUndefined();
    // The site's address: from PORT unless set; reduced to its origin.
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://alliance.example/some/path" }).PUBLIC_URL).toBe(
      "https://alliance.example",
    );
    expect(config.PUBLIC_READ_MAX_PER_MINUTE).toBeUndefined();
  });

  it("rejects bad values, naming the variable", () => {
    expect(fail({ PORT: "70000" })).toMatch(/PORT/);
    expect(fail({ PORT: "abc" })).toMatch(/PORT/);
    expect(fail({ DATABASE_URL: "mysql://x" })).toMatch(/DATABASE_URL: must be a postgres/);
    expect(fail({ JWT_SECRET: "short" })).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(fail({ ADMIN_EMAIL: "not-an-email" })).toMatch(/ADMIN_EMAIL/);
    expect(fail({ ADMIN_PASSWORD: "short" })).toMatch(/ADMIN_PASSWORD/);
    expect(fail({ SEED_DEMO: "maybe" })).toMatch(/SEED_DEMO/);
    expect(fail({ LOG_LEVEL: "loud" })).toMatch(/LOG_LEVEL/);
    expect(fail({ PUBLIC_URL: "javascript:alert(1)" })).toMatch(/PUBLIC_URL/);
    expect(fail({ PUBLIC_URL: "ftp://files.example" })).toMatch(/PUBLIC_URL/);
    expect(fail({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "0" })).toMatch(/LOGIN_MAX_FAILURES_PER_ACCOUNT/);
    const both = fail({ PORT: "-1", LOGIN_WINDOW_SECONDS: "soon" });
    expect(both).toMatch(/PORT/);
    expect(both).toMatch(/LOGIN_WINDOW_SECONDS/);
  });
});

describe("logs", () => {
  it("redact the Authorization header and passwords", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions({ LOG_LEVEL: "info" }), stream } });
    app.post("/echo", async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, "received");
      request.log.info({ password: "hunter2-secret", user: { password: "nested-secret" } }, "login");
      return { ok: true };
    });
    await app.inject({
      method: "POST",
      url: "/echo",
      headers: { authorization: "Bearer super.secret.token" },
      payload: { email: "a@b.example", password: "body-secret" },
    });
    await app.close();
    const text = lines.join("");
    expect(text).toContain("received");
    expect(text).toContain("[redacted]");
    for (const secret of ["super.secret.token", "hunter2-secret", "nested-secret", "body-secret"]) {
      expect(text).not.toContain(secret);
    }
  });
});
