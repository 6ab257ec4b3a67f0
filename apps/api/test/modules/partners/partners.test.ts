import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

const partner = { organizationName: "Cloud Co", link: "https://cloud.example", image: TEST_IMAGE };

describe("partners", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let user: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    admin = await createUserWithToken(ctx, { isAdmin: true });
    user = await createUserWithToken(ctx);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (auth: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/partners", headers: auth, payload });
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(partners).where(eq(partners.id, id));
    return row;
  };

  it("lets admins create partners; the link must be a web address, never a script", async () => {
    const res = await post(admin.auth, { ...partner, createdAt: "2000-01-01", extra: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ _id: expect.any(String), ...partner, createdAt: expect.any(String) });
    expect(new Date(res.json().createdAt).getFullYear()).toBeGreaterThan(2020);
    const before = await ctx.database.db.$count(partners);
    for (const bad of [
      { ...partner, organizationName: "" },
      { ...partner, link: "" },
      { ...partner, image: "" },
      { ...partner, link: "javascript:alert(1)" },
      { ...partner, link: "partner site" },
      { ...partner, image: "data:image/png;base64,AAAA" },
      { link: partner.link, image: partner.image },
    ]) {
      expect((await post(admin.auth, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await ctx.database.db.$count(partners)).toBe(before);
  });

  it("refuses writes from signed-out and non-admin callers", async () => {
    const before = await ctx.database.db.$count(partners);
    expect((await post(undefined, partner)).statusCode).toBe(401);
    expect((await post(user.auth, partner)).statusCode).toBe(403);
    expect(await ctx.database.db.$count(partners)).toBe(before);
    const id = (await post(admin.auth, partner)).json()._id;
    const url = `/api/v1/partners/${id}`;
    const update = { ...partner, organizationName: "Hacked" };
    expect((await ctx.app.inject({ method: "PUT", url, payload: update })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PUT", url, headers: user.auth, payload: update })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url, headers: user.auth })).statusCode).toBe(403);
    expect((await rowOf(id))?.organizationName).toBe("Cloud Co");
  });

  it("lists partners publicly, newest first, with search and paging", async () => {
    for (let i = 0; i < 6; i++) await post(admin.auth, { ...partner, organizationName: `Paged ${i}` });
    const res = await ctx.app.inject({ url: "/api/v1/partners" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(await ctx.database.db.$count(partners));
    expect(res.headers["x-total-count"]).toBe(String(list.length));
    expect(list[0].organizationName).toBe("Paged 5");
    expect(Object.keys(list[0]).sort()).toEqual(["_id", "createdAt", "image", "link", "organizationName"]);
    const page = await ctx.app.inject({
      url: "/api/v1/partners?q=paged&page=2&pageSize=5",
      headers: admin.auth,
    });
    expect(page.json().map((p: { organizationName: string }) => p.organizationName)).toEqual(["Paged 0"]);
    expect(page.headers["x-total-count"]).toBe("6");
    expect((await ctx.app.inject({ url: "/api/v1/partners?q=PAGED%204" })).json()).toHaveLength(1);
  });

  it("lets admins update and delete", async () => {
    const id = (await post(admin.auth, partner)).json()._id;
    const url = `/api/v1/partners/${id}`;
    const newImage = await storedImageUrl(ctx.database.db);
    const put = await ctx.app.inject({
      method: "PUT",
      url,
      headers: admin.auth,
      payload: { ...partner, organizationName: "Cloud Co Ltd", image: newImage },
    });
    expect(put.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ organizationName: "Cloud Co Ltd", image: newImage });
    expect(
      (await ctx.app.inject({ method: "PUT", url, headers: admin.auth, payload: { ...partner, link: "" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url: "/api/v1/partners/00000000-0000-4000-8000-000000000000",
          headers: admin.auth,
          payload: partner,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: "DELETE", url, headers: admin.auth })).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect((await ctx.app.inject({ method: "DELETE", url, headers: admin.auth })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: "/api/v1/partners/1", headers: admin.auth })).statusCode,
    ).toBe(404);
  });
});
