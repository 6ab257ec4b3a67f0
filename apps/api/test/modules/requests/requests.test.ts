import { TEXTS } from "@alliance/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, requests } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

const form = {
  firstName: "Joy",
  surName: "Otieno",
  email: "joy@school.example",
  phone: "0711111111",
  organizationName: "Nairobi School",
  message: "How do we join?",
};

describe("requests", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let user: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000" });
    admin = await createUserWithToken(ctx, { isAdmin: true });
    user = await createUserWithToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (payload: object) => ctx.app.inject({ method: "POST", url: "/api/v1/requests", payload });
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(requests).where(eq(requests.id, id));
    return row;
  };

  it("accepts a public request, always Not Handled", async () => {
    const res = await post({ ...form, reqStatus: true, createdAt: "1999-01-01" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      message: TEXTS.submittedSuccessfully,
      reference: expect.stringMatching(/^KAIA-[MR]-\d{4}-\d{6}$/),
    });
    expect(await rowOf(res.json()._id)).toMatchObject({ ...form, reqStatus: false });
  });

  it("requires every field", async () => {
    const before = await ctx.database.db.$count(requests);
    for (const field of Object.keys(form)) {
      expect((await post({ ...form, [field]: "" })).statusCode, field).toBe(400);
    }
    expect((await post({ ...form, email: "nope" })).statusCode).toBe(400);
    expect((await post({ ...form, message: "x".repeat(5001) })).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/v1/requests",
          headers: { "content-type": "application/json" },
          payload: "{not json",
        })
      ).statusCode,
    ).toBe(400);
    expect(await ctx.database.db.$count(requests)).toBe(before);
  });

  it("throttles the form per client", async () => {
    const small = await createTestApp({ FORM_MAX_PER_WINDOW: "1" });
    try {
      const send = () => small.app.inject({ method: "POST", url: "/api/v1/requests", payload: form });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(429);
      expect(await small.database.db.$count(requests)).toBe(1);
      // Counted in the database, which every instance shares, not in this instance's memory.
      const [counter] = await small.database.db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(eq(rateLimits.key, "form:ip:127.0.0.1"));
      expect(counter?.hits).toBe(2);
    } finally {
      await small.close();
    }
  });

  it("lists requests to admins only, with search and paging", async () => {
    for (let i = 0; i < 6; i++)
      await post({ ...form, firstName: `Person${i}`, organizationName: `School ${i}` });
    expect((await ctx.app.inject({ url: "/api/v1/requests" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/requests", headers: user.auth })).statusCode).toBe(403);
    const all = await ctx.app.inject({ url: "/api/v1/requests?pageSize=100", headers: admin.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(await ctx.database.db.$count(requests));
    expect(all.json()[0]).toMatchObject({ firstName: "Person5", reqStatus: false });
    expect(Object.keys(all.json()[0]).sort()).toEqual(
      [
        "_id",
        "createdAt",
        "email",
        "firstName",
        "language",
        "message",
        "organizationName",
        "phone",
        "reqStatus",
        "surName",
      ].sort(),
    );
    const page = await ctx.app.inject({ url: "/api/v1/requests?q=school%203&page=1", headers: admin.auth });
    expect(page.json()).toHaveLength(1);
    expect(page.headers["x-total-count"]).toBe("1");
    const paged = await ctx.app.inject({ url: "/api/v1/requests?page=2", headers: admin.auth });
    expect(paged.json()).toHaveLength(2); // 7 requests, 5 per page
    expect(paged.headers["x-total-count"]).toBe("7");
    const byName = await ctx.app.inject({
      url: "/api/v1/requests?q=OTIENO&pageSize=100",
      headers: admin.auth,
    });
    expect(byName.json()).toHaveLength(7);
  });

  it("toggles the status for admins only", async () => {
    const id = (await post(form)).json()._id;
    const url = `/api/v1/requests/${id}/toggle-status`;
    expect((await ctx.app.inject({ method: "PATCH", url, payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "PATCH", url, headers: user.auth, payload: {} })).statusCode).toBe(
      403,
    );
    expect((await rowOf(id))?.reqStatus).toBe(false);
    const handled = await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: {} });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().reqStatus).toBe(true);
    const back = await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: {} });
    expect(back.json().reqStatus).toBe(false);
    const set = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { reqStatus: true },
    });
    expect(set.json().reqStatus).toBe(true);
    expect((await rowOf(id))?.reqStatus).toBe(true);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: { reqStatus: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: "/api/v1/requests/abc/toggle-status",
          headers: admin.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it("deletes for admins only", async () => {
    const id = (await post(form)).json()._id;
    const url = `/api/v1/requests/${id}`;
    expect((await ctx.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url, headers: user.auth })).statusCode).toBe(403);
    expect(await rowOf(id)).toBeDefined();
    expect((await ctx.app.inject({ method: "DELETE", url, headers: admin.auth })).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect((await ctx.app.inject({ method: "DELETE", url, headers: admin.auth })).statusCode).toBe(404);
  });
});
