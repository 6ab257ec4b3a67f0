// Organisations are picked, not typed (ADR 0024): a new name close to an existing one answers
// 409 { message, suggestion } unless the body says createOrganization: true, on every way of
// creating or renaming one; the same organisation in another case or spacing is simply linked.
import { ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizations, reports } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let orgUser: Awaited<ReturnType<typeof createUserWithToken>>;

const userBody = (organizationName: string, extra: object = {}) => ({
  username: "Picker",
  email: `picker-${Math.random().toString(36).slice(2)}@org.example`,
  phone: "0712345678",
  organizationName,
  password: "a long enough phrase",
  ...extra,
});
const orgCount = async () => (await ctx.database.db.select().from(organizations)).length;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "" });
  orgUser = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
  await createUserWithToken(ctx, { organizationName: "Lake Labs" });
}, 180_000);
afterAll(async () => {
  await ctx.close();
}, 180_000);

describe("near-match organisation names", () => {
  it("POST /users/register: a near name is a 409 with the suggestion and creates nothing", async () => {
    const before = await orgCount();
    for (const name of ["Savanah Tech Hub", "Savannah-Tech Hub!", "Savannah Tech Hubs"]) {
      const res = await ctx.call("POST", "/users/register", { as: admin, body: userBody(name) });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({
        message: ORGANIZATION_PICKER_TEXTS.nearMatch("Savannah Tech Hub"),
        suggestion: "Savannah Tech Hub",
      });
    }
    // Same letters up to case, spaces and punctuation.
    expect(
      (await ctx.call("POST", "/users/register", { as: admin, body: userBody("LAKE-LABS") })).json()
        .suggestion,
    ).toBe("Lake Labs");
    expect(await orgCount()).toBe(before);
    // The same organisation in another case and spacing links to it, no question asked.
    expect(
      (await ctx.call("POST", "/users/register", { as: admin, body: userBody("  savannah  TECH hub") }))
        .statusCode,
    ).toBe(201);
    // An explicit choice creates it.
    const created = await ctx.call("POST", "/users/register", {
      as: admin,
      body: userBody("Savanah Tech Hub", { createOrganization: true }),
    });
    expect(created.statusCode).toBe(201);
    expect(await orgCount()).toBe(before + 1);
    // A clearly different name needs no confirmation.
    expect(
      (await ctx.call("POST", "/users/register", { as: admin, body: userBody("Mombasa Coders Guild") }))
        .statusCode,
    ).toBe(201);
  });

  it("PUT /users/:id, POST /organizations and a rename apply the same rule", async () => {
    const user = await ctx.call("POST", "/users/register", {
      as: admin,
      body: userBody("Nairobi AI Circle"),
    });
    expect(user.statusCode).toBe(201);
    const id = user.json()._id;
    const { email } = user.json();
    const put = (organizationName: string, extra: object = {}) =>
      ctx.call("PUT", `/users/${id}`, {
        as: admin,
        body: {
          username: "Picker",
          email,
          phone: "0712345678",
          organizationName,
          ...extra,
        },
      });
    expect((await put("Nairobi AI Circle")).statusCode).toBe(200);
    expect((await put("Nairobi AI Circel")).statusCode).toBe(409);
    expect((await put("Nairobi AI Circel", { createOrganization: true })).statusCode).toBe(200);

    const post = await ctx.call("POST", "/organizations", {
      as: admin,
      body: { name: "Savannah Tech Hub." },
    });
    expect(post.statusCode).toBe(409);
    expect(post.json().suggestion).toBe("Savannah Tech Hub");
    expect(
      (
        await ctx.call("POST", "/organizations", {
          as: admin,
          body: { name: "Savannah Tech Hub.", createOrganization: true },
        })
      ).statusCode,
    ).toBe(201);

    const [lake] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.name, "Lake Labs"));
    const rename = await ctx.call("PUT", `/organizations/${lake!.id}`, {
      as: admin,
      body: { name: "Nairobi AI Circle!" },
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().suggestion).toBe("Nairobi AI Circle");
    // Renaming to its own name in another case is not a near match of itself.
    expect(
      (await ctx.call("PUT", `/organizations/${lake!.id}`, { as: admin, body: { name: "LAKE LABS" } }))
        .statusCode,
    ).toBe(200);
    // Organisation users cannot create organisations at all (unchanged): 403.
    expect(
      (await ctx.call("POST", "/organizations", { as: orgUser, body: { name: "Brand New Org" } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/v1/organizations", payload: { name: "X Org" } }))
        .statusCode,
    ).toBe(401);
  });

  it("POST /reports by an admin: a near organisation name is a 409 unless confirmed", async () => {
    const body = { year: 2025, quarter: "Q1", organizationName: "Savannah Tech Hubb" };
    const refused = await ctx.call("POST", "/reports", { as: admin, body: body });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Savannah Tech Hub");
    // The form's "Did you mean" reads the suggestion, which the answer's schema must keep.
    expect(refused.json().suggestion).toBe("Savannah Tech Hub");
    expect(await ctx.database.db.select().from(reports)).toHaveLength(0);
    const ok = await ctx.call("POST", "/reports", { as: admin, body: { ...body, createOrganization: true } });
    expect(ok.statusCode).toBe(201);
  });
});
