// A change of a report names the version it was based on: when someone else saved since, the
// API answers 409 with the report as it is now and writes nothing, so the writer compares theirs
// and yours instead of overwriting; naming the current version saves. Signed out, another role's
// or another organisation's writes are refused as before. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };
type Who = { auth: Auth; user: { email: string } };

describe("a report's save names the version it was based on", () => {
  let ctx: TestContext;
  let admin: Who;
  let org: Who;
  let colleague: Who;
  let other: Who;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Kilimo Tech Hub" });
    colleague = await createUserWithToken(ctx, { organizationName: "Kilimo Tech Hub" });
    other = await createUserWithToken(ctx, { organizationName: "Pwani Academy" });
  });
  afterAll(() => ctx?.close());

  const metrics = (trained: number) => ({ aware: 400, engaged: 300, trained, certified: 10 });
  const body = (trained: number, extra: object = {}) => ({
    year: 2025,
    quarter: "Q2",
    metrics: metrics(trained),
    ...extra,
  });

  const stored = async (id: string) =>
    (
      (await ctx.database.db.execute(
        sql`select trained, version, pending_change as "pendingChange" from reports where id = ${id}`,
      )) as unknown as { rows: Array<{ trained: number; version: number; pendingChange: unknown }> }
    ).rows[0]!;
  const audits = async (id: string) =>
    Number(
      (
        (await ctx.database.db.execute(
          sql`select count(*)::int as n from audit_log where entity = 'report' and entity_id = ${id}`,
        )) as unknown as { rows: Array<{ n: number }> }
      ).rows[0]!.n,
    );

  async function created(year = 2025, quarter = "Q2") {
    const res = await ctx.call("POST", "/reports", {
      as: org,
      body: { ...body(50), year, quarter, breakdowns: { trained: { sex: { female: 30, male: 20 } } } },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { _id: string; version: number };
  }

  it("refuses signed out, non-owners and a bad version as before, whatever version they name", async () => {
    const report = await created(2024, "Q1");
    const named = body(60, { year: 2024, quarter: "Q1", baseVersion: report.version });
    expect((await ctx.call("PUT", `/reports/${report._id}`, { body: named })).statusCode).toBe(401);
    const stranger = await ctx.call("PUT", `/reports/${report._id}`, { as: other, body: named });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().current).toBeUndefined();
    // A stale version tells a stranger nothing either: the ownership check comes first.
    const strangerStale = await ctx.call("PUT", `/reports/${report._id}`, {
      as: other,
      body: { ...named, baseVersion: report.version + 5 },
    });
    expect(strangerStale.statusCode).toBe(403);
    expect(strangerStale.json().current).toBeUndefined();
    for (const baseVersion of [0, 1.5, "2"]) {
      const bad = await ctx.call("PUT", `/reports/${report._id}`, {
        as: org,
        body: { ...named, baseVersion },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await stored(report._id)).trained).toBe(50);
  });

  it("answers 409 with the current report when someone saved since, and writes nothing", async () => {
    const report = await created();
    // The colleague saves first, from the same version.
    const theirs = await ctx.call("PUT", `/reports/${report._id}`, {
      as: colleague,
      body: body(70, { baseVersion: report.version }),
    });
    expect(theirs.statusCode).toBe(200);
    const before = await stored(report._id);
    const auditsBefore = await audits(report._id);

    const mine = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: body(90, { baseVersion: report.version }),
    });
    expect(mine.statusCode).toBe(409);
    const answer = mine.json();
    expect(answer.message).toContain(colleague.user.email);
    expect(answer.current._id).toBe(report._id);
    expect(answer.current.version).toBe(theirs.json().version);
    expect(answer.current.metrics.trained).toBe(70);
    expect(answer.current.breakdowns.trained.sex).toEqual({ female: 30, male: 20, notStated: 20 });
    expect(await stored(report._id)).toEqual(before);
    expect(await audits(report._id)).toBe(auditsBefore);

    // Saved over theirs, naming their version.
    const over = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: body(90, { baseVersion: answer.current.version }),
    });
    expect(over.statusCode).toBe(200);
    expect(over.json().metrics.trained).toBe(90);
    expect((await stored(report._id)).trained).toBe(90);
    expect(await audits(report._id)).toBe(auditsBefore + 1);
  });

  it("holds for a change to an approved report: a stale proposal is a 409, the current one waits", async () => {
    const report = await created(2025, "Q1");
    const approved = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: { status: "approved", version: report.version },
    });
    expect(approved.statusCode).toBe(200);
    const version = approved.json().version as number;
    const first = await ctx.call("PUT", `/reports/${report._id}`, {
      as: colleague,
      body: body(55, { quarter: "Q1", baseVersion: version }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().pendingChange.metrics.trained).toBe(55);

    const stale = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: body(65, { quarter: "Q1", baseVersion: version }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.pendingChange.metrics.trained).toBe(55);
    expect(stale.json().current.metrics.trained).toBe(50);
    expect((await stored(report._id)).pendingChange).toMatchObject({ metrics: { trained: 55 } });

    const current = await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: body(65, { quarter: "Q1", baseVersion: stale.json().current.version }),
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().pendingChange.metrics.trained).toBe(65);
    // The approved figures stay until the change is reviewed.
    expect((await stored(report._id)).trained).toBe(50);
  });

  it("lets an admin edit naming the version, and a save naming none overwrites as before", async () => {
    const report = await created(2025, "Q3");
    const stale = await ctx.call("PUT", `/reports/${report._id}`, {
      as: admin,
      body: body(51, { quarter: "Q3", baseVersion: report.version + 1 }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(report.version);
    const saved = await ctx.call("PUT", `/reports/${report._id}`, {
      as: admin,
      body: body(52, { quarter: "Q3", baseVersion: report.version }),
    });
    expect(saved.statusCode).toBe(200);
    const unnamed = await ctx.call("PUT", `/reports/${report._id}`, {
      as: admin,
      body: body(53, { quarter: "Q3" }),
    });
    expect(unnamed.statusCode).toBe(200);
    expect((await stored(report._id)).trained).toBe(53);
  });
});
