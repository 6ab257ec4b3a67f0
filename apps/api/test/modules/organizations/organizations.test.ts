// /api/v1/organizations: who may list, read, create, change and delete organisations, what the
// database holds afterwards, and a rename reaching every record at once.
import { ORGANIZATION_ERRORS } from "@alliance/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, courses, members, news, organizations, reports, users } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Caller = Awaited<ReturnType<typeof createUserWithToken>>;

describe("organizations", () => {
  let ctx: TestContext;
  let admin: Caller;
  let alice: Caller;
  let ann: Caller;
  let bob: Caller;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, {
      isAdmin: true,
      email: "admin@alliance.example",
      organizationName: "",
    });
    alice = await createUserWithToken(ctx, { email: "alice@a.example", organizationName: "Acme Labs" });
    ann = await createUserWithToken(ctx, { email: "ann@a.example", organizationName: "  acme   LABS " });
    bob = await createUserWithToken(ctx, { email: "bob@b.example", organizationName: "Beta Org" });
    const db = ctx.database.db;
    await db
      .insert(members)
      .values({ firstName: "Alice", email: "alice@a.example", organizationName: "ACME labs" });
    await db.insert(courses).values({
      title: "AI for all",
      desc: "d",
      link: "https://a.example/c",
      organization: "Acme Labs",
      tag: "t",
      category: "c",
      segment: "s",
      email: "alice@a.example",
    });
    await db
      .insert(reports)
      .values({ organizationName: "Acme Labs", year: 2024, quarter: "Q1", createdBy: "alice@a.example" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const orgByName = async (name: string) => {
    const [row] = await ctx.database.db.select().from(organizations).where(eq(organizations.name, name));
    return row!;
  };

  it("links users written with a name to one organisation, whatever the case and spacing", async () => {
    expect(alice.user.organizationId).toBeTruthy();
    expect(ann.user.organizationId).toBe(alice.user.organizationId);
    expect(ann.user.organizationName).toBe("Acme Labs");
    expect(bob.user.organizationId).not.toBe(alice.user.organizationId);
    expect(admin.user.organizationId).toBeNull();
  });

  it("refuses callers who are signed out (401) or not admins (403) on admin calls", async () => {
    const acme = alice.user.organizationId!;
    for (const [method, url, payload] of [
      ["GET", ""],
      ["GET", "/me"],
      ["GET", `/${acme}`],
      ["POST", "", { name: "X" }],
      ["PUT", `/${acme}`, { website: "https://x.example" }],
      ["DELETE", `/${acme}`],
    ] as const) {
      const res = await ctx.call(method, `/organizations${url}`, { body: payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      (await ctx.call("POST", "/organizations", { as: alice, body: { name: "New Org" } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call("DELETE", `/organizations/${bob.user.organizationId}`, { as: alice })).statusCode,
    ).toBe(403);
    expect(await orgByName("New Org")).toBeUndefined();
  });

  it("lists every organisation with counts for admins: search, pages, X-Total-Count", async () => {
    const all = await ctx.call("GET", "/organizations", { as: admin });
    expect(all.statusCode).toBe(200);
    const acme = all.json().find((o: { name: string }) => o.name === "Acme Labs");
    expect(acme).toMatchObject({ counts: { users: 2, members: 1, courses: 1, reports: 1 }, website: "" });
    const searched = await ctx.call("GET", "/organizations?q=acme&page=1&pageSize=1", { as: admin });
    expect(searched.headers["x-total-count"]).toBe("1");
    expect(searched.json().map((o: { name: string }) => o.name)).toEqual(["Acme Labs"]);
    const paged = await ctx.call("GET", "/organizations?page=2&pageSize=1", { as: admin });
    expect(paged.json()).toHaveLength(1);
    expect(Number(paged.headers["x-total-count"])).toBeGreaterThanOrEqual(2);
    expect((await ctx.call("GET", "/organizations?pageSize=1000", { as: admin })).statusCode).toBe(400);
  });

  it("shows an organisation user only its own organisation", async () => {
    const res = await ctx.call("GET", "/organizations?q=beta", { as: alice });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const own = await ctx.call("GET", "/organizations", { as: alice });
    expect(own.json().map((o: { _id: string }) => o._id)).toEqual([alice.user.organizationId]);
    expect(own.headers["x-total-count"]).toBe("1");
    expect(
      (await ctx.call("GET", `/organizations/${bob.user.organizationId}`, { as: alice })).statusCode,
    ).toBe(403);
  });

  it("GET /me: its details, users, member records, courses and reports; 404 without one", async () => {
    const res = await ctx.call("GET", "/organizations/me", { as: ann });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ _id: alice.user.organizationId, name: "Acme Labs" });
    expect(me.users.map((u: { email: string }) => u.email).sort()).toEqual([
      "alice@a.example",
      "ann@a.example",
    ]);
    expect(me.users[0]).not.toHaveProperty("passwordHash");
    expect(me.members).toHaveLength(1);
    expect(me.courses.map((c: { title: string }) => c.title)).toEqual(["AI for all"]);
    expect(me.reports).toMatchObject([{ year: 2024, quarter: "Q1", createdBy: "alice@a.example" }]);
    const none = await ctx.call("GET", "/organizations/me", { as: admin });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(ORGANIZATION_ERRORS.noOrganization);
  });

  it("creates organisations (admin); a name taken in any case or spacing is a 409", async () => {
    const res = await ctx.call("POST", "/organizations", {
      as: admin,
      body: { name: "  Gamma   Group ", website: "https://gamma.example" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Gamma Group",
      website: "https://gamma.example",
      counts: { users: 0, members: 0, courses: 0, reports: 0 },
    });
    expect(await orgByName("Gamma Group")).toMatchObject({ website: "https://gamma.example" });
    const dup = await ctx.call("POST", "/organizations", { as: admin, body: { name: "gamma group" } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ORGANIZATION_ERRORS.nameTaken);
    expect((await ctx.call("POST", "/organizations", { as: admin, body: { name: "   " } })).statusCode).toBe(
      400,
    );
    expect(
      (
        await ctx.call("POST", "/organizations", {
          as: admin,
          body: { name: "X", website: "javascript:alert(1)" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lets an organisation user change its own website, never its name nor another organisation", async () => {
    const acme = alice.user.organizationId!;
    const ok = await ctx.call("PUT", `/organizations/${acme}`, {
      as: ann,
      body: { website: "https://acme.example" },
    });
    expect(ok.statusCode).toBe(200);
    // It waits for an admin (docs/decisions/0033-security-round-4.md), who approves it.
    expect((await orgByName("Acme Labs")).website).toBe("");
    const approved = await ctx.call("PATCH", `/organizations/${acme}/website`, {
      as: admin,
      body: { decision: "approve", proposedAt: ok.json().pendingWebsite.proposedAt },
    });
    expect(approved.statusCode).toBe(200);
    expect((await orgByName("Acme Labs")).website).toBe("https://acme.example");
    const rename = await ctx.call("PUT", `/organizations/${acme}`, {
      as: ann,
      body: { name: "Acme Renamed" },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(ORGANIZATION_ERRORS.renameAdminOnly);
    expect(
      (
        await ctx.call("PUT", `/organizations/${bob.user.organizationId}`, {
          as: alice,
          body: { website: "https://evil.example" },
        })
      ).statusCode,
    ).toBe(403);
    const [beta] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, bob.user.organizationId!));
    expect(beta!.website).toBe("");
    expect(
      (await ctx.call("PUT", "/organizations/not-a-uuid", { as: admin, body: { website: "" } })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.call("PUT", "/organizations/00000000-0000-4000-8000-000000000000", {
          as: admin,
          body: { website: "" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("renames (admin) everywhere at once; a taken name is a 409", async () => {
    const acme = alice.user.organizationId!;
    const res = await ctx.call("PUT", `/organizations/${acme}`, {
      as: admin,
      body: { name: "Acme  Research" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe("Acme Research");
    // A rename alone leaves the website as it was.
    expect(res.json().website).toBe("https://acme.example");
    const db = ctx.database.db;
    const names = [
      ...(await db.select({ n: users.organizationName }).from(users).where(eq(users.organizationId, acme))),
      ...(await db
        .select({ n: members.organizationName })
        .from(members)
        .where(eq(members.organizationId, acme))),
      ...(await db.select({ n: courses.organization }).from(courses).where(eq(courses.organizationId, acme))),
      ...(await db
        .select({ n: reports.organizationName })
        .from(reports)
        .where(eq(reports.organizationId, acme))),
    ].map((r) => r.n);
    expect(names).toEqual([
      "Acme Research",
      "Acme Research",
      "Acme Research",
      "Acme Research",
      "Acme Research",
    ]);
    const me = await ctx.app.inject({ url: "/api/v1/users/me", headers: ann.auth });
    expect(me.json().organizationName).toBe("Acme Research");
    const taken = await ctx.call("PUT", `/organizations/${acme}`, { as: admin, body: { name: "BETA ORG" } });
    expect(taken.statusCode).toBe(409);
    expect(
      (await ctx.call("PUT", `/organizations/${acme}`, { as: admin, body: { name: "acme research" } }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses to delete an organisation that still has users or reports (409), deletes an unused one", async () => {
    const acme = alice.user.organizationId!;
    const res = await ctx.call("DELETE", `/organizations/${acme}`, { as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/2 users, 1 report/);
    expect(await ctx.database.db.select().from(organizations).where(eq(organizations.id, acme))).toHaveLength(
      1,
    );
    const gamma = await orgByName("Gamma Group");
    const gone = await ctx.call("DELETE", `/organizations/${gamma.id}`, { as: admin });
    expect(gone.statusCode).toBe(200);
    expect(await orgByName("Gamma Group")).toBeUndefined();
    expect((await ctx.call("DELETE", `/organizations/${gamma.id}`, { as: admin })).statusCode).toBe(404);
  });

  it("refuses to delete an organisation whose news, events, jobs or insights remain (409 naming them), changes nothing", async () => {
    const created = await ctx.call("POST", "/organizations/", {
      as: admin,
      body: { name: "Epsilon Posts", website: "" },
    });
    const id = created.json()._id as string;
    await ctx.database.db
      .insert(news)
      .values({ title: "Our AI week", body: "b", email: "admin@alliance.example", organizationId: id });
    const res = await ctx.call("DELETE", `/organizations/${id}`, { as: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/1 news item/);
    expect(await orgByName("Epsilon Posts")).toBeDefined();
    await ctx.database.db.delete(news).where(eq(news.organizationId, id));
    expect((await ctx.call("DELETE", `/organizations/${id}`, { as: admin })).statusCode).toBe(200);
  });

  it("records every organisation write in the audit log, by whom, with before and after; refusals leave none", async () => {
    const created = await ctx.call("POST", "/organizations/", {
      as: admin,
      body: { name: "Delta Audit", website: "" },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect(
      (await ctx.call("POST", "/organizations/", { as: admin, body: { name: "delta  AUDIT", website: "" } }))
        .statusCode,
    ).toBe(409);
    expect(
      (await ctx.call("PUT", `/organizations/${id}`, { as: admin, body: { name: "Delta Audited" } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.call("PUT", `/organizations/${id}`, { as: bob, body: { website: "https://x.example" } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.call("DELETE", `/organizations/${id}`, { as: admin })).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "organization"), eq(auditLog.entityId, id)))
      .orderBy(asc(auditLog.at));
    expect(rows.map((row) => row.action)).toEqual(["create", "update", "delete"]);
    expect(rows.every((row) => row.actorEmail === "admin@alliance.example")).toBe(true);
    expect(rows[1]!.before).toMatchObject({ name: "Delta Audit" });
    expect(rows[1]!.after).toMatchObject({ name: "Delta Audited" });
    expect(rows[2]!.before).toMatchObject({ name: "Delta Audited" });
    expect(rows[2]!.after).toBeNull();
  });
});
