// The audit log: one row per write, in the write's transaction, never a secret; admins only.
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, users } from "../../../src/db/schema";
import { hashPassword } from "../../../src/modules/account/passwords";
import { createTestApp, createUserWithToken, type TestContext, versionOf } from "../../helpers";
import { storedImageUrl } from "../../image-fixture";

type Auth = { authorization: string };

describe("audit log", () => {
  let ctx: TestContext;
  let admin: { auth: Auth; user: { id: string; email: string } };
  let org: { auth: Auth; user: { id: string; email: string } };
  let PNG_URL: string;

  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "2" });
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Audit Org" });
    PNG_URL = await storedImageUrl(ctx.database.db);
  });
  afterAll(() => ctx?.close());

  const latest = async () =>
    (await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0]!;

  it("records every kind of write, with the actor, before and after", async () => {
    const expectLatest = async (fields: Record<string, unknown>) =>
      expect(await latest()).toMatchObject(fields);

    // Courses: create, update, approve/hide, delete.
    const course = (
      await ctx.call("POST", "/courses", {
        as: org,
        body: {
          title: "Audit course",
          desc: "d",
          link: "https://c.example",
          tag: "t",
          category: "Public Sector",
          segment: "role",
          image: PNG_URL,
        },
      })
    ).json();
    await expectLatest({
      action: "create",
      entity: "course",
      entityId: course._id,
      actorEmail: org.user.email,
    });
    await ctx.call("PUT", `/courses/${course._id}`, {
      as: org,
      body: {
        ...course,
        title: "Audit course 2",
        image: "",
      },
    });
    const update = await latest();
    expect(update).toMatchObject({ action: "update", entity: "course" });
    expect((update.before as { title: string }).title).toBe("Audit course");
    expect((update.after as { title: string }).title).toBe("Audit course 2");
    await ctx.call("PATCH", `/courses/${course._id}/toggle-approval`, {
      as: admin,
      body: {
        approved: true,
        version: await versionOf(ctx, "courses", course._id),
      },
    });
    await expectLatest({ action: "approve", entity: "course", actorEmail: admin.user.email });
    await ctx.call("PATCH", `/courses/${course._id}/toggle-approval`, {
      as: admin,
      body: { approved: false },
    });
    await expectLatest({ action: "hide", entity: "course" });
    await ctx.call("DELETE", `/courses/${course._id}`, { as: org });
    await expectLatest({ action: "delete", entity: "course", entityId: course._id, after: null });

    // Members: public application (no actor), admin toggle, delete.
    const applied = await ctx.call("POST", "/members", {
      body: {
        firstName: "A",
        surName: "B",
        role: "R",
        email: "applicant@audit.example",
        phone: "0712 345 678",
        organizationName: "Applicant Org",
        website: "https://a.example",
      },
    });
    expect(applied.statusCode).toBe(201);
    await expectLatest({ action: "create", entity: "member", actorId: null, entityId: applied.json()._id });
    await ctx.call("PATCH", `/members/${applied.json()._id}/toggle-approval`, {
      as: admin,
      body: { version: 1 },
    });
    await expectLatest({ action: "approve", entity: "member" });
    await ctx.call("DELETE", `/members/${applied.json()._id}`, { as: admin });
    await expectLatest({ action: "delete", entity: "member" });

    // Requests: public create, handled, delete.
    const req = await ctx.call("POST", "/requests", {
      body: {
        firstName: "A",
        surName: "B",
        email: "req@audit.example",
        phone: "0712 345 678",
        organizationName: "Req Org",
        message: "Hello",
      },
    });
    await expectLatest({ action: "create", entity: "request", entityId: req.json()._id });
    await ctx.call("PATCH", `/requests/${req.json()._id}/toggle-status`, {
      as: admin,
      body: { reqStatus: true },
    });
    await expectLatest({ action: "handle", entity: "request" });
    await ctx.call("DELETE", `/requests/${req.json()._id}`, { as: admin });
    await expectLatest({ action: "delete", entity: "request" });

    // Partners.
    const partner = (
      await ctx.call("POST", "/partners", {
        as: admin,
        body: {
          organizationName: "P",
          link: "https://p.example",
          image: PNG_URL,
        },
      })
    ).json();
    await expectLatest({ action: "create", entity: "partner", entityId: partner._id });
    await ctx.call("PUT", `/partners/${partner._id}`, {
      as: admin,
      body: {
        organizationName: "P2",
        link: "https://p.example",
        image: PNG_URL,
      },
    });
    await expectLatest({ action: "update", entity: "partner" });
    await ctx.call("DELETE", `/partners/${partner._id}`, { as: admin });
    await expectLatest({ action: "delete", entity: "partner" });

    // Reports: create, update, approve, return, delete.
    const report = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: { year: 2024, quarter: "Q4", metrics: { aware: 3 } },
      })
    ).json();
    await expectLatest({ action: "create", entity: "report", entityId: report._id });
    await ctx.call("PUT", `/reports/${report._id}`, {
      as: org,
      body: {
        year: 2024,
        quarter: "Q4",
        metrics: { aware: 4 },
      },
    });
    await expectLatest({ action: "update", entity: "report" });
    await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: { status: "approved", version: 2 },
    });
    await expectLatest({ action: "approve", entity: "report" });
    await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: { status: "returned", note: "n" },
    });
    await expectLatest({ action: "return", entity: "report" });
    await ctx.call("DELETE", `/reports/${report._id}`, { as: org });
    await expectLatest({ action: "delete", entity: "report", entityId: report._id });

    // Users: create, update (with a new password), grant and revoke admin, delete.
    const created = await ctx.call("POST", "/users/register", {
      as: admin,
      body: {
        username: "Audited",
        email: "audited@audit.example",
        phone: "0712 345 678",
        organizationName: "Audit Org",
        password: "a long and secret passphrase",
      },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json()._id;
    await expectLatest({ action: "create", entity: "user", entityId: userId });
    await ctx.call("PUT", `/users/${userId}`, {
      as: admin,
      body: {
        username: "Audited",
        email: "audited@audit.example",
        phone: "0712 345 678",
        organizationName: "Audit Org",
        password: "another secret passphrase",
      },
    });
    await expectLatest({ action: "update", entity: "user" });
    await ctx.call("PATCH", `/users/${userId}/toggle-admin`, { as: admin, body: { isAdmin: true } });
    await expectLatest({ action: "grant-admin", entity: "user" });
    await ctx.call("PATCH", `/users/${userId}/toggle-admin`, { as: admin, body: { isAdmin: false } });
    await expectLatest({ action: "revoke-admin", entity: "user" });
    await ctx.call("DELETE", `/users/${userId}`, { as: admin });
    await expectLatest({ action: "delete", entity: "user", entityId: userId });
  });

  it("records a sign-in lockout", async () => {
    await ctx.database.db.insert(users).values({
      username: "Locked",
      email: "locked@audit.example",
      passwordHash: await hashPassword("the right passphrase"),
    });
    for (let i = 0; i < 4; i++) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { email: "locked@audit.example", password: "wrong passphrase" },
      });
    }
    const rows = await ctx.database.db.select().from(auditLog);
    const lockouts = rows.filter((r) => r.action === "lockout");
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({
      entity: "login",
      entityId: expect.stringContaining("locked@audit.example"),
    });
  });

  it("never records a password, hash or token", async () => {
    const rows = await ctx.database.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(20);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/password|passwordHash|\$argon2|token|secret passphrase|not-a-real-hash/i);
  });

  it("is for admins only, newest first, filtered and paged", async () => {
    expect((await ctx.call("GET", "/audit")).statusCode).toBe(401);
    expect((await ctx.call("GET", "/audit", { as: org })).statusCode).toBe(403);
    const all = await ctx.call("GET", "/audit?page=1&pageSize=5", { as: admin });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(5);
    const total = Number(all.headers["x-total-count"]);
    expect(total).toBeGreaterThan(20);
    const ats = all.json().map((r: { at: string }) => r.at);
    expect(ats).toEqual([...ats].sort().reverse());

    const reports = (await ctx.call("GET", "/audit?entity=report&pageSize=100", { as: admin })).json();
    expect(reports.length).toBe(5);
    expect(new Set(reports.map((r: { entity: string }) => r.entity))).toEqual(new Set(["report"]));
    const byActor = (
      await ctx.call("GET", `/audit?actor=${encodeURIComponent(org.user.email.toUpperCase())}&pageSize=100`, {
        as: admin,
      })
    ).json();
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((r: { actorEmail: string }) => r.actorEmail === org.user.email)).toBe(true);
    const approvals = (await ctx.call("GET", "/audit?action=approve&entity=report", { as: admin })).json();
    expect(approvals).toHaveLength(1);
    const one = (await ctx.call("GET", `/audit?entityId=${reports[0].entityId}`, { as: admin })).json();
    expect(one).toHaveLength(5);
    expect((await ctx.call("GET", "/audit?pageSize=100000", { as: admin })).statusCode).toBe(400);
  });
});
