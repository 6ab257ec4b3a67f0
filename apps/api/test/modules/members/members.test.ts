import { APPLICATION_PENDING, TEXTS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

/** Another colleague of Org A applying (one pending application per organisation and e-mail). */
let applications = 0;
const another = () => ({ ...application, email: `ann.${++applications}@org-a.example` });

const application = {
  firstName: "Ann",
  surName: "Wanjiku",
  role: "CTO",
  email: "Ann@Org-A.example",
  phone: "0700000001",
  organizationName: "Org A",
  website: "https://org-a.example",
};

describe("members", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let alice: Awaited<ReturnType<typeof createUserWithToken>>;
  let bob: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    admin = await createUserWithToken(ctx, { isAdmin: true, email: "admin@alliance.example" });
    alice = await createUserWithToken(ctx, { email: "ann@org-a.example", organizationName: "Org A" });
    bob = await createUserWithToken(ctx, { email: "bob@org-b.example", organizationName: "Org B" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (auth: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/members", headers: auth, payload });
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, id));
    return row;
  };

  it("accepts a public application, always unapproved", async () => {
    const res = await post(undefined, {
      ...application,
      approved: true,
      isAdmin: true,
      createdAt: "2000-01-01",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      message: TEXTS.submittedSuccessfully,
      reference: expect.stringMatching(/^KAIA-[MR]-\d{4}-\d{6}$/),
    });
    const row = await rowOf(res.json()._id);
    expect(row).toMatchObject({ ...application, email: "ann@org-a.example", approved: false });
    expect(row!.createdAt.getFullYear()).toBeGreaterThan(2020);
    // A signed-in organisation user applying is still an unapproved application.
    const asUser = await post(bob.auth, { ...application, email: "bob@org-b.example", approved: true });
    expect(asUser.statusCode).toBe(201);
    expect((await rowOf(asUser.json()._id))?.approved).toBe(false);
  });

  it("requires every field of the public application", async () => {
    const before = await ctx.database.db.$count(members);
    for (const field of Object.keys(application)) {
      const res = await post(undefined, { ...application, [field]: "  " });
      expect(res.statusCode, field).toBe(400);
      const { [field]: _omitted, ...rest } = application as Record<string, string>;
      expect((await post(undefined, rest)).statusCode, `${field} missing`).toBe(400);
    }
    expect((await post(undefined, { ...application, email: "not-an-email" })).statusCode).toBe(400);
    expect((await post(undefined, { ...application, phone: "1".repeat(40) })).statusCode).toBe(400);
    expect(await ctx.database.db.$count(members)).toBe(before);
  });

  it("lets an admin add a member with only firstName, email and organizationName", async () => {
    const res = await post(admin.auth, {
      firstName: "Zed",
      email: "zed@org-z.example",
      organizationName: "Org Z",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: "Zed",
      surName: "",
      email: "zed@org-z.example",
      organizationName: "Org Z",
      approved: true,
      phone: "",
    });
    const hidden = await post(admin.auth, {
      firstName: "Pending",
      email: "p@org-p.example",
      organizationName: "Org P",
      approved: false,
    });
    expect(hidden.json().approved).toBe(false);
    expect((await post(admin.auth, { firstName: "Zed", organizationName: "Org Z" })).statusCode).toBe(400);
    expect((await post(admin.auth, { email: "a@b.example", organizationName: "Org Z" })).statusCode).toBe(
      400,
    );
    expect((await post(admin.auth, { firstName: "Zed", email: "a@b.example" })).statusCode).toBe(400);
  });

  it("answers 409 to a second application from the same organisation and e-mail while one is pending", async () => {
    const mine = { ...application, email: "dup@org-d.example", organizationName: "Org D" };
    const first = await post(undefined, mine);
    expect(first.statusCode).toBe(201);
    const again = await post(undefined, {
      ...mine,
      email: mine.email.toUpperCase(),
      organizationName: ` ${mine.organizationName.toLowerCase()} `,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(APPLICATION_PENDING);
    const rows = await ctx.database.db.select().from(members).where(eq(members.id, first.json()._id));
    expect(rows).toHaveLength(1);
    const same = (await ctx.database.db.select().from(members)).filter(
      (m) => m.email.toLowerCase() === mine.email,
    );
    expect(same).toHaveLength(1);
    // Once an admin has decided (approved or hidden), a new application is accepted.
    const toggled = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/members/${first.json()._id}/toggle-approval`,
      headers: admin.auth,
      payload: { approved: false },
    });
    expect(toggled.statusCode).toBe(200);
    const [hidden] = await ctx.database.db.select().from(members).where(eq(members.id, first.json()._id));
    expect(hidden!.approved).toBe(false);
    expect(hidden!.reviewedAt).toBeInstanceOf(Date);
    expect((await post(undefined, mine)).statusCode).toBe(201);
    // Phone numbers and websites are checked.
    expect((await post(undefined, { ...mine, email: "x@org-x.example", phone: "12345" })).statusCode).toBe(
      400,
    );
    expect(
      (await post(undefined, { ...mine, email: "y@org-y.example", website: "not a website" })).statusCode,
    ).toBe(400);
  });

  it("throttles public applications per client", async () => {
    const small = await createTestApp({ FORM_MAX_PER_WINDOW: "2" });
    try {
      // Different people of one organisation (the same person twice would be a duplicate, 409).
      const send = (n: number) =>
        small.app.inject({
          method: "POST",
          url: "/api/v1/members",
          payload: { ...application, email: `ann${n}@org-a.example` },
        });
      expect((await send(1)).statusCode).toBe(201);
      expect((await send(2)).statusCode).toBe(201);
      expect((await send(3)).statusCode).toBe(429);
      expect(await small.database.db.$count(members)).toBe(2);
      // An admin adding members is not throttled.
      const a = await createUserWithToken(small, { isAdmin: true });
      const add = await small.app.inject({
        method: "POST",
        url: "/api/v1/members",
        headers: a.auth,
        payload: application,
      });
      expect(add.statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it("publishes only approved members, with _id, organizationName and website only", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/members/approved" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    for (const m of list) {
      expect(Object.keys(m).sort()).toEqual(["_id", "organizationName", "website"]);
      expect((await rowOf(m._id))?.approved).toBe(true);
    }
    expect(list.some((m: { organizationName: string }) => m.organizationName === "Org P")).toBe(false);
  });

  it("lists members to staff; phone, approval and date only for admins and the record's organisation", async () => {
    expect((await ctx.app.inject({ url: "/api/v1/members" })).statusCode).toBe(401);
    // Made by someone else, for Bob's organisation (another case): Bob's organisation's record.
    await ctx.database.db
      .insert(members)
      .values({ firstName: "Bo", email: "other@org-b.example", organizationName: "org b", phone: "0711" });
    const asBob = (await ctx.app.inject({ url: "/api/v1/members?pageSize=100", headers: bob.auth })).json();
    // Bob's organisation's records, whatever their status, and only the approved ones of others
    // (never another organisation's pending application).
    const all = await ctx.database.db.select().from(members);
    const visible = all.filter((m) => m.approved || m.organizationId === bob.user.organizationId);
    expect(asBob.length).toBe(visible.length);
    const othersPending = all.filter((m) => !m.approved && m.organizationId !== bob.user.organizationId);
    expect(othersPending.length).toBeGreaterThan(0);
    const seen = new Set(asBob.map((m: { _id: string }) => m._id));
    for (const pending of othersPending) expect(seen.has(pending.id)).toBe(false);
    expect(asBob.find((m: { email: string }) => m.email === "other@org-b.example")).toMatchObject({
      phone: "0711",
    });
    // A record belongs to the organisation it names, whoever's e-mail it carries; another
    // organisation's contact fields never reach Bob.
    for (const m of asBob) {
      if (m.organizationId === bob.user.organizationId) {
        expect(m).toHaveProperty("email");
        expect(m).toHaveProperty("phone");
        expect(m).toHaveProperty("approved");
        expect(m).toHaveProperty("createdAt");
      } else {
        expect(m).not.toHaveProperty("email");
        expect(m).not.toHaveProperty("phone");
        expect(m).not.toHaveProperty("approved");
        expect(m).not.toHaveProperty("createdAt");
      }
    }
    const asAdmin = (await ctx.app.inject({ url: "/api/v1/members", headers: admin.auth })).json();
    for (const m of asAdmin) expect(m).toHaveProperty("phone");
  });

  it("searches firstName, surName, email, organizationName and role, and pages", async () => {
    const search = async (q: string) =>
      (
        await ctx.app.inject({ url: `/api/v1/members?q=${encodeURIComponent(q)}`, headers: admin.auth })
      ).json();
    expect((await search("wanjiku")).length).toBeGreaterThan(0);
    expect((await search("cto")).length).toBeGreaterThan(0);
    expect((await search("ORG Z")).length).toBe(1);
    expect((await search("zed@")).length).toBe(1);
    expect((await search("%")).length).toBe(0);
    const page = await ctx.app.inject({ url: "/api/v1/members?page=1&pageSize=2", headers: admin.auth });
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe(String(await ctx.database.db.$count(members)));
  });

  it("lets the owner or an admin update; the owner cannot change the e-mail or approval", async () => {
    const sent = another();
    const id = (await post(undefined, sent)).json()._id;
    const url = `/api/v1/members/${id}`;
    const payload = { ...application, firstName: "Annie" };
    expect((await ctx.app.inject({ method: "PUT", url, payload })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "PUT", url, headers: bob.auth, payload })).statusCode).toBe(403);
    expect((await rowOf(id))?.firstName).toBe("Ann");

    const own = await ctx.app.inject({
      method: "PUT",
      url,
      headers: alice.auth,
      payload: { ...payload, email: "bob@org-b.example", approved: true },
    });
    expect(own.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      firstName: "Annie",
      email: sent.email,
      approved: false,
    });

    const byAdmin = await ctx.app.inject({
      method: "PUT",
      url,
      headers: admin.auth,
      payload: { ...payload, email: "new@org-a.example", approved: true },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ email: "new@org-a.example", approved: false });
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url,
          headers: admin.auth,
          payload: { ...payload, firstName: "" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: "PUT", url: "/api/v1/members/xyz", headers: admin.auth, payload }))
        .statusCode,
    ).toBe(404);
  });

  it("toggles approval for admins only", async () => {
    const id = (await post(undefined, another())).json()._id;
    const url = `/api/v1/members/${id}/toggle-approval`;
    expect((await ctx.app.inject({ method: "PATCH", url, payload: {} })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: alice.auth, payload: {} })).statusCode,
    ).toBe(403);
    expect((await rowOf(id))?.approved).toBe(false);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: {} })).statusCode,
    ).toBe(400);
    const on = await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: { version: 1 } });
    expect(on.json().approved).toBe(true);
    const off = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { approved: false },
    });
    expect(off.json().approved).toBe(false);
    expect((await rowOf(id))?.approved).toBe(false);
  });

  it("deletes for the owner or an admin only", async () => {
    const a = (await post(undefined, another())).json()._id;
    const b = (await post(undefined, another())).json()._id;
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/v1/members/${a}` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/members/${a}`, headers: bob.auth })).statusCode,
    ).toBe(403);
    expect(await rowOf(a)).toBeDefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/members/${a}`, headers: alice.auth }))
        .statusCode,
    ).toBe(200);
    expect(await rowOf(a)).toBeUndefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/members/${b}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/members/${b}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });
});
