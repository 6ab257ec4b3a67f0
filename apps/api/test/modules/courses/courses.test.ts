import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { storedImageUrl, TEST_IMAGE, TEST_IMAGE_ID } from "../../image-fixture";

const validCourse = {
  title: "Intro to Generative AI",
  desc: "What large language models can and cannot do.",
  link: "https://learn.example.org/genai",
  tag: "GenAI",
  category: "Everyone",
  segment: "topic",
  image: TEST_IMAGE,
};

describe("courses", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let alice: Awaited<ReturnType<typeof createUserWithToken>>;
  let bob: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await storedImageUrl(ctx.database.db, TEST_IMAGE_ID);
    admin = await createUserWithToken(ctx, { isAdmin: true, email: "admin@alliance.example" });
    alice = await createUserWithToken(ctx, { email: "alice@org-a.example", organizationName: "Org A" });
    bob = await createUserWithToken(ctx, { email: "bob@org-b.example", organizationName: "Org B" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (auth: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/courses", headers: auth, payload });
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, id));
    return row;
  };

  it("lets an organisation user create an unapproved course owned by them, whatever the body says", async () => {
    const res = await post(alice.auth, {
      ...validCourse,
      organization: "Someone Else",
      email: "mallory@evil.example",
      approved: true,
      featured: true,
      isAdmin: true,
      createdBy: "mallory@evil.example",
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: validCourse.title,
      organization: "Org A",
      email: "alice@org-a.example",
      approved: false,
      featured: false,
    });
    expect(typeof body._id).toBe("string");
    expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(body).not.toHaveProperty("isAdmin");
    const row = await rowOf(body._id);
    expect(row).toMatchObject({
      approved: false,
      featured: false,
      email: "alice@org-a.example",
      organization: "Org A",
    });
  });

  it("creates approved courses for admins, who may feature them; featuring keeps one featured course", async () => {
    const first = await post(admin.auth, { ...validCourse, title: "Featured 1", featured: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ approved: true, featured: true });
    const second = await post(admin.auth, { ...validCourse, title: "Featured 2", featured: true });
    expect(second.json()).toMatchObject({ approved: true, featured: true });
    const featured = await ctx.database.db.select().from(courses).where(eq(courses.featured, true));
    expect(featured.map((c) => c.id)).toEqual([second.json()._id]);
    // Re-featuring the first one through PUT un-features the second.
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/v1/courses/${first.json()._id}`,
      headers: admin.auth,
      payload: { ...validCourse, title: "Featured 1", image: "", featured: true },
    });
    expect(put.statusCode).toBe(200);
    const after = await ctx.database.db.select().from(courses).where(eq(courses.featured, true));
    expect(after.map((c) => c.id)).toEqual([first.json()._id]);
  });

  it("refuses a second featured course in the database itself", async () => {
    const base = { ...validCourse, email: "seed@example.org", approved: true };
    const featured = await ctx.database.db.select().from(courses).where(eq(courses.featured, true));
    expect(featured).toHaveLength(1);
    await expect(ctx.database.db.insert(courses).values({ ...base, featured: true })).rejects.toThrow();
    expect(await ctx.database.db.$count(courses, eq(courses.featured, true))).toBe(1);
  });

  it("validates the course form", async () => {
    const missing = await post(alice.auth, {});
    expect(missing.statusCode).toBe(400);
    for (const field of ["title", "desc", "link", "tag", "category", "segment"]) {
      const res = await post(alice.auth, { ...validCourse, [field]: "" });
      expect(res.statusCode, field).toBe(400);
    }
    expect((await post(alice.auth, { ...validCourse, category: "Aliens" })).statusCode).toBe(400);
    expect((await post(alice.auth, { ...validCourse, segment: "other" })).statusCode).toBe(400);
    expect((await post(alice.auth, { ...validCourse, link: "javascript:alert(1)" })).statusCode).toBe(400);
    expect((await post(alice.auth, { ...validCourse, image: "javascript:alert(1)" })).statusCode).toBe(400);
    const noImage = await post(alice.auth, { ...validCourse, image: "" });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().message).toBe("Image is required");
    expect((await post(alice.auth, { ...validCourse, title: "x".repeat(201) })).statusCode).toBe(400);
    const count = await ctx.database.db.$count(courses, eq(courses.title, "x".repeat(201)));
    expect(count).toBe(0);
  });

  it("refuses signed-out callers", async () => {
    expect((await post(undefined, validCourse)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/courses" })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: "/api/v1/courses", headers: { authorization: "Bearer nope" } }))
        .statusCode,
    ).toBe(401);
  });

  it("shows only approved courses publicly, without owner fields", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/courses/approved" });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(res.headers["x-total-count"]).toBe(String(list.length));
    for (const course of list) {
      expect(course).not.toHaveProperty("email");
      expect(course).not.toHaveProperty("approved");
      expect(course).not.toHaveProperty("createdAt");
      const row = await rowOf(course._id);
      expect(row?.approved).toBe(true);
    }
    // Alice's unapproved course is not there.
    expect(list.some((c: { organization: string }) => c.organization === "Org A")).toBe(false);
  });

  it("lists all courses to staff, with owner fields only on their own rows", async () => {
    const asBob = await ctx.app.inject({ url: "/api/v1/courses?pageSize=100", headers: bob.auth });
    expect(asBob.statusCode).toBe(200);
    const all = asBob.json();
    expect(all.length).toBe(await ctx.database.db.$count(courses));
    for (const c of all) {
      expect(c).not.toHaveProperty("approved");
      expect(c).not.toHaveProperty("createdAt");
      expect(c).not.toHaveProperty("email");
    }
    const asAlice = (await ctx.app.inject({ url: "/api/v1/courses", headers: alice.auth })).json();
    const own = asAlice.filter((c: { organization: string }) => c.organization === "Org A");
    expect(own.length).toBeGreaterThan(0);
    for (const c of own) expect(c).toHaveProperty("approved", false);
    const asAdmin = (await ctx.app.inject({ url: "/api/v1/courses", headers: admin.auth })).json();
    for (const c of asAdmin) expect(c).toHaveProperty("approved");
  });

  it("searches, pages and sorts newest first", async () => {
    for (let i = 0; i < 12; i++) {
      await post(admin.auth, { ...validCourse, title: `Paging ${i}`, tag: i % 2 ? "odd_tag" : "even%tag" });
    }
    const page1 = await ctx.app.inject({
      url: "/api/v1/courses?q=paging&page=1&pageSize=5",
      headers: admin.auth,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers["x-total-count"]).toBe("12");
    expect(page1.json().map((c: { title: string }) => c.title)).toEqual([
      "Paging 11",
      "Paging 10",
      "Paging 9",
      "Paging 8",
      "Paging 7",
    ]);
    const page3 = await ctx.app.inject({
      url: "/api/v1/courses?q=PAGING&page=3&pageSize=5",
      headers: admin.auth,
    });
    expect(page3.json()).toHaveLength(2);
    // Wildcards are matched literally.
    const pct = await ctx.app.inject({
      url: `/api/v1/courses?q=${encodeURIComponent("%")}`,
      headers: admin.auth,
    });
    expect(pct.json()).toHaveLength(6);
    const underscore = await ctx.app.inject({ url: "/api/v1/courses?q=d_t", headers: admin.auth });
    expect(underscore.json()).toHaveLength(6);
    // Search fields: organization and category too.
    const byOrg = await ctx.app.inject({ url: "/api/v1/courses?q=org%20a", headers: admin.auth });
    expect(byOrg.json().length).toBeGreaterThan(0);
    expect(
      (await ctx.app.inject({ url: "/api/v1/courses?pageSize=1000", headers: admin.auth })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: "/api/v1/courses?page=0", headers: admin.auth })).statusCode).toBe(
      400,
    );
  });

  it("lets the owner and admins update; keeps the image when empty; refuses others", async () => {
    const created = (await post(alice.auth, validCourse)).json();
    const url = `/api/v1/courses/${created._id}`;
    const update = { ...validCourse, title: "Renamed", image: "" };
    expect((await ctx.app.inject({ method: "PUT", url, payload: update })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PUT", url, headers: bob.auth, payload: update })).statusCode,
    ).toBe(403);
    expect((await rowOf(created._id))?.title).toBe(validCourse.title);

    const own = await ctx.app.inject({
      method: "PUT",
      url,
      headers: alice.auth,
      payload: { ...update, featured: true, approved: true, email: "x@evil.example", organization: "Evil" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      title: "Renamed",
      image: validCourse.image,
      featured: false,
      approved: false,
    });
    expect(await rowOf(created._id)).toMatchObject({
      title: "Renamed",
      image: validCourse.image,
      featured: false,
      approved: false,
      email: "alice@org-a.example",
      organization: "Org A",
    });
    const newImage = await storedImageUrl(ctx.database.db);
    const byAdmin = await ctx.app.inject({
      method: "PUT",
      url,
      headers: admin.auth,
      payload: { ...update, image: newImage },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await rowOf(created._id))?.image).toBe(newImage);
    expect((await rowOf(created._id))?.email).toBe("alice@org-a.example");

    expect(
      (await ctx.app.inject({ method: "PUT", url, headers: alice.auth, payload: { ...update, title: "" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url: "/api/v1/courses/not-a-uuid",
          headers: admin.auth,
          payload: update,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url: "/api/v1/courses/00000000-0000-4000-8000-000000000000",
          headers: admin.auth,
          payload: update,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("toggles approval for admins only", async () => {
    const created = (await post(alice.auth, validCourse)).json();
    const url = `/api/v1/courses/${created._id}/toggle-approval`;
    expect((await ctx.app.inject({ method: "PATCH", url, payload: {} })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: alice.auth, payload: {} })).statusCode,
    ).toBe(403);
    expect((await rowOf(created._id))?.approved).toBe(false);

    // Approving names the version the admin saw (ADR 0020): none is a 400, another a 409.
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: { version: 7 } }))
        .statusCode,
    ).toBe(409);
    const toggled = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { version: 1 },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().approved).toBe(true);
    const set = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { approved: true, version: toggled.json().version },
    });
    expect(set.json().approved).toBe(true);
    const hide = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: admin.auth,
      payload: { approved: false },
    });
    expect(hide.json().approved).toBe(false);
    expect((await rowOf(created._id))?.approved).toBe(false);
    expect(
      (await ctx.app.inject({ method: "PATCH", url, headers: admin.auth, payload: { approved: "yes" } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: "/api/v1/courses/123/toggle-approval",
          headers: admin.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it("deletes for the owner or an admin only", async () => {
    const a = (await post(alice.auth, validCourse)).json();
    const b = (await post(alice.auth, validCourse)).json();
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/v1/courses/${a._id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/courses/${a._id}`, headers: bob.auth }))
        .statusCode,
    ).toBe(403);
    expect(await rowOf(a._id)).toBeDefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/courses/${a._id}`, headers: alice.auth }))
        .statusCode,
    ).toBe(200);
    expect(await rowOf(a._id)).toBeUndefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/courses/${b._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/courses/${b._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: "/api/v1/courses/%27;drop", headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it("lists only the signed-in user's own courses with mine=true, with their review status", async () => {
    const mine = (await post(bob.auth, { ...validCourse, title: "Bob's pending course" })).json();
    const list = await ctx.app.inject({
      url: "/api/v1/courses?mine=true&status=pending&pageSize=100",
      headers: bob.auth,
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as Array<{ _id: string; email: string; status: string }>;
    expect(rows.map((row) => row._id)).toContain(mine._id);
    expect(rows.every((row) => row.email === "bob@org-b.example" && row.status === "pending")).toBe(true);
    expect(list.headers["x-total-count"]).toBe(String(rows.length));
    expect((await ctx.app.inject({ url: "/api/v1/courses?mine=true" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/courses?mine=maybe", headers: bob.auth })).statusCode).toBe(
      400,
    );
    // An admin's own course is approved and reviewed at once.
    const byAdmin = (await post(admin.auth, { ...validCourse, title: "Admin course" })).json();
    expect(byAdmin.status).toBe("approved");
    expect((await rowOf(byAdmin._id))!.reviewedAt).toBeInstanceOf(Date);
  });
});
