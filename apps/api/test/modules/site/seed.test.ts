// Seeding an empty database: first admin, reserved demo account, demo content; idempotent.
import {
  breakdownIssues,
  COURSE_CATEGORIES,
  countiesReached,
  currentPeriod,
  periodOrdinal,
  RESERVED_DEMO_EMAIL,
  recentPace,
  shareOf,
} from "@alliance/shared";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  courses,
  images,
  members,
  partners,
  reportBreakdowns,
  reports,
  requests,
  users,
} from "../../../src/db/schema";
import { seedIfEmpty } from "../../../src/seed";
import { createTestApp, type TestContext } from "../../helpers";

const silent = { info: () => {} };
const ADMIN_PASSWORD = "Seeded-Admin-Pass-2025";

async function rows(
  ctx: TestContext,
  table:
    | typeof users
    | typeof courses
    | typeof members
    | typeof partners
    | typeof reports
    | typeof requests
    | typeof images,
) {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

describe("seedIfEmpty with demo content", () => {
  let ctx: TestContext;
  let printed: string[];
  // The app's clock, which the demo's dates follow: today, whatever today is.
  const today = new Date();
  beforeAll(async () => {
    ctx = await createTestApp(
      { ADMIN_EMAIL: "Chief@Alliance.example", ADMIN_PASSWORD, SEED_DEMO: "true" },
      { clock: () => today },
    );
    printed = [];
    const result = await seedIfEmpty(
      ctx.database.db,
      ctx.config,
      silent,
      (t) => printed.push(t),
      () => today,
    );
    expect(result.seeded).toBe(true);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("creates the first admin, who can sign in with ADMIN_PASSWORD, and prints no password", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: "chief@alliance.example", password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isAdmin).toBe(true);
    expect(printed).toEqual([]);
  });

  it("creates the reserved demo account: not admin, reserved", async () => {
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.email, RESERVED_DEMO_EMAIL));
    expect(demo).toMatchObject({ reserved: true, isAdmin: false });
    expect(demo!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("creates organisation users who are not admins", async () => {
    const org = await ctx.database.db
      .select()
      .from(users)
      .where(sql`${users.isAdmin} = false and ${users.reserved} = false`);
    expect(org.length).toBeGreaterThanOrEqual(3);
    for (const u of org) expect(u.organizationName).not.toBe("");
    for (const u of org) expect(u.organizationId).toBeTruthy();
    // At least one organisation has two users, who share its records.
    const perOrganization = new Map<string, number>();
    for (const u of org)
      perOrganization.set(u.organizationId!, (perOrganization.get(u.organizationId!) ?? 0) + 1);
    expect(Math.max(...perOrganization.values())).toBeGreaterThanOrEqual(2);
  });

  it("creates courses over both segments and every category, one featured, two hidden", async () => {
    const all = await ctx.database.db.select().from(courses);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((c) => c.segment))).toEqual(new Set(["role", "topic"]));
    expect(new Set(all.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    const featured = all.filter((c) => c.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]!.approved).toBe(true);
    expect(all.filter((c) => !c.approved)).toHaveLength(2);
    for (const c of all) {
      expect(c.image).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
      expect(c.link).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//);
    }
    const ids = all.map((c) => c.image.slice("/uploads/".length, -".webp".length));
    const stored = await ctx.database.db.select({ id: images.id, mimeType: images.mimeType }).from(images);
    for (const id of ids) expect(stored.find((s) => s.id === id)?.mimeType).toBe("image/webp");
  });

  it("creates approved and pending members with .example websites", async () => {
    const all = await ctx.database.db.select().from(members);
    expect(all.filter((m) => m.approved).length).toBeGreaterThanOrEqual(8);
    expect(all.filter((m) => !m.approved).length).toBeGreaterThanOrEqual(3);
    for (const m of all) expect(m.website).toMatch(/^https:\/\/[a-z0-9.-]+\.example$/);
  });

  it("creates partners with generated images, and a few requests", async () => {
    const all = await ctx.database.db.select().from(partners);
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const p of all) expect(p.image).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(await rows(ctx, requests)).toBeGreaterThanOrEqual(3);
  });

  it("creates approved reports up to the last ended quarter, with approval dates, owned by their users", async () => {
    const all = await ctx.database.db.select().from(reports);
    expect(all.length).toBeGreaterThanOrEqual(24);
    const ordinals = all.map((r) => periodOrdinal({ year: r.year, quarter: r.quarter as "Q1" }));
    const lastEnded = periodOrdinal(currentPeriod(today)) - 1;
    expect(Math.max(...ordinals)).toBe(lastEnded);
    expect(Math.min(...ordinals)).toBe(lastEnded - 10);
    for (const r of all) {
      expect(r.status).toBe("approved");
      expect(r.reviewedAt!.getTime()).toBeLessThanOrEqual(today.getTime());
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(r.reviewedAt!.getTime());
    }
    expect(new Set(all.map((r) => r.organizationName)).size).toBeGreaterThanOrEqual(3);
    const byId = new Map((await ctx.database.db.select().from(users)).map((u) => [u.id, u]));
    for (const r of all) {
      const owner = byId.get(r.userId!);
      expect(owner?.email).toBe(r.createdBy);
      expect(owner?.organizationName).toBe(r.organizationName);
    }
    const keys = all.map((r) => `${r.organizationName}|${r.year}|${r.quarter}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("feeds the public API: approved courses, members, partners, images and the impact summary", async () => {
    const approved = await ctx.app.inject({ url: "/api/v1/courses/approved" });
    expect(approved.statusCode).toBe(200);
    const list = approved.json() as Array<{ image: string; featured: boolean }>;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.filter((c) => c.featured)).toHaveLength(1);
    const image = await ctx.app.inject({ url: list[0]!.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    const membersRes = await ctx.app.inject({ url: "/api/v1/members/approved" });
    expect(membersRes.statusCode).toBe(200);
    expect(membersRes.json().length).toBeGreaterThanOrEqual(8);
    const partnersRes = await ctx.app.inject({ url: "/api/v1/partners" });
    expect(partnersRes.statusCode).toBe(200);
    expect(partnersRes.json().length).toBeGreaterThanOrEqual(6);
    const summary = await ctx.app.inject({ url: "/api/v1/reports/summary" });
    expect(summary.statusCode).toBe(200);
    const body = summary.json();
    const [sums] = await ctx.database.db
      .select({
        aware: sql<number>`sum(${reports.aware})::int`,
        trained: sql<number>`sum(${reports.trained})::int`,
      })
      .from(reports);
    expect(body.totals.aware).toBe(Number(sums!.aware));
    expect(body.totals.trained).toBe(Number(sums!.trained));
    expect(body.topOrganizations.length).toBeGreaterThanOrEqual(3);
    expect(body.series.length).toBeGreaterThanOrEqual(8);
    // "Data as of" has a date, and the recent pace has enough well-reported quarters to show.
    expect(body.lastApprovedAt).not.toBeNull();
    expect(recentPace(body.series, "trained", today)).toMatchObject({ kind: "pace" });
    expect(recentPace(body.series, "trained", today)).toHaveProperty("quarters.length", 4);
  });

  it("publishes recent news, upcoming events, open jobs and insights", async () => {
    for (const type of ["news", "events", "jobs", "insights"]) {
      const list = await ctx.app.inject({ url: `/api/v1/${type}/approved` });
      expect(list.statusCode, type).toBe(200);
      expect(list.json().length, type).toBeGreaterThanOrEqual(2);
    }
    const events = (await ctx.app.inject({ url: "/api/v1/events/approved" })).json();
    for (const event of events) expect(new Date(event.startDate).getTime()).toBeGreaterThan(today.getTime());
    const news = (await ctx.app.inject({ url: "/api/v1/news/approved" })).json();
    for (const item of news) expect(new Date(item.createdAt).getTime()).toBeLessThanOrEqual(today.getTime());
  });

  it("gives the demo reports breakdowns that add up, known for part of the total, over many counties", async () => {
    const all = await ctx.database.db.select().from(reports);
    const stored = await ctx.database.db.select().from(reportBreakdowns);
    expect(new Set(stored.map((row) => row.reportId))).toEqual(new Set(all.map((r) => r.id)));
    for (const report of all) {
      const known: Record<string, Record<string, Record<string, number>>> = {};
      for (const row of stored.filter((r) => r.reportId === report.id)) {
        known[row.metric] ??= {};
        known[row.metric]![row.dimension] ??= {};
        known[row.metric]![row.dimension]![row.category] = row.count;
      }
      expect(breakdownIssues({ trained: report.trained, certified: report.certified }, known)).toEqual([]);
    }
    const summary = (await ctx.app.inject({ url: "/api/v1/reports/summary" })).json();
    const reached = countiesReached(summary.breakdowns.trained.county);
    expect(reached).toBeGreaterThanOrEqual(30);
    expect(reached).toBeLessThan(47);
    for (const dimension of ["sex", "ageBand", "county", "disability"]) {
      expect(summary.coverage.trained[dimension]).toBeGreaterThan(0.3);
      expect(summary.coverage.trained[dimension]).toBeLessThan(1);
    }
    expect(shareOf(summary.breakdowns.trained.sex, ["female"]).share).toBeGreaterThan(0.3);
    expect(shareOf(summary.breakdowns.trained.disability, ["with"]).share).toBeGreaterThan(0);
  });

  it("publishes a release of the newest quarter past its deadline, and one revision with its reason", async () => {
    const releases = (await ctx.app.inject({ url: "/api/v1/open-data/releases" })).json();
    expect(releases).toHaveLength(1);
    expect(new Date(releases[0].publishedAt).getTime()).toBeLessThan(today.getTime());
    const revisions = (await ctx.app.inject({ url: "/api/v1/open-data/revisions" })).json();
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({
      kind: "correction",
      release: releases[0].id,
      year: releases[0].year,
      quarter: releases[0].quarter,
      reason: expect.stringContaining("reported late"),
    });
    expect(revisions[0].changes).toContainEqual(expect.objectContaining({ metric: "trained" }));
  });

  it("does nothing on a database that has users", async () => {
    const before = await Promise.all(
      [users, courses, members, partners, reports, requests].map((t) => rows(ctx, t)),
    );
    const again = await seedIfEmpty(
      ctx.database.db,
      { ...ctx.config, ADMIN_PASSWORD: "another-password" },
      silent,
    );
    expect(again.seeded).toBe(false);
    const after = await Promise.all(
      [users, courses, members, partners, reports, requests].map((t) => rows(ctx, t)),
    );
    expect(after).toEqual(before);
  });
});

describe("seedIfEmpty without demo content and without ADMIN_PASSWORD", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SEED_DEMO: "false" });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("creates only the admin and the demo account, and prints the generated password once", async () => {
    const printed: string[] = [];
    const result = await seedIfEmpty(ctx.database.db, ctx.config, silent, (t) => printed.push(t));
    expect(result.seeded).toBe(true);
    expect(await rows(ctx, users)).toBe(2);
    expect(await rows(ctx, courses)).toBe(0);
    expect(await rows(ctx, reports)).toBe(0);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("admin@example.org");
    const password = result.generatedPassword!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(printed[0]).toContain(password);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: "admin@example.org", password },
    });
    expect(login.statusCode).toBe(200);
    const second: string[] = [];
    expect((await seedIfEmpty(ctx.database.db, ctx.config, silent, (t) => second.push(t))).seeded).toBe(
      false,
    );
    expect(second).toEqual([]);
  });

  it("seeds once when two instances start together", async () => {
    const other = await createTestApp({ SEED_DEMO: "false", ADMIN_PASSWORD: "Parallel-Start-Pass" });
    try {
      const results = await Promise.all([
        seedIfEmpty(other.database.db, other.config, silent, () => {}),
        seedIfEmpty(other.database.db, other.config, silent, () => {}),
      ]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(await rows(other, users)).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("never reveals the demo account's password: it cannot be guessed from the admin's", async () => {
    const [demo] = await ctx.database.db.select().from(users).where(eq(users.email, RESERVED_DEMO_EMAIL));
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.isAdmin, true));
    expect(demo!.passwordHash).not.toBe(admin!.passwordHash);
  });
});
