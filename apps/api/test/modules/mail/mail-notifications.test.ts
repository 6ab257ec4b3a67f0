// Notifications and reminders (each switchable per user), the admin outbox list, and the outbox
// kept without SMTP_URL; messages go through a real SMTP server started in this process.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../src/db/client";
import { courses, outbox, reports } from "../../../src/db/schema";
import { notifyReportReviewed } from "../../../src/modules/mail/notify";
import { dueReminder, runReportReminders } from "../../../src/modules/mail/scheduler";
import { createTestApp, createUserWithToken, type TestContext, versionOf } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";
import { type SmtpSink, startSmtpSink } from "../../smtp-sink";

let ctx: TestContext;
let sink: SmtpSink;
type Staff = Awaited<ReturnType<typeof createUserWithToken>>;
let adminOn: Staff;
let adminOff: Staff;
let river2: Staff;
let lake: Staff;

/** Sends what is queued; the messages that arrived since `from`, by recipient. */
async function sentSince(from: number) {
  await ctx.app.mailSender!.flush();
  return sink.messages.slice(from);
}
const recipientsOf = (mails: Array<{ to: string[] }>) => mails.flatMap((m) => m.to).sort();

const allOn = { newSubmissions: true, recordReviews: true, reportReviews: true, reportReminders: true };

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ SMTP_URL: sink.url, MAIL_RETRY_SECONDS: "0", ACCOUNT_MAIL_MAX_PER_IP: "3" });
  adminOn = await createUserWithToken(ctx, {
    isAdmin: true,
    email: "on@alliance.example",
    organizationName: "Alliance",
  });
  adminOff = await createUserWithToken(ctx, {
    isAdmin: true,
    email: "off@alliance.example",
    organizationName: "Alliance",
  });
  await createUserWithToken(ctx, { email: "a@river.example", organizationName: "River Org" });
  river2 = await createUserWithToken(ctx, { email: "b@river.example", organizationName: "river org" });
  lake = await createUserWithToken(ctx, { email: "c@lake.example", organizationName: "Lake Org" });
  const off = await ctx.call("PUT", "/api/v1/users/me/notifications", {
    as: adminOff,
    body: { ...allOn, newSubmissions: false },
    remoteAddress: "10.2.0.1",
  });
  expect(off.statusCode).toBe(200);
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
}, 180_000);

describe("notification switches", () => {
  it("GET/PUT /users/me/notifications: signed-in users only, all on by default", async () => {
    expect(
      (await ctx.call("GET", "/api/v1/users/me/notifications", { remoteAddress: "10.2.0.1" })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call("PUT", "/api/v1/users/me/notifications", { body: allOn, remoteAddress: "10.2.0.1" }))
        .statusCode,
    ).toBe(401);
    const mine = await ctx.call("GET", "/api/v1/users/me/notifications", {
      as: lake,
      remoteAddress: "10.2.0.1",
    });
    expect(mine.json()).toEqual(allOn);
    expect(
      (
        await ctx.call("PUT", "/api/v1/users/me/notifications", {
          as: lake,
          body: { recordReviews: "no" },
          remoteAddress: "10.2.0.1",
        })
      ).statusCode,
    ).toBe(400);
    const off = await ctx.call("GET", "/api/v1/users/me/notifications", {
      as: adminOff,
      remoteAddress: "10.2.0.1",
    });
    expect(off.json()).toEqual({ ...allOn, newSubmissions: false });
  });
});

