// Completeness you can act on (ADR 0024): who must report (admin's choice, default: organisations
// with an organisation user, never the demo organisation), their users' contacts, and the manual
// reminder (admin, audited, at most once a day), sent through a real SMTP server.
import { COMPLETENESS_TEXTS } from "@alliance/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, organizations } from "../../../src/db/schema";
import { runReportReminders } from "../../../src/modules/mail/scheduler";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { type SmtpSink, startSmtpSink } from "../../smtp-sink";

let ctx: TestContext;
let sink: SmtpSink;
type Staff = Awaited<ReturnType<typeof createUserWithToken>>;
let admin: Staff;
let alpha: Staff;
let beta: Staff;

const period = "year=2025&quarter=Q2";
const listed = async () =>
  (await ctx.call("GET", `/reports/completeness?${period}`, { as: admin })).json().organizations as Array<{
    _id: string;
    name: string;
    users: Array<{ name: string; email: string }>;
    lastRemindedAt: string | null;
    lastReminderAutomatic: boolean;
  }>;
const orgId = async (name: string) =>
  (await ctx.database.db.select().from(organizations).where(eq(organizations.name, name)))[0]!.id;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: sink.url, MAIL_RETRY_SECONDS: "0" });
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
  alpha = await createUserWithToken(ctx, {
    username: "Achieng",
    email: "achieng@alpha.example",
    organizationName: "Alpha Org",
  });
  beta = await createUserWithToken(ctx, {
    username: "Baraka",
    email: "baraka@beta.example",
    organizationName: "Beta Org",
  });
  await createUserWithToken(ctx, { reserved: true, organizationName: "Demo Organization" });
  await ctx.database.db.execute(sql`insert into organizations (name) values ('No Users Org')`);
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
}, 180_000);

