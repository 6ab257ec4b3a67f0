// Review before publication, open periods, metric bounds and warnings, completeness and history.
import { currentPeriod, lastCompletePeriod, previousPeriod } from "@alliance/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

describe("report review", () => {
  let ctx: TestContext;
  let admin: { auth: Auth; user: { email: string } };
  let orgA: { auth: Auth; user: { email: string } };
  let orgA2: { auth: Auth; user: { email: string } };
  let orgB: { auth: Auth; user: { email: string } };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    orgA = await createUserWithToken(ctx, { organizationName: "Review Org A" });
    orgA2 = await createUserWithToken(ctx, { organizationName: "review org a" });
    orgB = await createUserWithToken(ctx, { organizationName: "Review Org B" });
  });
  afterAll(() => ctx?.close());

  const trained = async () => (await ctx.call("GET", "/reports/summary")).json().totals.trained as number;
  const metrics = (trained: number) => ({ aware: trained * 4, engaged: trained * 2, trained, certified: 1 });

  it("publishes an organisation's report only once approved, and withdraws it when changed", async () => {
    const before = await trained();
    const created = await ctx.call("POST", "/reports", {
      as: orgA,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: metrics(100),
      },
    });
    expect(created.statusCode).toBe(201);
    const report = created.json();
    expect(report.status).toBe("submitted");
    expect(await trained()).toBe(before);
    const topOf = async (query: string) =>
      (await ctx.call("GET", `/reports/summary?${query}`))
        .json()
        .topOrganizations.map((t: { name: string }) => t.name);
    expect(await topOf("year=2024&quarter=Q1")).not.toContain("Review Org A");

    // Only admins review; a return needs a note.
    expect(
      (await ctx.call("PATCH", `/reports/${report._id}/review`, { body: { status: "approved" } })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call("PATCH", `/reports/${report._id}/review`, { as: orgA, body: { status: "approved" } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("PATCH", `/reports/${report._id}/review`, { as: admin, body: { status: "returned" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("PATCH", `/reports/${report._id}/review`, { as: admin, body: { status: "bogus" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.call("PATCH", "/reports/00000000-0000-4000-8000-000000000000/review", {
          as: admin,
          body: {
            status: "approved",
            version: 1,
          },
        })
      ).statusCode,
    ).toBe(404);

    const returned = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "returned",
        note: "Trained looks too high",
      },
    });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      status: "returned",
      reviewNote: "Trained looks too high",
      reviewedBy: admin.user.email,
    });
    expect(await trained()).toBe(before);
    // The organisation's users are e-mailed the review and its note, with the same transaction.
    const mails = (
      (await ctx.database.db.execute(
        sql`select to_address, text_body from outbox where kind = 'report-reviewed' order by to_address`,
      )) as unknown as { rows: Array<{ to_address: string; text_body: string }> }
    ).rows;
    expect(mails.map((m) => m.to_address).sort()).toEqual([orgA.user.email, orgA2.user.email].sort());
    expect(mails[0]!.text_body).toContain("Trained looks too high");
    // The organisation sees the status and the note.
    const seen = (await ctx.call("GET", `/reports/${report._id}`, { as: orgA })).json();
    expect(seen).toMatchObject({ status: "returned", reviewNote: "Trained looks too high" });

    const corrected = await ctx.call("PUT", `/reports/${report._id}`, {
      as: orgA,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: metrics(80),
      },
    });
    expect(corrected.json().status).toBe("submitted");
    expect(await trained()).toBe(before);

    // An approval names the version the admin saw: none is a 400, an older one a 409.
    expect(
      (await ctx.call("PATCH", `/reports/${report._id}/review`, { as: admin, body: { status: "approved" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.call("PATCH", `/reports/${report._id}/review`, {
          as: admin,
          body: {
            status: "approved",
            version: report.version,
          },
        })
      ).statusCode,
    ).toBe(409);
    const approved = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: corrected.json().version,
      },
    });
    expect(approved.json().status).toBe("approved");
    expect(await trained()).toBe(before + 80);
    expect(await topOf("year=2024&quarter=Q1")).toContain("Review Org A");
    expect(await topOf("year=2024")).toContain("Review Org A");

    // The organisation changes its approved report: the change waits beside the approved
    // figures, which keep counting publicly (ADR 0019), and it is in the admin's queue.
    const changed = await ctx.call("PUT", `/reports/${report._id}`, {
      as: orgA,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: metrics(90),
      },
    });
    expect(changed.json()).toMatchObject({
      status: "approved",
      metrics: { trained: 80 },
      pendingChange: { metrics: { trained: 90 }, proposedBy: orgA.user.email, returnedNote: null },
    });
    expect(await trained()).toBe(before + 80);
    const listed = await ctx.call("GET", "/reports?status=waiting&page=1&pageSize=50", { as: admin });
    expect(listed.json().map((r: { _id: string }) => r._id)).toContain(report._id);

    // An admin's own write is approved at once.
    const byAdmin = await ctx.call("PUT", `/reports/${report._id}`, {
      as: admin,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: metrics(90),
      },
    });
    expect(byAdmin.json().status).toBe("approved");
    expect(await trained()).toBe(before + 90);
    const adminMade = await ctx.call("POST", "/reports", {
      as: admin,
      body: {
        year: 2024,
        quarter: "Q2",
        organizationName: "Review Org B",
        metrics: metrics(5),
      },
    });
    expect(adminMade.json().status).toBe("approved");
    expect(await trained()).toBe(before + 95);
  });

  it("refuses future quarters, years before 2023 and metrics beyond 10,000,000", async () => {
    const now = currentPeriod();
    const next = {
      year: now.quarter === "Q4" ? now.year + 1 : now.year,
      quarter: now.quarter === "Q4" ? "Q1" : `Q${Number(now.quarter[1]) + 1}`,
    };
    for (const payload of [
      { year: next.year, quarter: next.quarter },
      { year: 2027, quarter: "Q3" },
      { year: 2022, quarter: "Q4" },
      { year: 2024, quarter: "Q3", metrics: { aware: 10_000_001 } },
      { year: 2024, quarter: "Q3", metrics: { trained: 2_000_000_000 } },
      { year: 2024, quarter: "Q3", metrics: { engaged: 1.5 } },
    ]) {
      if (payload.year === 2027 && now.year >= 2027) continue;
      const res = await ctx.call("POST", "/reports", { as: orgB, body: payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const ok = await ctx.call("POST", "/reports", {
      as: orgB,
      body: { ...now, metrics: { aware: 10_000_000 } },
    });
    expect(ok.statusCode).toBe(201);
  });

  it("returns each warning with the report, never refusing it", async () => {
    const res = await ctx.call("POST", "/reports", {
      as: orgB,
      body: {
        year: 2023,
        quarter: "Q1",
        metrics: { aware: 1200, engaged: 1300, trained: 1400, certified: 9000 },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings.map((w: { code: string }) => w.code)).toEqual([
      "certified_above_trained",
      "trained_above_engaged",
      "engaged_above_aware",
    ]);
    await ctx.call("PATCH", `/reports/${res.json()._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: res.json().version,
      },
    });
    const next = await ctx.call("POST", "/reports", {
      as: orgB,
      body: {
        year: 2023,
        quarter: "Q2",
        metrics: { aware: 12_001, engaged: 13_000, trained: 14_000, certified: 9000 },
      },
    });
    const jumps = next
      .json()
      .warnings.filter((w: { code: string }) => w.code === "jump_from_previous_quarter");
    expect(jumps.map((w: { metric: string }) => w.metric)).toEqual(["aware"]);
    expect(jumps[0].message).toMatch(/more than 10 times/);
    expect(next.json().previousPeriod).toEqual({ year: 2023, quarter: "Q1" });

    // After a gap, a new report is compared with the latest approved quarter, not only the one
    // just before it.
    const afterGap = await ctx.call("POST", "/reports", {
      as: orgB,
      body: { year: 2024, quarter: "Q1", metrics: { aware: 12_001 } },
    });
    expect(afterGap.json().previousPeriod).toEqual({ year: 2023, quarter: "Q1" });
    expect(afterGap.json().previous).toMatchObject({ aware: 1200 });
    expect(afterGap.json().warnings.map((w: { code: string }) => w.code)).toContain(
      "jump_from_previous_quarter",
    );
    // Its first report had nothing before it.
    expect(res.json()).toMatchObject({ previous: null, previousPeriod: null });
  });

  it("answers the completeness of a quarter: missing, submitted, approved, returned", async () => {
    const c = await createTestApp();
    try {
      const boss = await createUserWithToken(c, { isAdmin: true, organizationName: "Alliance" });
      const orgs = await Promise.all(
        ["Alpha", "Beta", "Gamma", "Delta"].map((name) => createUserWithToken(c, { organizationName: name })),
      );
      await createUserWithToken(c, { organizationName: "alpha" }); // same organisation, other user
      const call = (method: "POST" | "PATCH" | "GET", url: string, auth: Auth, payload?: unknown) =>
        c.app.inject({ method, url: `/api/v1${url}`, headers: auth, ...(payload ? { payload } : {}) });
      const period = { year: 2025, quarter: "Q2" };
      const ids: string[] = [];
      for (const org of orgs.slice(1)) {
        ids.push((await call("POST", "/reports", org.auth, { ...period, metrics: { aware: 5 } })).json()._id);
      }
      await call("PATCH", `/reports/${ids[1]}/review`, boss.auth, { status: "approved", version: 1 });
      await call("PATCH", `/reports/${ids[2]}/review`, boss.auth, { status: "returned", note: "Fix it" });

      expect((await c.app.inject({ url: "/api/v1/reports/completeness" })).statusCode).toBe(401);
      expect(
        (await call("GET", "/reports/completeness?year=2025&quarter=Q2", orgs[0]!.auth)).statusCode,
      ).toBe(403);
      expect((await call("GET", "/reports/completeness?year=2025&quarter=Q9", boss.auth)).statusCode).toBe(
        400,
      );
      const res = await call("GET", "/reports/completeness?year=2025&quarter=Q2", boss.auth);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ year: 2025, quarter: "Q2", expected: 4, reported: 3, approved: 1 });
      const status = Object.fromEntries(
        body.organizations.map((o: { name: string; status: string }) => [o.name, o.status]),
      );
      expect(status).toEqual({ Alpha: "missing", Beta: "submitted", Gamma: "approved", Delta: "returned" });
      const gamma = body.organizations.find((o: { name: string }) => o.name === "Gamma");
      expect(gamma.reportId).toBe(ids[1]);
      expect(body.organizations.find((o: { name: string }) => o.name === "Alpha").reportId).toBeNull();
      // Organisations are records: keyed by id, a rename keeps the report's status, and an
      // organisation without an organisation user (only an admin, or nobody) is not expected.
      expect(gamma._id).toBe(orgs[2]!.user.organizationId);
      await c.database.db.execute(sql`update organizations set name = 'Gamma Renamed' where name = 'Gamma'`);
      await c.database.db.execute(sql`insert into organizations (name) values ('Nobody Here')`);
      const renamed = (await call("GET", "/reports/completeness?year=2025&quarter=Q2", boss.auth)).json();
      expect(renamed).toMatchObject({ expected: 4, reported: 3, approved: 1 });
      expect(renamed.organizations.find((o: { _id: string }) => o._id === gamma._id)).toMatchObject({
        name: "Gamma Renamed",
        status: "approved",
      });

      const fallback = (await call("GET", "/reports/completeness", boss.auth)).json();
      expect({ year: fallback.year, quarter: fallback.quarter }).toEqual(lastCompletePeriod());
      expect(previousPeriod(currentPeriod())).toEqual(lastCompletePeriod());

      // The public summary says how many organisations are expected per period.
      const summary = (await c.app.inject({ url: "/api/v1/reports/summary" })).json();
      expect(summary.series).toEqual([
        expect.objectContaining({ period: "2025-Q2", reported: 1, expected: 4, provisional: false }),
      ]);
      // The quarter in progress is provisional.
      await call("POST", "/reports", boss.auth, {
        ...currentPeriod(),
        organizationName: "Alpha",
        metrics: { aware: 1 },
      });
      const latest = (await c.app.inject({ url: "/api/v1/reports/summary" })).json().series.at(-1);
      expect(latest).toMatchObject({ provisional: true, reported: 1, expected: 4 });
    } finally {
      await c.close();
    }
  });

  it("shows a report's history to its organisation and admins only, figure by figure", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: orgA,
        body: { year: 2023, quarter: "Q3", metrics: metrics(10) },
      })
    ).json();
    await ctx.call("PUT", `/reports/${created._id}`, {
      as: orgA,
      body: {
        year: 2023,
        quarter: "Q3",
        metrics: metrics(12),
      },
    });
    await ctx.call("PATCH", `/reports/${created._id}/review`, {
      as: admin,
      body: {
        status: "returned",
        note: "Why 12?",
      },
    });

    expect((await ctx.call("GET", `/reports/${created._id}/history`)).statusCode).toBe(401);
    expect((await ctx.call("GET", `/reports/${created._id}/history`, { as: orgB })).statusCode).toBe(403);
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: orgB })).statusCode).toBe(403);
    expect((await ctx.call("GET", "/reports/not-an-id/history", { as: admin })).statusCode).toBe(404);
    // A colleague of the same organisation (another user) may read it.
    expect((await ctx.call("GET", `/reports/${created._id}/history`, { as: orgA2 })).statusCode).toBe(200);

    const history = (await ctx.call("GET", `/reports/${created._id}/history`, { as: orgA })).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual(["return", "update", "create"]);
    const update = history[1];
    expect(update.actorEmail).toBe(orgA.user.email);
    expect(update.before.trained).toBe(10);
    expect(update.after.trained).toBe(12);
    expect(history[0]).toMatchObject({
      actorEmail: admin.user.email,
      after: { status: "returned", reviewNote: "Why 12?" },
    });
    expect((await ctx.call("GET", `/reports/${created._id}/history`, { as: admin })).json()).toHaveLength(3);
  });
});
