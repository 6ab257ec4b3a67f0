// Over 400 lines on purpose: one file for the /reports calls (list scope, writes, export), so
// each rule sits next to the others it interacts with; review and audit live in their own files.
import { API_ERRORS, EXPORT_COLUMNS, EXPORT_SHEET_NAME } from "@alliance/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reports } from "../../../src/db/schema";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

const metrics = { aware: 10, engaged: 8, trained: 5, certified: 2, orgsReached: 3, reachedByLeaders: 1 };

describe("reports", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let alice: Awaited<ReturnType<typeof createUserWithToken>>;
  let bob: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, {
      isAdmin: true,
      email: "admin@alliance.example",
      organizationName: "Alliance",
    });
    alice = await createUserWithToken(ctx, {
      username: "alice",
      email: "alice@org-a.example",
      organizationName: "Org A",
    });
    bob = await createUserWithToken(ctx, {
      username: "bob",
      email: "bob@org-b.example",
      organizationName: "Org B",
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (auth: Record<string, string> | undefined, payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/v1/reports", headers: auth, payload });
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(reports).where(eq(reports.id, id));
    return row;
  };

  it("creates a report from the token's identity, whatever the body says", async () => {
    const res = await post(alice.auth, {
      year: "2024",
      quarter: "Q1",
      metrics: { ...metrics, aware: "10" },
      createdBy: "mallory@evil.example",
      organizationName: "Org B",
      userId: bob.user.id,
      isAdmin: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      organizationName: "Org A",
      year: 2024,
      quarter: "Q1",
      metrics,
      createdBy: "alice@org-a.example",
      userId: { _id: alice.user.id, username: "alice" },
    });
    expect(res.json().createdAt).toMatch(/^\d{4}-/);
    const row = await rowOf(res.json()._id);
    expect(row).toMatchObject({
      organizationName: "Org A",
      createdBy: "alice@org-a.example",
      userId: alice.user.id,
    });
  });

  it("defaults missing metrics to 0 and refuses a second report for the same period (409)", async () => {
    const first = await post(bob.auth, { year: 2024, quarter: "Q2" });
    expect(first.statusCode).toBe(201);
    expect(first.json().metrics).toEqual({
      aware: 0,
      engaged: 0,
      trained: 0,
      certified: 0,
      orgsReached: 0,
      reachedByLeaders: 0,
    });
    const second = await post(bob.auth, { year: 2024, quarter: "Q2", metrics });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(API_ERRORS.reportExists);
    // An admin naming the same organisation (any case) is refused too.
    const byAdmin = await post(admin.auth, { year: 2024, quarter: "Q2", organizationName: "org b" });
    expect(byAdmin.statusCode).toBe(409);
    expect(await ctx.database.db.$count(reports, eq(reports.year, 2024))).toBe(2);
  });

  it("lets an admin report for another organisation", async () => {
    const res = await post(admin.auth, { year: 2023, quarter: "Q4", organizationName: "Org C", metrics });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ organizationName: "Org C", createdBy: "admin@alliance.example" });
    const own = await post(admin.auth, { year: 2023, quarter: "Q4", metrics });
    expect(own.json().organizationName).toBe("Alliance");
  });

  it("validates the report form", async () => {
    const before = await ctx.database.db.$count(reports);
    for (const payload of [
      {},
      { quarter: "Q1" },
      { year: "abc", quarter: "Q1" },
      { year: 2024 },
      { year: 2024, quarter: "Q5" },
      { year: 1999, quarter: "Q1" },
      { year: 2024.5, quarter: "Q1" },
      { year: 2024, quarter: "Q3", metrics: { aware: -1 } },
      { year: 2024, quarter: "Q3", metrics: { aware: "many" } },
      { year: 2024, quarter: "Q3", metrics: { aware: 3_000_000_000 } },
    ]) {
      const res = await post(alice.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await ctx.database.db.$count(reports)).toBe(before);
  });

  it("requires a signed-in caller for every report call but the summary", async () => {
    expect((await post(undefined, { year: 2024, quarter: "Q1" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/reports" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/reports/export.xlsx" })).statusCode).toBe(401);
    const id = (await ctx.database.db.select().from(reports).limit(1))[0]!.id;
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url: `/api/v1/reports/${id}`,
          payload: { year: 2024, quarter: "Q1" },
        })
      ).statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: "DELETE", url: `/api/v1/reports/${id}` })).statusCode).toBe(401);
  });

  it("shows an organisation user only their own reports, whatever createdBy says", async () => {
    const asAlice = await ctx.app.inject({
      url: "/api/v1/reports?createdBy=bob@org-b.example&year=&quarter=",
      headers: alice.auth,
    });
    expect(asAlice.statusCode).toBe(200);
    const list = asAlice.json();
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.createdBy).toBe("alice@org-a.example");
    expect(asAlice.headers["x-total-count"]).toBe(String(list.length));
    const searchOther = await ctx.app.inject({ url: "/api/v1/reports?search=org-b", headers: alice.auth });
    expect(searchOther.json()).toEqual([]);
  });

  it("lets admins list all reports with year, quarter and search filters, newest first", async () => {
    const all = await ctx.app.inject({
      url: "/api/v1/reports?year=&quarter=&pageSize=100",
      headers: admin.auth,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBe(await ctx.database.db.$count(reports));
    const times = all.json().map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const y2023 = await ctx.app.inject({ url: "/api/v1/reports?year=2023", headers: admin.auth });
    expect(y2023.json().length).toBe(2);
    const q2 = await ctx.app.inject({ url: "/api/v1/reports?year=2024&quarter=Q2", headers: admin.auth });
    expect(q2.json().map((r: { organizationName: string }) => r.organizationName)).toEqual(["Org B"]);
    const byEmail = await ctx.app.inject({ url: "/api/v1/reports?search=ALICE@", headers: admin.auth });
    expect(byEmail.json().length).toBe(1);
    const byOrg = await ctx.app.inject({ url: "/api/v1/reports?search=org%20c", headers: admin.auth });
    expect(byOrg.json().length).toBe(1);
    const paged = await ctx.app.inject({ url: "/api/v1/reports?page=1&pageSize=2", headers: admin.auth });
    expect(paged.json().length).toBe(2);
    expect(paged.headers["x-total-count"]).toBe(String(await ctx.database.db.$count(reports)));
    expect(
      (await ctx.app.inject({ url: "/api/v1/reports?quarter=Q9", headers: admin.auth })).statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ url: "/api/v1/reports?year=abc", headers: admin.auth })).statusCode).toBe(
      400,
    );
  });

  it("lets the creator or an admin update year, quarter and metrics; refuses others", async () => {
    const created = (await post(alice.auth, { year: 2025, quarter: "Q1", metrics })).json();
    const url = `/api/v1/reports/${created._id}`;
    const payload = { year: 2025, quarter: "Q2", metrics: { ...metrics, trained: 99 } };
    expect((await ctx.app.inject({ method: "PUT", url, headers: bob.auth, payload })).statusCode).toBe(403);
    expect((await rowOf(created._id))?.trained).toBe(5);

    const own = await ctx.app.inject({
      method: "PUT",
      url,
      headers: alice.auth,
      payload: { ...payload, organizationName: "Org B", createdBy: "bob@org-b.example" },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      quarter: "Q2",
      organizationName: "Org A",
      createdBy: "alice@org-a.example",
    });
    expect(await rowOf(created._id)).toMatchObject({ quarter: "Q2", trained: 99, organizationName: "Org A" });

    // Moving onto a period the organisation already reported is a 409, and changes nothing.
    const clash = await ctx.app.inject({
      method: "PUT",
      url,
      headers: alice.auth,
      payload: { year: 2024, quarter: "Q1", metrics },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(API_ERRORS.reportExists);
    expect(await rowOf(created._id)).toMatchObject({ year: 2025, quarter: "Q2" });

    const byAdmin = await ctx.app.inject({
      method: "PUT",
      url,
      headers: admin.auth,
      payload: { year: 2025, quarter: "Q3", metrics },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await rowOf(created._id))?.createdBy).toBe("alice@org-a.example");
    expect(
      (
        await ctx.app.inject({
          method: "PUT",
          url,
          headers: alice.auth,
          payload: { year: 2025, quarter: "Q7" },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await ctx.app.inject({ method: "PUT", url: "/api/v1/reports/nope", headers: admin.auth, payload }))
        .statusCode,
    ).toBe(404);
  });

  it("lets the creator or an admin delete; refuses others", async () => {
    const a = (await post(alice.auth, { year: 2023, quarter: "Q1" })).json();
    const b = (await post(alice.auth, { year: 2023, quarter: "Q2" })).json();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/reports/${a._id}`, headers: bob.auth }))
        .statusCode,
    ).toBe(403);
    expect(await rowOf(a._id)).toBeDefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/reports/${a._id}`, headers: alice.auth }))
        .statusCode,
    ).toBe(200);
    expect(await rowOf(a._id)).toBeUndefined();
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/reports/${b._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/v1/reports/${b._id}`, headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });

  it("answers the public summary from aggregates, without e-mails", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/reports/summary" });
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    // Only approved reports count publicly (an organisation user's reports wait for review).
    const rows = (await ctx.database.db.select().from(reports)).filter((r) => r.status === "approved");
    const sum = (key: keyof (typeof rows)[number]) => rows.reduce((n, r) => n + Number(r[key]), 0);
    expect(summary.totals).toEqual({
      aware: sum("aware"),
      engaged: sum("engaged"),
      trained: sum("trained"),
      certified: sum("certified"),
      orgsReached: sum("orgsReached"),
      reachedByLeaders: sum("reachedByLeaders"),
    });
    const periods = summary.series.map((s: { period: string }) => s.period);
    expect(periods).toEqual([...periods].sort());
    expect(periods.length).toBeGreaterThan(0);
    expect(summary.topOrganizations.length).toBeLessThanOrEqual(5);
    const totals = summary.topOrganizations.map((t: { total: number }) => t.total);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    expect(JSON.stringify(summary)).not.toMatch(/@/);

    const [year, quarter] = periods[0].split("-");
    const filtered = (
      await ctx.app.inject({ url: `/api/v1/reports/summary?year=${year}&quarter=${quarter}` })
    ).json();
    const q1 = rows.filter((r) => r.year === Number(year) && r.quarter === quarter);
    expect(filtered.totals.aware).toBe(q1.reduce((n, r) => n + r.aware, 0));
    expect(filtered.series.map((s: { period: string }) => s.period)).toEqual([periods[0]]);
    expect(filtered.allTime).toEqual(summary.totals);
    // Ranked by total (ties in any order): compare as sorted lists.
    const byName = (x: { name: string }, y: { name: string }) => x.name.localeCompare(y.name);
    const totalsOf = (list: Array<{ total: number }>) => list.map((t) => t.total);
    expect(totalsOf(filtered.topOrganizations)).toEqual(
      totalsOf(filtered.topOrganizations).sort((x, y) => y - x),
    );
    expect([...filtered.topOrganizations].sort(byName)).toMatchObject(
      q1
        .map((r) => ({ name: r.organizationName, total: r.aware + r.engaged + r.trained + r.certified }))
        .sort(byName),
    );
    const empty = (await ctx.app.inject({ url: "/api/v1/reports/summary?year=&quarter=" })).json();
    expect(empty.totals).toEqual(summary.totals);
    expect((await ctx.app.inject({ url: "/api/v1/reports/summary?quarter=Q5" })).statusCode).toBe(400);
  });

  it("ranks at most five organisations and names them by organisation, user, then Unknown", async () => {
    const c = await createTestApp();
    try {
      const u = await createUserWithToken(c, { username: "Named User", organizationName: "" });
      const values = [
        ...[1, 2, 3, 4, 5, 6].map((i) => ({
          organizationName: `Org ${i}`,
          year: 2022,
          quarter: "Q1",
          aware: i * 10,
          certified: 1,
          orgsReached: 1000,
          createdBy: "x@y.z",
        })),
        {
          organizationName: "",
          userId: u.user.id,
          year: 2022,
          quarter: "Q2",
          aware: 500,
          createdBy: "x@y.z",
        },
        { organizationName: "", userId: null, year: 2022, quarter: "Q3", trained: 400, createdBy: "x@y.z" },
        { organizationName: "ORG 6", year: 2022, quarter: "Q2", engaged: 5, createdBy: "x@y.z" },
      ];
      await c.database.db.insert(reports).values(values.map((v) => ({ ...v, status: "approved" })));
      const summary = (await c.app.inject({ url: "/api/v1/reports/summary" })).json();
      expect(summary.topOrganizations).toMatchObject([
        { name: "Named User", total: 500 },
        { name: "Unknown", total: 400 },
        { name: expect.stringMatching(/^org 6$/i), total: 66 },
        { name: "Org 5", total: 51 },
        { name: "Org 4", total: 41 },
      ]);
      expect(summary.totals.orgsReached).toBe(6000);
      const q1 = (await c.app.inject({ url: "/api/v1/reports/summary?quarter=Q1" })).json();
      expect(q1.topOrganizations[0]).toMatchObject({ name: "Org 6", total: 61 });
      const period = (await c.app.inject({ url: "/api/v1/reports/summary?year=2022&quarter=Q1" })).json();
      expect(period.topOrganizations).toMatchObject(
        [6, 5, 4, 3, 2].map((i) => ({ name: `Org ${i}`, total: i * 10 + 1 })),
      );
      const named = (await c.app.inject({ url: "/api/v1/reports/summary?year=2022&quarter=Q2" })).json();
      expect(named.topOrganizations).toMatchObject([
        { name: "Named User", total: 500 },
        // "ORG 6" is the organisation "Org 6": a report carries its organisation's name.
        { name: "Org 6", total: 5 },
      ]);
      const y = (await c.app.inject({ url: "/api/v1/reports/summary?year=2021" })).json();
      expect(y).toMatchObject({
        totals: { aware: 0, engaged: 0, trained: 0, certified: 0, orgsReached: 0, reachedByLeaders: 0 },
        series: [],
        topOrganizations: [],
        allTime: summary.allTime,
      });
      // Nobody trained that year: every breakdown is empty, and nothing is unknown.
      expect(y.breakdowns.trained.sex).toEqual({ notStated: 0 });
      expect(y.coverage.trained.sex).toBe(1);
      expect(y.allTime.orgsReached).toBe(6000);
    } finally {
      await c.close();
    }
  });

  it("exports the visible reports to Excel with safe cells", async () => {
    await ctx.database.db.insert(reports).values({
      organizationName: '=HYPERLINK("http://evil")',
      year: 2022,
      quarter: "Q4",
      aware: 7,
      createdBy: "+danger@example.org",
    });
    const res = await ctx.app.inject({
      url: "/api/v1/reports/export.xlsx?year=&quarter=&status=all",
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="ImpactReports_\d{4}-\d\d-\d\d_all\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
    expect(sheet).toBeDefined();
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...EXPORT_COLUMNS]);
    expect(sheet.rowCount - 1).toBe(await ctx.database.db.$count(reports));
    const evil = sheet.getRow(2).values as unknown[];
    expect(evil[1]).toBe('\'=HYPERLINK("http://evil")');
    expect(evil[2]).toBe(2022);
    expect(evil[3]).toBe("Q4");
    expect(evil[4]).toBe(7);
    expect(evil[10]).toBe("'+danger@example.org");
    const created = evil[11] as Date;
    expect(created).toBeInstanceOf(Date);
    const now = new Date();
    expect(created.toISOString().slice(0, 10)).toBe(
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`,
    );

    // An organisation user's export holds only their reports, whatever the query says.
    const mine = await ctx.app.inject({
      url: "/api/v1/reports/export.xlsx?createdBy=admin@alliance.example&status=all",
      headers: alice.auth,
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(mine.rawPayload as unknown as ArrayBuffer);
    const s2 = wb2.getWorksheet(EXPORT_SHEET_NAME)!;
    const emails = new Set<unknown>();
    s2.eachRow((row, n) => {
      if (n > 1) emails.add((row.values as unknown[])[10]);
    });
    expect([...emails]).toEqual(["alice@org-a.example"]);

    // Filters apply; by default the export holds what the public counts (the 2022 report waits
    // for review), every status with status=all.
    const rowsOf = async (query: string) => {
      const res = await ctx.app.inject({ url: `/api/v1/reports/export.xlsx?${query}`, headers: admin.auth });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return wb.getWorksheet(EXPORT_SHEET_NAME)!.rowCount - 1;
    };
    expect(await rowsOf("year=2022")).toBe(0);
    expect(await rowsOf("year=2022&status=all")).toBe(1);
    expect(await rowsOf("year=2022&status=submitted")).toBe(1);
    // "Waiting for you" on screen: the file follows it.
    expect(await rowsOf("year=2022&status=waiting")).toBe(1);
    expect(await rowsOf("year=2022&status=approved")).toBe(0);
  });

  it("the Excel file's header row is frozen and carries filters", async () => {
    const res = await ctx.app.inject({ url: "/api/v1/reports/export.xlsx?status=all", headers: admin.auth });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME)!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const last = String.fromCharCode("A".charCodeAt(0) + EXPORT_COLUMNS.length - 1);
    expect(sheet.autoFilter).toBe(`A1:${last}1`);
  });
});