describe("who must report", () => {
  it("default: organisations with an organisation user, never the demo organisation; with their users", async () => {
    const rows = await listed();
    expect(rows.map((row) => row.name).sort()).toEqual(["Alpha Org", "Beta Org"]);
    expect(rows.find((row) => row.name === "Alpha Org")).toMatchObject({
      users: [{ name: "Achieng", email: "achieng@alpha.example" }],
      lastRemindedAt: null,
    });
  });

  it("PUT /organizations/:id { mustReport }: admins choose; organisation users get 403", async () => {
    const none = await orgId("No Users Org");
    const demo = await orgId("Demo Organization");
    const betaId = await orgId("Beta Org");
    expect(
      (await ctx.call("PUT", `/organizations/${betaId}`, { headers: {}, body: { mustReport: false } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await ctx.call("PUT", `/organizations/${betaId}`, { as: beta, body: { mustReport: false } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("PUT", `/organizations/${betaId}`, { as: alpha, body: { mustReport: false } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("PUT", `/organizations/${betaId}`, { as: admin, body: { mustReport: "no" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await ctx.call("PUT", `/organizations/${betaId}`, { as: admin, body: { mustReport: false } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.call("PUT", `/organizations/${none}`, { as: admin, body: { mustReport: true } })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.call("PUT", `/organizations/${demo}`, { as: admin, body: { mustReport: false } }))
        .statusCode,
    ).toBe(200);
    expect((await listed()).map((row) => row.name).sort()).toEqual(["Alpha Org", "No Users Org"]);
    const res = await ctx.call("GET", `/reports/completeness?${period}`, { as: admin });
    expect(res.json().expected).toBe(2);
  });
});

describe("POST /reports/completeness/remind", () => {
  it("admins only; 202 and the organisation's users get the reminder; audited; 429 within 24 hours", async () => {
    const id = await orgId("Alpha Org");
    const body = { organizationId: id, year: 2025, quarter: "Q2" };
    expect(
      (await ctx.call("POST", "/reports/completeness/remind", { headers: {}, body: body })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call("POST", "/reports/completeness/remind", { as: alpha, body: body })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("POST", "/reports/completeness/remind", { as: beta, body: body })).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.call("POST", "/reports/completeness/remind", {
          as: admin,
          body: { ...body, quarter: "Q9" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.call("POST", "/reports/completeness/remind", {
          as: admin,
          body: {
            ...body,
            organizationId: "00000000-0000-4000-8000-000000000000",
          },
        })
      ).statusCode,
    ).toBe(404);
    const none = await orgId("No Users Org");
    expect(
      (
        await ctx.call("POST", "/reports/completeness/remind", {
          as: admin,
          body: { ...body, organizationId: none },
        })
      ).json().message,
    ).toBe(COMPLETENESS_TEXTS.noUsers);

    const from = sink.messages.length;
    const sent = await ctx.call("POST", "/reports/completeness/remind", { as: admin, body: body });
    expect(sent.statusCode).toBe(202);
    await ctx.app.mailSender!.flush();
    const mails = sink.messages.slice(from);
    expect(mails.map((mail) => mail.to[0])).toEqual(["achieng@alpha.example"]);
    expect(mails[0]!.subject).toContain("Q2 2025");
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.find((entry) => entry.action === "remind")).toBeDefined();
    const row = (await listed()).find((org) => org._id === id)!;
    expect(row.lastRemindedAt).not.toBeNull();

    const again = await ctx.call("POST", "/reports/completeness/remind", { as: admin, body: body });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(COMPLETENESS_TEXTS.tooSoon);
    // A day later the next reminder may go.
    await ctx.database.db
      .update(organizations)
      .set({ lastRemindedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(organizations.id, id));
    expect(
      (await ctx.call("POST", "/reports/completeness/remind", { as: admin, body: body })).statusCode,
    ).toBe(202);
    await ctx.app.mailSender!.flush();
  });
});

describe("the manual reminder as the automatic one", () => {
  const call = (method: "POST" | "PUT", url: string, auth: Record<string, string>, body: object) =>
    ctx.call(method, url, { as: { auth }, body });
  it("only a quarter that has ended; a refused one leaves the day's reminder unused", async () => {
    const id = await orgId("Beta Org");
    const from = sink.messages.length;
    for (const future of [
      { year: 2099, quarter: "Q1" },
      // The quarter running now.
      { year: new Date().getUTCFullYear(), quarter: `Q${Math.floor(new Date().getUTCMonth() / 3) + 1}` },
    ]) {
      const refused = await call("POST", "/reports/completeness/remind", admin.auth, {
        organizationId: id,
        ...future,
      });
      expect(refused.statusCode, JSON.stringify(future)).toBe(400);
      expect(refused.json().message).toBe(COMPLETENESS_TEXTS.periodNotEnded);
    }
    expect((await listed()).find((org) => org._id === id)?.lastRemindedAt ?? null).toBeNull();
    const [row] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row!.lastRemindedAt).toBeNull();
    const sent = await call("POST", "/reports/completeness/remind", admin.auth, {
      organizationId: id,
      year: 2025,
      quarter: "Q2",
    });
    expect(sent.statusCode).toBe(202);
    await ctx.app.mailSender!.flush();
    expect(sink.messages.slice(from).map((mail) => mail.to[0])).toEqual(["baraka@beta.example"]);
  });

  it("skips users who switched report reminders off; none left is a 409 that uses nothing up", async () => {
    const id = await orgId("Alpha Org");
    const second = await createUserWithToken(ctx, {
      email: "second@alpha.example",
      organizationName: "Alpha Org",
    });
    const off = { newSubmissions: true, recordReviews: true, reportReviews: true, reportReminders: false };
    expect((await call("PUT", "/users/me/notifications", alpha.auth, off)).statusCode).toBe(200);
    await ctx.database.db.update(organizations).set({ lastRemindedAt: null }).where(eq(organizations.id, id));
    const body = { organizationId: id, year: 2025, quarter: "Q2" };
    const from = sink.messages.length;
    expect((await call("POST", "/reports/completeness/remind", admin.auth, body)).statusCode).toBe(202);
    await ctx.app.mailSender!.flush();
    expect(sink.messages.slice(from).map((mail) => mail.to[0])).toEqual(["second@alpha.example"]);

    expect((await call("PUT", "/users/me/notifications", second.auth, off)).statusCode).toBe(200);
    await ctx.database.db.update(organizations).set({ lastRemindedAt: null }).where(eq(organizations.id, id));
    const none = await call("POST", "/reports/completeness/remind", admin.auth, body);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(COMPLETENESS_TEXTS.allOptedOut);
    const [row] = await ctx.database.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row!.lastRemindedAt).toBeNull();
    await ctx.app.mailSender!.flush();
    expect(sink.messages.length).toBe(from + 1);
    // Back on, so the tests below find the organisation as before.
    const on = { ...off, reportReminders: true };
    for (const user of [alpha, second]) await call("PUT", "/users/me/notifications", user.auth, on);
  });
});

describe("the automatic reminder counts, and 'Remind all missing'", () => {
  it("the automatic round sets 'last reminded', marked automatic; the 24-hour rule counts it", async () => {
    const gamma = await createUserWithToken(ctx, {
      username: "Gathoni",
      email: "gathoni@gamma.example",
      organizationName: "Gamma Org",
    });
    expect(gamma).toBeDefined();
    await ctx.database.db.update(organizations).set({ lastRemindedAt: null });
    // Nine days after 2025 Q2 ended: the first automatic round of that quarter.
    const roundAt = new Date(Date.UTC(2025, 6, 9, 6));
    expect(await runReportReminders(ctx.database.db, ctx.app.siteLink, roundAt)).toBeGreaterThan(0);
    await ctx.app.mailSender!.flush();
    const rows = await listed();
    for (const name of ["Alpha Org", "Gamma Org"]) {
      expect(
        rows.find((row) => row.name === name),
        name,
      ).toMatchObject({
        lastRemindedAt: roundAt.toISOString(),
        lastReminderAutomatic: true,
      });
    }
    // The organisation without users got nothing: still never reminded.
    expect(rows.find((row) => row.name === "No Users Org")).toMatchObject({
      lastRemindedAt: null,
      lastReminderAutomatic: false,
    });

    // Long ago: a manual reminder may go, and is then the last one, not automatic.
    const alphaId = await orgId("Alpha Org");
    const body = { organizationId: alphaId, year: 2025, quarter: "Q2" };
    expect((await ctx.call("POST", "/reports/completeness/remind", { as: admin, body })).statusCode).toBe(
      202,
    );
    await ctx.app.mailSender!.flush();
    expect((await listed()).find((row) => row._id === alphaId)).toMatchObject({
      lastReminderAutomatic: false,
    });

    // An automatic reminder an hour ago: a manual one waits a day, as after a manual one.
    const gammaId = await orgId("Gamma Org");
    await ctx.database.db
      .update(organizations)
      .set({ lastRemindedAt: new Date(Date.now() - 3600_000), lastReminderAutomatic: true })
      .where(eq(organizations.id, gammaId));
    const soon = await ctx.call("POST", "/reports/completeness/remind", {
      as: admin,
      body: { ...body, organizationId: gammaId },
    });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(COMPLETENESS_TEXTS.tooSoon);
  });

  it("POST /reports/completeness/remind-all: admins only; every missing organisation under the same 24-hour rule; audited", async () => {
    const body = { year: 2025, quarter: "Q2" };
    expect(
      (await ctx.call("POST", "/reports/completeness/remind-all", { headers: {}, body })).statusCode,
    ).toBe(401);
    expect((await ctx.call("POST", "/reports/completeness/remind-all", { as: alpha, body })).statusCode).toBe(
      403,
    );
    expect(
      (
        await ctx.call("POST", "/reports/completeness/remind-all", {
          as: admin,
          body: { year: 2099, quarter: "Q1" },
        })
      ).statusCode,
    ).toBe(400);

    // Missing 2025 Q2 among those that must report: Alpha (reminded just now), Gamma (an hour ago),
    // No Users Org (no one to write to). Nothing goes.
    let from = sink.messages.length;
    const none = await ctx.call("POST", "/reports/completeness/remind-all", { as: admin, body });
    expect(none.statusCode).toBe(202);
    expect(none.json()).toEqual({
      reminded: 0,
      skipped: 3,
      message: COMPLETENESS_TEXTS.remindAllDone(0, 3, false),
    });
    await ctx.app.mailSender!.flush();
    expect(sink.messages.length).toBe(from);

    // A day later for Gamma: one click reminds it, and only it.
    const gammaId = await orgId("Gamma Org");
    await ctx.database.db
      .update(organizations)
      .set({ lastRemindedAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(organizations.id, gammaId));
    const one = await ctx.call("POST", "/reports/completeness/remind-all", { as: admin, body });
    expect(one.json()).toMatchObject({ reminded: 1, skipped: 2 });
    expect(one.json().message).toBe(
      "Reminders sent to 1 organisation. 2 organisations left out: reminded in the last 24 hours or no one to write to.",
    );
    await ctx.app.mailSender!.flush();
    const mails = sink.messages.slice(from);
    expect(mails.map((mail) => mail.to[0])).toEqual(["gathoni@gamma.example"]);
    expect(mails[0]!.subject).toContain("Q2 2025");
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, gammaId));
    expect(audit.filter((entry) => entry.action === "remind")).toHaveLength(1);
    expect((await listed()).find((row) => row._id === gammaId)).toMatchObject({
      lastReminderAutomatic: false,
    });

    // A second click at once sends nothing more.
    from = sink.messages.length;
    expect(
      (await ctx.call("POST", "/reports/completeness/remind-all", { as: admin, body })).json(),
    ).toMatchObject({
      reminded: 0,
      skipped: 3,
    });
    await ctx.app.mailSender!.flush();
    expect(sink.messages.length).toBe(from);
  });
});

// Last: approving a report e-mails the organisation, which the reminder tests above count.
describe("pledge progress", () => {
  it("shows each organisation's approved pledge and what its approved reports delivered (docs/decisions/0027-impact-page-open-data-pledges.md)", async () => {
    const alphaId = await orgId("Alpha Org");
    for (const name of ["Alpha Org", "Beta Org"]) {
      await ctx.call("PUT", `/organizations/${await orgId(name)}`, { as: admin, body: { mustReport: true } });
    }
    await ctx.call("PUT", `/organizations/${alphaId}/pledge`, {
      as: admin,
      body: { trained: 1000, certified: 100, by: "2027-12-31", from: "2025-02-15" },
    });
    // Before the pledge's quarter: not counted toward it (ADR 0040).
    const before = (
      await ctx.call("POST", "/reports", {
        as: alpha,
        body: { year: 2024, quarter: "Q4", metrics: { trained: 500 } },
      })
    ).json();
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/reports/${before._id}/review`,
      headers: admin.auth,
      payload: { status: "approved", version: before.version },
    });
    const report = (
      await ctx.call("POST", "/reports", {
        as: alpha,
        body: {
          year: 2025,
          quarter: "Q1",
          metrics: { trained: 120, certified: 7 },
        },
      })
    ).json();
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/reports/${report._id}/review`,
      headers: admin.auth,
      payload: { status: "approved", version: report.version },
    });
    // Waiting for review: not delivered yet.
    await ctx.call("POST", "/reports", {
      as: alpha,
      body: { year: 2025, quarter: "Q3", metrics: { trained: 999 } },
    });
    const rows = (await ctx.call("GET", `/reports/completeness?${period}`, { as: admin })).json()
      .organizations;
    expect(rows.find((row: { name: string }) => row.name === "Alpha Org").pledge).toEqual({
      trained: 1000,
      certified: 100,
      by: "2027-12-31",
      from: "2025-02-15",
      deliveredTrained: 120,
      deliveredCertified: 7,
    });
    expect(rows.find((row: { name: string }) => row.name === "Beta Org").pledge).toBeNull();
  });
});