describe("notifications", () => {
  it("a membership application reaches the admins who want it", async () => {
    const from = sink.messages.length;
    const res = await ctx.call("POST", "/api/v1/members", {
      body: {
        firstName: "Amina",
        surName: "Njeri",
        role: "Director",
        email: "amina@applicant.example",
        phone: "0712345678",
        organizationName: "Applicant Ltd",
        website: "https://applicant.example",
      },
      remoteAddress: "10.2.0.1",
    });
    expect(res.statusCode).toBe(201);
    const mails = await sentSince(from);
    // The admins who want it, and the applicant's own acknowledgement with its reference.
    expect(recipientsOf(mails).sort()).toEqual(["amina@applicant.example", "on@alliance.example"]);
    const toAdmin = mails.find((mail) => mail.to.includes("on@alliance.example"))!;
    expect(toAdmin.subject).toContain("Applicant Ltd");
    expect(toAdmin.text).toContain("/admin-members");
    const ack = mails.find((mail) => mail.to.includes("amina@applicant.example"))!;
    expect(ack.text).toContain(res.json().reference);
  });

  it("an information request reaches the admins who want it", async () => {
    const from = sink.messages.length;
    const res = await ctx.call("POST", "/api/v1/requests", {
      body: {
        firstName: "Brian",
        surName: "Kamau",
        email: "brian@asker.example",
        phone: "0712345678",
        organizationName: "Asker Co",
        message: "How do we join?",
      },
      remoteAddress: "10.2.0.1",
    });
    expect(res.statusCode).toBe(201);
    const mails = await sentSince(from);
    expect(recipientsOf(mails).sort()).toEqual(["brian@asker.example", "on@alliance.example"]);
    expect(mails.find((mail) => mail.to.includes("on@alliance.example"))!.subject).toContain("Asker Co");
  });

  it("a course approved or hidden reaches its organisation's users (any case), not others", async () => {
    // Made directly: course creation itself (and its image checks) is tested elsewhere.
    const [course] = await ctx.database.db
      .insert(courses)
      .values({
        title: "AI for Farmers",
        desc: "Practical AI",
        link: "https://course.example",
        tag: "Free",
        category: "Everyone",
        segment: "topic",
        organization: "River Org",
        email: "a@river.example",
        approved: false,
      })
      .returning();
    const id = course!.id;
    let from = sink.messages.length;
    expect(
      (
        await ctx.call("PATCH", `/api/v1/courses/${id}/toggle-approval`, {
          as: adminOn,
          body: { approved: true, version: await versionOf(ctx, "courses", id) },
          remoteAddress: "10.2.0.1",
        })
      ).statusCode,
    ).toBe(200);
    let mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["a@river.example", "b@river.example"]);
    expect(mails[0]!.subject).toMatch(/AI for Farmers.*approved/);
    // No change, no message.
    from = sink.messages.length;
    await ctx.call("PATCH", `/api/v1/courses/${id}/toggle-approval`, {
      as: adminOn,
      body: { approved: true, version: await versionOf(ctx, "courses", id) },
      remoteAddress: "10.2.0.1",
    });
    expect(await sentSince(from)).toHaveLength(0);
    // A user who switched record reviews off is left out.
    await ctx.call("PUT", "/api/v1/users/me/notifications", {
      as: river2,
      body: { ...allOn, recordReviews: false },
      remoteAddress: "10.2.0.1",
    });
    from = sink.messages.length;
    await ctx.call("PATCH", `/api/v1/courses/${id}/toggle-approval`, {
      as: adminOn,
      body: { approved: false },
      remoteAddress: "10.2.0.1",
    });
    mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["a@river.example"]);
    expect(mails[0]!.subject).toMatch(/hidden/);
    await ctx.call("PUT", "/api/v1/users/me/notifications", {
      as: river2,
      body: allOn,
      remoteAddress: "10.2.0.1",
    });
  });

  it("a member record approved reaches its organisation's users", async () => {
    const created = await ctx.call("POST", "/api/v1/members", {
      as: adminOn,
      body: {
        firstName: "Lake",
        surName: "Rep",
        email: "rep@lake.example",
        organizationName: "LAKE ORG",
        approved: false,
      },
      remoteAddress: "10.2.0.1",
    });
    expect(created.statusCode).toBe(201);
    const from = sink.messages.length;
    const res = await ctx.call("PATCH", `/api/v1/members/${created.json()._id}/toggle-approval`, {
      as: adminOn,
      body: { version: await versionOf(ctx, "members", created.json()._id) },
      remoteAddress: "10.2.0.1",
    });
    expect(res.statusCode).toBe(200);
    const mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["c@lake.example"]);
    expect(mails[0]!.subject).toMatch(/member record.*approved/);
  });

  it("a news item, event, job or insight reviewed links its organisation to that type's staff screen", async () => {
    const image = await storedImageUrl(ctx.database.db);
    const items = {
      news: { title: "River news", body: "Text.", image },
      events: {
        title: "River meetup",
        description: "Talks.",
        image,
        eventType: "online",
        startDate: "2099-06-10T06:00:00Z",
        endDate: "2099-06-10T08:00:00Z",
        onlineLink: "https://meet.example/river",
      },
      jobs: {
        title: "River analyst",
        about: "Analyse.",
        type: "contract",
        workMode: "remote",
        location: "Kisumu",
        howToApply: "jobs@river.example",
        closingDate: "2099-01-31",
      },
      insights: {
        title: "River insight",
        image,
        dateOfInsight: "2026-05-01",
        summary: "Found.",
        methodology: "Asked.",
        link: "https://river.example/report",
      },
    };
    for (const [type, payload] of Object.entries(items)) {
      const created = await ctx.call("POST", `/api/v1/${type}`, {
        as: river2,
        body: payload,
        remoteAddress: "10.2.0.1",
      });
      expect(created.statusCode, created.body).toBe(201);
      const from = sink.messages.length;
      const approved = await ctx.call("PATCH", `/api/v1/${type}/${created.json()._id}/toggle-approval`, {
        as: adminOn,
        body: { approved: true, version: created.json().version },
        remoteAddress: "10.2.0.1",
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const mails = await sentSince(from);
      expect(recipientsOf(mails)).toEqual(["a@river.example", "b@river.example"]);
      expect(mails[0]!.subject).toContain(`"${payload.title}" was approved`);
      expect(mails[0]!.text).toContain(`/admin-${type}`);
    }
    // A change discarded with the reviewer's note: the same screen.
    const [job] = (
      await ctx.call("GET", "/api/v1/jobs?mine=true", { as: river2, remoteAddress: "10.2.0.1" })
    ).json();
    const edited = await ctx.call("PUT", `/api/v1/jobs/${job._id}`, {
      as: river2,
      body: { ...items.jobs, location: "Kisumu and Siaya" },
      remoteAddress: "10.2.0.1",
    });
    expect(edited.json().pendingChange).toBeTruthy();
    const from = sink.messages.length;
    const discarded = await ctx.call("PATCH", `/api/v1/jobs/${job._id}/pending-change`, {
      as: adminOn,
      body: {
        decision: "discard",
        proposedAt: edited.json().pendingChange.proposedAt,
        note: "Keep one city.",
      },
      remoteAddress: "10.2.0.1",
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    const mails = await sentSince(from);
    expect(mails[0]!.subject).toMatch(/River analyst.*changes discarded/);
    expect(mails[0]!.text).toContain("Keep one city.");
    expect(mails[0]!.text).toContain("/admin-jobs");
  });

  it("notifyReportReviewed tells the organisation, with the reviewer's note when returned", async () => {
    const from = sink.messages.length;
    await ctx.database.db.transaction((tx) =>
      notifyReportReviewed(
        tx as unknown as Db,
        ctx.app.siteLink,
        { organizationName: "River Org", year: 2026, quarter: "Q2" },
        "returned",
        "Trained exceeds engaged; please check.",
      ),
    );
    const mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["a@river.example", "b@river.example"]);
    expect(mails[0]!.subject).toMatch(/Q2 2026 report was returned/);
    expect(mails[0]!.text).toContain("Trained exceeds engaged; please check.");
  });
});

describe("quarterly reminders", () => {
  it("knows which round is due", () => {
    expect(dueReminder(new Date(Date.UTC(2026, 3, 5)))).toBeUndefined();
    expect(dueReminder(new Date(Date.UTC(2026, 3, 8)))).toMatchObject({ year: 2026, quarter: "Q1", days: 7 });
    expect(dueReminder(new Date(Date.UTC(2026, 3, 22)))).toMatchObject({
      year: 2026,
      quarter: "Q1",
      days: 21,
    });
    expect(dueReminder(new Date(Date.UTC(2027, 0, 10)))).toMatchObject({
      year: 2026,
      quarter: "Q4",
      days: 7,
    });
  });

  it("reminds organisations without a report, once per round across instances", async () => {
    // The report names the organisation with other case and spacing: still Lake Org's report.
    await ctx.database.db
      .insert(reports)
      .values({ organizationName: "  lake   ORG ", year: 2026, quarter: "Q1", createdBy: "c@lake.example" });
    const db = ctx.database.db;
    let from = sink.messages.length;
    const day7 = new Date(Date.UTC(2026, 3, 8, 6));
    // Two instances checking at the same moment: one round.
    const counts = await Promise.all([
      runReportReminders(db, ctx.app.siteLink, day7),
      runReportReminders(db, ctx.app.siteLink, day7),
    ]);
    expect(counts.sort()).toEqual([0, 2]);
    let mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["a@river.example", "b@river.example"]);
    expect(mails[0]!.subject).toMatch(/Q1 2026 report is due/);
    // A later check in the same round sends nothing.
    expect(await runReportReminders(db, ctx.app.siteLink, new Date(Date.UTC(2026, 3, 12)))).toBe(0);
    // Day 21: the second reminder, still not to those who switched reminders off.
    await ctx.call("PUT", "/api/v1/users/me/notifications", {
      as: river2,
      body: { ...allOn, reportReminders: false },
      remoteAddress: "10.2.0.1",
    });
    from = sink.messages.length;
    expect(await runReportReminders(db, ctx.app.siteLink, new Date(Date.UTC(2026, 3, 22)))).toBe(1);
    mails = await sentSince(from);
    expect(recipientsOf(mails)).toEqual(["a@river.example"]);
    expect(mails[0]!.subject).toMatch(/^Reminder/);
  });
});

