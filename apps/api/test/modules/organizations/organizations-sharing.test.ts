// Ownership by organisation: two users of one organisation share its courses, member record and
// reports (read, edit, delete), whoever created them; a user of another organisation is refused
// (403). One report per organisation and quarter holds across its users (409). Users are linked
// by organisation name (any case) or id, and a rename shows everywhere.
import { API_ERRORS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, members, organizations, reports, users } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

type Caller = Awaited<ReturnType<typeof createUserWithToken>>;

const course = {
  title: "Shared course",
  desc: "Made by one user of the organisation.",
  link: "https://learn.example.org/shared",
  tag: "AI",
  category: "Everyone",
  segment: "topic",
  image: TEST_IMAGE,
};
const member = {
  firstName: "Alice",
  surName: "Akinyi",
  role: "Lead",
  email: "alice@acme.example",
  phone: "0700000001",
  organizationName: "ACME LABS",
  website: "https://acme.example",
};

describe("records shared by the users of one organisation", () => {
  let ctx: TestContext;
  let admin: Caller;
  let alice: Caller;
  let ann: Caller;
  let bob: Caller;

  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    admin = await createUserWithToken(ctx, {
      isAdmin: true,
      email: "admin@alliance.example",
      organizationName: "Alliance",
    });
    alice = await createUserWithToken(ctx, { email: "alice@acme.example", organizationName: "Acme Labs" });
    ann = await createUserWithToken(ctx, { email: "ann@acme.example", organizationName: "acme labs" });
    bob = await createUserWithToken(ctx, { email: "bob@beta.example", organizationName: "Beta Org" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("courses: created by one user, edited and deleted by another of its organisation; others refused", async () => {
    const created = await ctx.call("POST", "/courses", { as: alice, body: course });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    expect(row).toMatchObject({
      organizationId: alice.user.organizationId,
      organization: "Acme Labs",
      email: "alice@acme.example",
    });

    // Ann sees it as her organisation's: with its approval status.
    const listed = (await ctx.call("GET", "/courses", { as: ann }))
      .json()
      .find((c: { _id: string }) => c._id === id);
    expect(listed).toMatchObject({ approved: false, organization: "Acme Labs" });
    const asBob = (await ctx.call("GET", "/courses", { as: bob }))
      .json()
      .find((c: { _id: string }) => c._id === id);
    expect(asBob).not.toHaveProperty("approved");

    expect(
      (await ctx.call("PUT", `/courses/${id}`, { as: bob, body: { ...course, title: "Bob's" } })).statusCode,
    ).toBe(403);
    expect((await ctx.call("DELETE", `/courses/${id}`, { as: bob })).statusCode).toBe(403);
    const edited = await ctx.call("PUT", `/courses/${id}`, {
      as: ann,
      body: { ...course, title: "Edited by Ann" },
    });
    expect(edited.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    expect(after).toMatchObject({ title: "Edited by Ann", email: "alice@acme.example" });
    expect((await ctx.call("DELETE", `/courses/${id}`, { as: ann })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(courses).where(eq(courses.id, id))).toHaveLength(0);
  });

  it("member record: linked by name, edited and deleted by any user of its organisation; others refused", async () => {
    const created = await ctx.call("POST", "/members", { as: admin, body: member });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, id));
    expect(row).toMatchObject({ organizationId: alice.user.organizationId, organizationName: "Acme Labs" });

    const listed = (await ctx.call("GET", "/members", { as: ann }))
      .json()
      .find((m: { _id: string }) => m._id === id);
    expect(listed).toMatchObject({ phone: "0700000001", approved: true });
    const asBob = (await ctx.call("GET", "/members", { as: bob }))
      .json()
      .find((m: { _id: string }) => m._id === id);
    expect(asBob).not.toHaveProperty("phone");

    expect(
      (await ctx.call("PUT", `/members/${id}`, { as: bob, body: { ...member, role: "Bob" } })).statusCode,
    ).toBe(403);
    expect((await ctx.call("DELETE", `/members/${id}`, { as: bob })).statusCode).toBe(403);
    // An organisation user cannot move the record to another organisation; the record is approved,
    // so the edit waits for review (docs/decisions/0016-content-review-of-edits.md).
    const edited = await ctx.call("PUT", `/members/${id}`, {
      as: ann,
      body: {
        ...member,
        role: "CTO",
        organizationName: "Beta Org",
      },
    });
    expect(edited.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(members).where(eq(members.id, id));
    expect(after).toMatchObject({
      role: "Lead",
      pendingChange: { role: "CTO" },
      organizationId: alice.user.organizationId,
    });
    expect((await ctx.call("DELETE", `/members/${id}`, { as: ann })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(members).where(eq(members.id, id))).toHaveLength(0);
  });

  it("a public membership application is linked to its organisation by name, or creates it once approved", async () => {
    const known = await ctx.call("POST", "/members", {
      body: {
        ...member,
        email: "new@acme.example",
        organizationName: " acme  LABS ",
      },
    });
    expect(known.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, known.json()._id));
    expect(row!.organizationId).toBe(alice.user.organizationId);
    const fresh = await ctx.call("POST", "/members", {
      body: {
        ...member,
        email: "x@new.example",
        organizationName: "Brand New Org",
      },
    });
    // No organisation until an admin approves the application (docs/decisions/0033-security-round-4.md).
    const [waiting] = await ctx.database.db.select().from(members).where(eq(members.id, fresh.json()._id));
    expect(waiting!.organizationId).toBeNull();
    await ctx.database.db.update(members).set({ approved: true }).where(eq(members.id, fresh.json()._id));
    const [created] = await ctx.database.db.select().from(members).where(eq(members.id, fresh.json()._id));
    const [organization] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created!.organizationId!));
    expect(organization!.name).toBe("Brand New Org");
  });

  it("reports: one per organisation and quarter across its users (409); shared read, edit, delete; others refused", async () => {
    const created = await ctx.call("POST", "/reports", {
      as: alice,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: { aware: 10 },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(created.json()).toMatchObject({ organizationName: "Acme Labs", createdBy: "alice@acme.example" });

    const again = await ctx.call("POST", "/reports", { as: ann, body: { year: 2024, quarter: "Q1" } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(API_ERRORS.reportExists);
    expect(
      await ctx.database.db
        .select()
        .from(reports)
        .where(eq(reports.organizationId, alice.user.organizationId!)),
    ).toHaveLength(1);

    const annList = await ctx.call("GET", "/reports", { as: ann });
    expect(annList.json().map((r: { _id: string }) => r._id)).toEqual([id]);
    expect((await ctx.call("GET", "/reports", { as: bob })).json()).toEqual([]);

    expect(
      (await ctx.call("PUT", `/reports/${id}`, { as: bob, body: { year: 2024, quarter: "Q1" } })).statusCode,
    ).toBe(403);
    expect((await ctx.call("DELETE", `/reports/${id}`, { as: bob })).statusCode).toBe(403);
    const edited = await ctx.call("PUT", `/reports/${id}`, {
      as: ann,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics: { aware: 25 },
      },
    });
    expect(edited.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(reports).where(eq(reports.id, id));
    expect(after).toMatchObject({ aware: 25, createdBy: "alice@acme.example" });

    // Bob's own organisation may report the same quarter.
    expect(
      (await ctx.call("POST", "/reports", { as: bob, body: { year: 2024, quarter: "Q1" } })).statusCode,
    ).toBe(201);
    // Moving Ann's report onto a quarter her organisation already has is a 409 too.
    expect(
      (await ctx.call("POST", "/reports", { as: ann, body: { year: 2024, quarter: "Q2" } })).statusCode,
    ).toBe(201);
    expect(
      (await ctx.call("PUT", `/reports/${id}`, { as: ann, body: { year: 2024, quarter: "Q2" } })).statusCode,
    ).toBe(409);

    expect((await ctx.call("DELETE", `/reports/${id}`, { as: ann })).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(reports).where(eq(reports.id, id))).toHaveLength(0);
  });

  it("register and update users by organisation name (any case links, new creates) or id", async () => {
    const byName = await ctx.call("POST", "/users/register", {
      as: admin,
      body: {
        username: "Amos",
        email: "amos@acme.example",
        phone: "0700000009",
        organizationName: "ACME labs",
        password: "Amos-long-passphrase-1",
      },
    });
    expect(byName.statusCode).toBe(201);
    expect(byName.json()).toMatchObject({
      organizationName: "Acme Labs",
      organizationId: alice.user.organizationId,
    });

    const byId = await ctx.call("POST", "/users/register", {
      as: admin,
      body: {
        username: "Bea",
        email: "bea@beta.example",
        phone: "0700000010",
        organizationId: bob.user.organizationId,
        password: "Bea-long-passphrase-1",
      },
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({
      organizationName: "Beta Org",
      organizationId: bob.user.organizationId,
    });

    const unknown = await ctx.call("POST", "/users/register", {
      as: admin,
      body: {
        username: "Cy",
        email: "cy@x.example",
        phone: "0700000011",
        organizationId: "00000000-0000-4000-8000-000000000000",
        password: "Cy-long-passphrase-1",
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "cy@x.example"))).toHaveLength(0);

    const moved = await ctx.call("PUT", `/users/${byId.json()._id}`, {
      as: admin,
      body: {
        username: "Bea",
        email: "bea@beta.example",
        phone: "0700000010",
        organizationName: "Gamma New",
      },
    });
    expect(moved.statusCode).toBe(200);
    const [gamma] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, "Gamma New"));
    expect(moved.json()).toMatchObject({ organizationName: "Gamma New", organizationId: gamma!.id });
  });

  it("a rename shows at once in users, courses, member records and reports", async () => {
    await ctx.call("POST", "/courses", { as: ann, body: { ...course, title: "Before rename" } });
    await ctx.call("POST", "/reports", { as: ann, body: { year: 2023, quarter: "Q4" } });
    const renamed = await ctx.call("PUT", `/organizations/${alice.user.organizationId}`, {
      as: admin,
      body: {
        name: "Acme Research",
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await ctx.call("GET", "/users/me", { as: alice })).json().organizationName).toBe("Acme Research");
    const mine = (await ctx.call("GET", "/courses", { as: ann }))
      .json()
      .find((c: { title: string }) => c.title === "Before rename");
    expect(mine.organization).toBe("Acme Research");
    const reportNames = (await ctx.call("GET", "/reports", { as: ann }))
      .json()
      .map((r: { organizationName: string }) => r.organizationName);
    expect(new Set(reportNames)).toEqual(new Set(["Acme Research"]));
    const approvedMembers = (await ctx.call("GET", "/members", { as: admin })).json();
    for (const m of approvedMembers.filter((x: { email: string }) => x.email.endsWith("@acme.example"))) {
      expect(m.organizationName).toBe("Acme Research");
    }
  });
});
