// Organisation API tokens (docs/decisions/0037-imports-and-organisation-tokens.md): made by the
// organisation's users or an admin, shown once and kept only as a hash, allowed route by route
// by scope for their own organisation (403 for everything else), 401 once expired or revoked,
// also on a second instance sharing the database, counted per token, written in the Activity log
// as "token <name> of <organisation>", and never in a log line. PGlite, and PostgreSQL with
// TEST_DATABASE_URL.
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app";
import { loggerOptions } from "../../../src/lib/logger";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

describe("organisation API tokens", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth; user: { organizationId: string | null } };
  let other: { auth: Auth; user: { organizationId: string | null } };
  let otherReport: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Token Training Trust" });
    other = await createUserWithToken(ctx, { organizationName: "Neighbour Skills Network" });
    const made = await call("POST", "/reports", other.auth, {
      year: 2025,
      quarter: "Q1",
      metrics: { trained: 3 },
    });
    otherReport = made.json()._id;
  });
  afterAll(() => ctx?.close());

  function call(method: Method, url: string, auth?: Auth, payload?: unknown, app = ctx.app) {
    return app.inject({
      method,
      url: `/api/v1${url}`,
      ...(auth ? { headers: auth } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }
  /** The test's database for another instance, which must not close it when it stops. */
  const shared = () => ({ ...ctx.database, close: async () => {} });
  const bearer = (token: string): Auth => ({ authorization: `Bearer ${token}` });
  const orgId = () => org.user.organizationId!;

  async function makeToken(scopes: string[], name = `token-${scopes.join("+")}`, expiresAt = inDays(30)) {
    const res = await call("POST", `/organizations/${orgId()}/tokens`, org.auth, { name, scopes, expiresAt });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { _id: string; token: string; prefix: string };
  }

  it("answers the token once: ksa_ and 32 random bytes; the list and the database never hold it", async () => {
    const made = await makeToken(["reports:read"], "Learning platform");
    expect(made.token).toMatch(/^ksa_[A-Za-z0-9_-]{43,}$/);
    expect(made.prefix).toBe(made.token.slice(0, 8));
    const list = await call("GET", `/organizations/${orgId()}/tokens`, org.auth);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    expect(list.json()[0]).toMatchObject({
      name: "Learning platform",
      scopes: ["reports:read"],
      lastUsedAt: null,
    });
    const dump = JSON.stringify(await ctx.database.db.execute(sql`select * from organization_tokens`));
    expect(dump).not.toContain(made.token.slice(4));
    const audit = JSON.stringify(await ctx.database.db.execute(sql`select * from audit_log`));
    expect(audit).not.toContain(made.token.slice(4));
  });

  it("refuses a token without expiry, beyond a year, in the past or without scopes; others' organisations 403", async () => {
    const url = `/organizations/${orgId()}/tokens`;
    for (const body of [
      { name: "x", scopes: ["reports:read"] },
      { name: "x", scopes: ["reports:read"], expiresAt: inDays(400) },
      { name: "x", scopes: ["reports:read"], expiresAt: inDays(-1) },
      { name: "x", scopes: [], expiresAt: inDays(3) },
      { name: "x", scopes: ["users:write"], expiresAt: inDays(3) },
    ]) {
      expect((await call("POST", url, org.auth, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const good = { name: "x", scopes: ["reports:read"], expiresAt: inDays(3) };
    expect((await call("POST", url, other.auth, good)).statusCode).toBe(403);
    expect((await call("GET", url, other.auth)).statusCode).toBe(403);
    expect((await call("POST", url, undefined, good)).statusCode).toBe(401);
    // Admins see and revoke every organisation's tokens.
    const made = await makeToken(["reports:read"], "for the admin");
    expect((await call("GET", url, admin.auth)).json().map((t: { _id: string }) => t._id)).toContain(
      made._id,
    );
    expect((await call("DELETE", `${url}/${made._id}`, other.auth)).statusCode).toBe(403);
    const revoked = await call("DELETE", `${url}/${made._id}`, admin.auth);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    expect((await call("GET", "/reports", bearer(made.token))).statusCode).toBe(401);
  });

  it("the scope matrix, route by route; everything else is a 403", async () => {
    const read = bearer((await makeToken(["reports:read"])).token);
    const write = bearer((await makeToken(["reports:write"])).token);
    const both = bearer((await makeToken(["reports:read", "reports:write"])).token);

    const created = await call("POST", "/reports", write, {
      year: 2025,
      quarter: "Q2",
      metrics: { trained: 9 },
    });
    expect(created.statusCode).toBe(201);
    const own = created.json();
    expect(own.organizationName).toBe("Token Training Trust");
    const body = { year: 2025, quarter: "Q2", metrics: { trained: 10 } };
    const importBody = JSON.stringify([{ year: 2025, quarter: "Q3", metrics: { trained: 4 } }]);
    const cases: Array<[Method, string, unknown, Record<string, number>]> = [
      ["GET", "/reports", undefined, { read: 200, write: 403, both: 200 }],
      ["GET", `/reports/${own._id}`, undefined, { read: 200, write: 403, both: 200 }],
      ["GET", `/reports/${otherReport}`, undefined, { read: 403, write: 403, both: 403 }],
      ["PUT", `/reports/${own._id}`, body, { read: 403, write: 200, both: 200 }],
      ["PUT", `/reports/${otherReport}`, body, { read: 403, write: 403, both: 403 }],
      ["POST", "/reports", { year: 2024, quarter: "Q1" }, { read: 403, write: 201, both: 409 }],
      ["DELETE", `/reports/${own._id}`, undefined, { read: 403, write: 403, both: 403 }],
      [
        "PATCH",
        `/reports/${own._id}/review`,
        { status: "approved", version: 1 },
        { read: 403, write: 403, both: 403 },
      ],
      ["GET", `/reports/${own._id}/history`, undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/reports/export.xlsx", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/imports/template.xlsx", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/users", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/courses", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/members", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", "/audit", undefined, { read: 403, write: 403, both: 403 }],
      ["GET", `/organizations/${orgId()}/tokens`, undefined, { read: 403, write: 403, both: 403 }],
      [
        "POST",
        `/organizations/${orgId()}/tokens`,
        { name: "x", scopes: ["reports:read"], expiresAt: inDays(2) },
        { read: 403, write: 403, both: 403 },
      ],
    ];
    for (const [method, url, payload, expected] of cases) {
      for (const [name, auth] of [
        ["read", read],
        ["write", write],
        ["both", both],
      ] as const) {
        const res = await call(method, url, auth, payload);
        expect(res.statusCode, `${name} ${method} ${url}: ${res.body}`).toBe(expected[name]);
      }
    }
    const imported = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/imports",
      headers: { ...write, "content-type": "application/json" },
      payload: importBody,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const readImport = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/imports?dryRun=true",
      headers: { ...read, "content-type": "application/json" },
      payload: importBody,
    });
    expect(readImport.statusCode).toBe(403);
    // The list holds its own organisation's reports only.
    const listed = (await call("GET", "/reports", read)).json();
    expect(new Set(listed.map((r: { organizationName: string }) => r.organizationName))).toEqual(
      new Set(["Token Training Trust"]),
    );
    // The Activity log names the token and its organisation.
    const actors = (await call("GET", "/audit?entity=report", admin.auth)).json() as Array<{
      actorEmail: string;
    }>;
    expect(JSON.stringify(actors)).toContain("token token-reports:write of Token Training Trust");
  });

  it("a revoked token fails at once on a second instance; an expired one fails; requests are counted per token", async () => {
    const second = await buildApp({ config: { ...ctx.config, TOKEN_MAX_PER_MINUTE: 3 }, database: shared() });
    await second.ready();
    try {
      const made = await makeToken(["reports:read"], "second instance");
      expect((await call("GET", "/reports", bearer(made.token), undefined, second)).statusCode).toBe(200);
      const revoked = await call("DELETE", `/organizations/${orgId()}/tokens/${made._id}`, org.auth);
      expect(revoked.statusCode).toBe(200);
      const after = await call("GET", "/reports", bearer(made.token), undefined, second);
      expect(after.statusCode).toBe(401);

      const short = await makeToken(["reports:read"], "short", inDays(1));
      const later = await buildApp({
        config: ctx.config,
        database: shared(),
        clock: () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
      });
      await later.ready();
      expect((await call("GET", "/reports", bearer(short.token), undefined, later)).statusCode).toBe(401);
      await later.close();

      const counted = await makeToken(["reports:read"], "counted");
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await call("GET", "/reports", bearer(counted.token), undefined, second)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await second.close();
    }
  });

  it("never writes the token in a log line", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      config: ctx.config,
      database: shared(),
      logger: { ...loggerOptions({ LOG_LEVEL: "debug" }), stream },
    });
    await logged.ready();
    const made = await makeToken(["reports:read"], "logged");
    await call("GET", "/reports", bearer(made.token), undefined, logged);
    await call("GET", "/users", bearer(made.token), undefined, logged);
    const created = await call(
      "POST",
      `/organizations/${orgId()}/tokens`,
      org.auth,
      { name: "made while logging", scopes: ["reports:read"], expiresAt: inDays(2) },
      logged,
    );
    await logged.close();
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join("\n");
    expect(all).not.toContain(made.token.slice(4));
    expect(all).not.toContain(created.json().token.slice(4));
  });
});