describe("GET /outbox", () => {
  it("admins only; newest first, with status filter and total", async () => {
    expect((await ctx.call("GET", "/api/v1/outbox", { remoteAddress: "10.2.0.1" })).statusCode).toBe(401);
    expect(
      (await ctx.call("GET", "/api/v1/outbox", { as: lake, remoteAddress: "10.2.0.1" })).statusCode,
    ).toBe(403);
    const res = await ctx.call("GET", "/api/v1/outbox?status=sent&page=1&pageSize=2", {
      as: adminOn,
      remoteAddress: "10.2.0.1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers["x-total-count"])).toBeGreaterThan(5);
    expect(res.json()[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(
      (await ctx.call("GET", "/api/v1/outbox?status=lost", { as: adminOn, remoteAddress: "10.2.0.1" }))
        .statusCode,
    ).toBe(400);
  });

  it("a forgotten-password flood from one address is refused with 429", async () => {
    const ask = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/users/forgot-password",
        payload: { email: "someone@flood.example" },
        remoteAddress: "10.66.0.1",
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe("without SMTP_URL", () => {
  it("keeps the messages in the outbox for the admins to read", async () => {
    const local = await createTestApp();
    try {
      expect(local.app.mailSender).toBeNull();
      const admin = await createUserWithToken(local, { isAdmin: true });
      const res = await local.app.inject({
        method: "POST",
        url: "/api/v1/users/register",
        payload: {
          username: "Neema",
          email: "neema@org.example",
          phone: "0712345678",
          organizationName: "Org",
        },
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 300));
      const rows = await local.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, "neema@org.example"));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("pending");
      const list = await local.app.inject({ url: "/api/v1/outbox", headers: admin.auth });
      expect(list.json()[0]).toMatchObject({
        to: "neema@org.example",
        kind: "invitation",
        status: "pending",
      });
      expect(list.json()[0].text).toContain("http://localhost:3000/set-password?token=");
    } finally {
      await local.close();
    }
  });
});
