// Every list answers one page: the default size without page/pageSize, never more than the cap,
// X-Total-Count always set; `sort` from a whitelist (400 otherwise); status filters. And every
// staff route checks sign-in and role before it validates anything.
import { LIST_PAGING, PAGE_SIZES, PUBLIC_LIST_PAGE_SIZE } from "@alliance/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, members, partners, reports, requests } from "../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext, versionOf } from "../helpers";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

describe("lists", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let user: Awaited<ReturnType<typeof createUserWithToken>>;
  const get = (url: string, auth?: Record<string, string>) =>
    ctx.app.inject({ url, ...(auth ? { headers: auth } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true });
    user = await createUserWithToken(ctx);
    const db = ctx.database.db;
    const n = 12;
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1 + i));
    await db.insert(courses).values(
      Array.from({ length: n }, (_, i) => ({
        title: `Course ${String.fromCharCode(97 + ((i * 5) % n))}`,
        desc: "d",
        link: "https://example.org",
        tag: "t",
        category: "Everyone",
        segment: "role",
        image: "https://example.org/i.png",
        organization: "Org",
        email: "owner@org.example",
        featured: false,
        approved: i % 3 === 0,
        createdAt: at(i),
      })),
    );
    await db.insert(members).values(
      Array.from({ length: n }, (_, i) => ({
        firstName: `First${String(i).padStart(2, "0")}`,
        surName: "S",
        role: "r",
        email: `m${i}@org.example`,
        phone: "0700000000",
        organizationName: `Org ${i}`,
        website: "https://example.org",
        approved: i % 2 === 0,
        createdAt: at(i),
      })),
    );
    await db.insert(requests).values(
      Array.from({ length: n }, (_, i) => ({
        firstName: `Req${String(i).padStart(2, "0")}`,
        surName: "S",
        email: `r${i}@org.example`,
        phone: "0700000000",
        organizationName: `School ${i}`,
        message: "m",
        reqStatus: i < 4,
        createdAt: at(i),
      })),
    );
    await db.insert(partners).values(
      Array.from({ length: PUBLIC_LIST_PAGE_SIZE + 3 }, (_, i) => ({
        organizationName: `Partner ${i}`,
        link: "https://example.org",
        image: "https://example.org/p.png",
        createdAt: at(i),
      })),
    );
    await db.insert(reports).values(
      Array.from({ length: n }, (_, i) => ({
        organizationName: `Org ${i}`,
        year: 2020 + (i % 4),
        quarter: "Q1",
        aware: i,
        createdBy: "owner@org.example",
        createdAt: at(i),
      })),
    );
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  it("answers the first page of the default size when no page is asked for, with the total", async () => {
    for (const [path, size] of [
      ["/api/v1/courses", PAGE_SIZES.courses],
      ["/api/v1/members", PAGE_SIZES.members],
      ["/api/v1/requests", PAGE_SIZES.requests],
      ["/api/v1/users", PAGE_SIZES.users],
      ["/api/v1/reports", LIST_PAGING.reports.default],
    ] as const) {
      const res = await get(path, admin.auth);
      expect(res.statusCode, path).toBe(200);
      expect(res.json().length, path).toBeLessThanOrEqual(size);
      expect(res.headers["x-total-count"], path).toMatch(/^\d+$/);
    }
    const staff = await get("/api/v1/courses", admin.auth);
    expect(staff.json()).toHaveLength(PAGE_SIZES.courses);
    expect(staff.headers["x-total-count"]).toBe("12");
  });

  it("caps the public lists too, with a larger default", async () => {
    const res = await get("/api/v1/partners");
    expect(res.json()).toHaveLength(PUBLIC_LIST_PAGE_SIZE);
    expect(res.headers["x-total-count"]).toBe(String(PUBLIC_LIST_PAGE_SIZE + 3));
    expect((await get("/api/v1/partners?page=2")).json()).toHaveLength(3);
    expect((await get(`/api/v1/partners?pageSize=${PUBLIC_LIST_PAGE_SIZE + 1}`)).statusCode).toBe(400);
    const approved = await get("/api/v1/courses/approved");
    expect(approved.json()).toHaveLength(4);
    expect(approved.headers["x-total-count"]).toBe("4");
    const page = await get("/api/v1/members/approved?page=2&pageSize=4");
    expect(page.json()).toHaveLength(2);
    expect(page.headers["x-total-count"]).toBe("6");
  });

  it("sorts by a whitelisted field, ascending or descending, and refuses others", async () => {
    const titles = (await get("/api/v1/courses?sort=title&pageSize=100", admin.auth))
      .json()
      .map((c: { title: string }) => c.title);
    expect(titles).toEqual([...titles].sort());
    const desc = (await get("/api/v1/members?sort=-firstName&pageSize=3", admin.auth))
      .json()
      .map((m: { firstName: string }) => m.firstName);
    expect(desc).toEqual(["First11", "First10", "First09"]);
    const oldest = (await get("/api/v1/requests?sort=createdAt&pageSize=1", admin.auth)).json();
    expect(oldest[0].firstName).toBe("Req00");
    for (const url of [
      "/api/v1/courses?sort=email",
      "/api/v1/members?sort=phone",
      "/api/v1/requests?sort=-message",
      "/api/v1/users?sort=passwordHash",
      "/api/v1/reports?sort=userId",
      "/api/v1/partners?sort=link",
    ]) {
      expect((await get(url, admin.auth)).statusCode, url).toBe(400);
    }
  });

  it("filters courses and members by status and requests by handled", async () => {
    const approved = await get("/api/v1/courses?status=approved&pageSize=100", admin.auth);
    expect(approved.headers["x-total-count"]).toBe("4");
    expect(approved.json().every((c: { approved: boolean }) => c.approved)).toBe(true);
    const pending = await get("/api/v1/courses?status=pending&pageSize=100", admin.auth);
    expect(pending.headers["x-total-count"]).toBe("8");
    expect(pending.json().every((c: { approved: boolean }) => !c.approved)).toBe(true);
    expect(pending.json().every((c: { status: string }) => c.status === "pending")).toBe(true);
    // Hidden means an admin hid the row on purpose: none yet; hiding an approved course makes one.
    expect((await get("/api/v1/courses?status=hidden", admin.auth)).headers["x-total-count"]).toBe("0");
    const target = approved.json()[0] as { _id: string };
    const hide = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/courses/${target._id}/toggle-approval`,
      headers: admin.auth,
      payload: { approved: false },
    });
    expect(hide.json().status).toBe("hidden");
    const hidden = await get("/api/v1/courses?status=hidden", admin.auth);
    expect(hidden.headers["x-total-count"]).toBe("1");
    expect(hidden.json()[0]._id).toBe(target._id);
    expect((await get("/api/v1/courses?status=pending", admin.auth)).headers["x-total-count"]).toBe("8");
    expect((await get("/api/v1/courses?status=approved", admin.auth)).headers["x-total-count"]).toBe("3");
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/courses/${target._id}/toggle-approval`,
      headers: admin.auth,
      payload: { approved: true, version: await versionOf(ctx, "courses", target._id) },
    });
    expect((await get("/api/v1/members?status=approved", admin.auth)).headers["x-total-count"]).toBe("6");
    expect((await get("/api/v1/members?status=pending", admin.auth)).headers["x-total-count"]).toBe("6");
    expect((await get("/api/v1/requests?handled=true", admin.auth)).headers["x-total-count"]).toBe("4");
    expect((await get("/api/v1/requests?handled=false", admin.auth)).headers["x-total-count"]).toBe("8");
    expect((await get("/api/v1/courses?status=gone", admin.auth)).statusCode).toBe(400);
    expect((await get("/api/v1/requests?handled=yes", admin.auth)).statusCode).toBe(400);
  });

  it("checks sign-in and role before validation", async () => {
    const send = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, auth?: Record<string, string>) =>
      ctx.app.inject({ method, url, payload: {}, ...(auth ? { headers: auth } : {}) });
    expect((await send("POST", "/api/v1/users/register")).statusCode).toBe(401);
    expect((await send("POST", "/api/v1/users/register", user.auth)).statusCode).toBe(403);
    expect((await send("POST", "/api/v1/courses")).statusCode).toBe(401);
    expect((await send("PUT", "/api/v1/partners/not-an-id")).statusCode).toBe(401);
    expect((await send("PUT", "/api/v1/partners/not-an-id", user.auth)).statusCode).toBe(403);
    expect((await send("PATCH", "/api/v1/courses/x/toggle-approval", user.auth)).statusCode).toBe(403);
    expect((await get("/api/v1/requests?sort=nope", user.auth)).statusCode).toBe(403);
    expect((await get("/api/v1/courses?pageSize=0")).statusCode).toBe(401);
    const body = (await send("POST", "/api/v1/users/register")).json();
    expect(body.issues).toBeUndefined();
  });

  // Every list route, with who may read it, how many rows the test holds and its page sizes: a new
  // list belongs here. Pins what "no list is unpaged" means for each of them.
  const LISTS = [
    { path: "/api/v1/courses", staff: true, rows: 12, sizing: LIST_PAGING.courses },
    { path: "/api/v1/members", staff: true, rows: 12, sizing: LIST_PAGING.members },
    { path: "/api/v1/requests", staff: true, rows: 12, sizing: LIST_PAGING.requests },
    { path: "/api/v1/reports", staff: true, rows: 12, sizing: LIST_PAGING.reports },
    { path: "/api/v1/users", staff: true, rows: 2, sizing: LIST_PAGING.users },
    { path: "/api/v1/partners", staff: false, rows: PUBLIC_LIST_PAGE_SIZE + 3, sizing: LIST_PAGING.public },
    { path: "/api/v1/courses/approved", staff: false, rows: 4, sizing: LIST_PAGING.public },
    { path: "/api/v1/members/approved", staff: false, rows: 6, sizing: LIST_PAGING.public },
  ] as const;

  it("pages every list: default size, consecutive pages, the cap, and past the end", async () => {
    for (const { path, staff, rows, sizing } of LISTS) {
      const auth = staff ? admin.auth : undefined;
      const first = await get(path, auth);
      expect(first.statusCode, path).toBe(200);
      expect(first.json(), path).toHaveLength(Math.min(rows, sizing.default));
      expect(first.headers["x-total-count"], path).toBe(String(rows));
      // Two pages of 2 are the first 4 rows of one page of 4, in the same order, without overlap.
      const ids = (url: string) => get(url, auth).then((r) => r.json().map((x: { _id: string }) => x._id));
      const [p1, p2, both] = await Promise.all([
        ids(`${path}?page=1&pageSize=2`),
        ids(`${path}?page=2&pageSize=2`),
        ids(`${path}?pageSize=4`),
      ]);
      expect([...p1, ...p2], path).toEqual(both.slice(0, 4));
      const last = Math.ceil(rows / 2) + 1;
      const past = await get(`${path}?page=${last}&pageSize=2`, auth);
      expect(past.json(), path).toEqual([]);
      expect(past.headers["x-total-count"], path).toBe(String(rows));
      expect((await get(`${path}?pageSize=${sizing.max}`, auth)).statusCode, path).toBe(200);
      for (const bad of [`pageSize=${sizing.max + 1}`, "pageSize=0", "page=0", "page=-1", "pageSize=2.5"]) {
        expect((await get(`${path}?${bad}`, auth)).statusCode, `${path}?${bad}`).toBe(400);
      }
    }
  });
});
