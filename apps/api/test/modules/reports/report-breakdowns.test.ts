// Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): trained and certified by sex, age band, county and
// disability. Sums checked with 400s that name the metric and dimension; breakdowns follow the
// report's review, history, trash and export; the public summary and the counties answer count
// approved reports only. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { COUNTIES, EXPORT_BREAKDOWN_SHEET_NAME } from "@alliance/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

const metrics = { aware: 400, engaged: 300, trained: 100, certified: 40 };
const BREAKDOWNS = {
  trained: {
    sex: { female: 60, male: 30 },
    ageBand: { "18-24": 50, "25-34": 20, "15-17": 10 },
    county: { "047": 70, "042": 20 },
    disability: { with: 5, without: 80, notStated: 15 },
  },
  certified: { sex: { female: 25, male: 15, notStated: 0 }, county: { "047": 40 } },
};

describe("report breakdowns", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };
  let other: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Breakdown Hub" });
    other = await createUserWithToken(ctx, { organizationName: "Second Breakdown Academy" });
  });
  afterAll(() => ctx?.close());

  const summary = async (query: string) => (await ctx.call("GET", `/reports/summary?${query}`)).json();
  const counties = async (query: string) =>
    (await ctx.call("GET", `/reports/summary/counties?${query}`)).json();
  const rowCount = async () =>
    Number(
      (
        (await ctx.database.db.execute(sql`select count(*)::int as n from report_breakdowns`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );
  async function approve(report: { _id: string; version: number }) {
    const res = await ctx.call("PATCH", `/reports/${report._id}/review`, {
      as: admin,
      body: {
        status: "approved",
        version: report.version,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it("answers the full breakdowns, 'not stated' the remainder; a report without any is all not stated", async () => {
    const created = await ctx.call("POST", "/reports", {
      as: org,
      body: {
        year: 2024,
        quarter: "Q1",
        metrics,
        breakdowns: BREAKDOWNS,
      },
    });
    expect(created.statusCode).toBe(201);
    const { breakdowns } = created.json();
    expect(breakdowns.trained.sex).toEqual({ female: 60, male: 30, notStated: 10 });
    expect(breakdowns.trained.disability).toEqual({ with: 5, without: 80, notStated: 15 });
    expect(breakdowns.trained.county).toEqual({ "047": 70, "042": 20, notStated: 10 });
    expect(breakdowns.certified.sex).toEqual({ female: 25, male: 15, notStated: 0 });
    expect(breakdowns.certified.ageBand).toEqual({ notStated: 40 });

    const plain = (
      await ctx.call("POST", "/reports", { as: org, body: { year: 2024, quarter: "Q2", metrics } })
    ).json();
    expect(plain.breakdowns.trained.sex).toEqual({ notStated: 100 });
    expect(plain.breakdowns.certified.county).toEqual({ notStated: 40 });
  });

  it("refuses parts that do not add up with a 400 naming the metric and the dimension, and writes nothing", async () => {
    const rows = await rowCount();
    const bad: Array<[unknown, string]> = [
      [{ trained: { sex: { female: 90, male: 20 } } }, "Trained by sex"],
      [{ certified: { county: { "047": 30, notStated: 5 } } }, "Certified by county"],
      [{ trained: { ageBand: { "18-24": 10, notStated: 100 } } }, "Trained by age"],
    ];
    for (const [breakdowns, named] of bad) {
      const res = await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2023,
          quarter: "Q1",
          metrics,
          breakdowns,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(named);
    }
    for (const breakdowns of [
      { trained: { sex: { women: 3 } } },
      { trained: { county: { "048": 3 } } },
      { trained: { religion: { any: 1 } } },
      { aware: { sex: { female: 1 } } },
      { trained: { sex: { female: -1 } } },
      { trained: { sex: { female: 1.5 } } },
    ]) {
      const res = await ctx.call("POST", "/reports", {
        as: org,
        body: {
          year: 2023,
          quarter: "Q1",
          metrics,
          breakdowns,
        },
      });
      expect(res.statusCode, JSON.stringify(breakdowns)).toBe(400);
    }
    expect(await rowCount()).toBe(rows);
    expect(
      (await ctx.call("GET", "/reports?year=2023&quarter=Q1", { as: org }))
        .json()
        .filter((r: { organizationName: string }) => r.organizationName === "Breakdown Hub"),
    ).toEqual([]);
  });

  it("public sums and counties count approved reports only, and follow review, change, removal and restore", async () => {
    const year = 2025;
    const quarter = "Q1";
    const query = `year=${year}&quarter=${quarter}`;
    const created = (
      await ctx.call("POST", "/reports", {
        as: org,
        body: { year, quarter, metrics, breakdowns: BREAKDOWNS },
      })
    ).json();
    // Submitted: nothing public yet.
    expect((await summary(query)).breakdowns.trained.sex).toEqual({ notStated: 0 });
    expect((await counties(query)).find((c: { code: string }) => c.code === "047").count).toBe(0);

    await approve(created);
    let s = await summary(query);
    expect(s.breakdowns.trained.sex).toEqual({ female: 60, male: 30, notStated: 10 });
    expect(s.coverage.trained.sex).toBeCloseTo(0.9);
    expect(s.coverage.certified.sex).toBe(1);
    expect(s.coverage.certified.ageBand).toBe(0);
    const all = await counties(query);
    expect(all).toHaveLength(COUNTIES.length);
    expect(all.find((c: { code: string }) => c.code === "047")).toEqual({
      code: "047",
      name: "Nairobi City",
      count: 70,
    });
    expect(
      (await counties(`${query}&metric=certified`)).find((c: { code: string }) => c.code === "047").count,
    ).toBe(40);
    expect((await ctx.call("GET", `/reports/summary/counties?metric=aware`)).statusCode).toBe(400);

    // A second organisation's report adds up with the first.
    const second = (
      await ctx.call("POST", "/reports", {
        as: other,
        body: {
          year,
          quarter,
          metrics: { trained: 10, certified: 0 },
          breakdowns: { trained: { sex: { female: 10 }, county: { "001": 10 } } },
        },
      })
    ).json();
    await approve(second);
    s = await summary(query);
    expect(s.breakdowns.trained.sex).toEqual({ female: 70, male: 30, notStated: 10 });
    expect(s.totals.trained).toBe(110);

    // The organisation's change waits: the public keeps the approved breakdowns.
    const changed = await ctx.call("PUT", `/reports/${created._id}`, {
      as: org,
      body: {
        year,
        quarter,
        metrics,
        breakdowns: { ...BREAKDOWNS, trained: { ...BREAKDOWNS.trained, sex: { female: 50, male: 50 } } },
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().breakdowns.trained.sex.female).toBe(60);
    expect(changed.json().pendingChange.breakdowns.trained.sex).toEqual({
      female: 50,
      male: 50,
      notStated: 0,
    });
    expect((await summary(query)).breakdowns.trained.sex.female).toBe(70);
    // The history records the breakdowns proposed.
    const history = (
      await ctx.call("GET", `/audit?entity=report&entityId=${created._id}`, { as: admin })
    ).json();
    const proposal = history.find((entry: { action: string }) => entry.action === "propose-change");
    expect(proposal.after.breakdowns.trained.sex).toEqual({ female: 50, male: 50 });
    // Approved, the public moves with it.
    await approve(changed.json());
    expect((await summary(query)).breakdowns.trained.sex).toEqual({
      female: 60,
      male: 50,
      notStated: 0,
    });

    // Deleted, the figures go; restored from the trash, they come back with their breakdowns.
    expect((await ctx.call("DELETE", `/reports/${created._id}`, { as: admin })).statusCode).toBe(200);
    expect((await summary(query)).breakdowns.trained.sex).toEqual({ female: 10, notStated: 0 });
    expect((await ctx.call("POST", `/reports/${created._id}/restore`, { as: admin })).statusCode).toBe(200);
    expect((await summary(query)).breakdowns.trained.sex).toEqual({ female: 60, male: 50, notStated: 0 });
    expect(
      (await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json().breakdowns.trained.county,
    ).toEqual({
      "047": 70,
      "042": 20,
      notStated: 10,
    });
  });

  it("an admin moving an approved report to another period moves its breakdowns; figures that no longer add up are refused", async () => {
    const created = (
      await ctx.call("POST", "/reports", {
        as: admin,
        body: {
          year: 2023,
          quarter: "Q3",
          metrics,
          organizationName: "Breakdown Hub",
          breakdowns: { trained: { county: { "012": 100 } } },
        },
      })
    ).json();
    expect(
      (await counties("year=2023&quarter=Q3")).find((c: { code: string }) => c.code === "012").count,
    ).toBe(100);
    const moved = await ctx.call("PUT", `/reports/${created._id}`, {
      as: admin,
      body: {
        year: 2023,
        quarter: "Q4",
        metrics,
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      (await counties("year=2023&quarter=Q3")).find((c: { code: string }) => c.code === "012").count,
    ).toBe(0);
    expect(
      (await counties("year=2023&quarter=Q4")).find((c: { code: string }) => c.code === "012").count,
    ).toBe(100);
    // Lowering trained below the stored county parts without new breakdowns: a 400, nothing changed.
    const lowered = await ctx.call("PUT", `/reports/${created._id}`, {
      as: admin,
      body: {
        year: 2023,
        quarter: "Q4",
        metrics: { ...metrics, trained: 50 },
      },
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toContain("Trained by county");
    expect((await ctx.call("GET", `/reports/${created._id}`, { as: admin })).json().metrics.trained).toBe(
      100,
    );
  });

  it("warns, never refuses, when people are certified in a county where the report trained nobody", async () => {
    const created = await ctx.call("POST", "/reports", {
      as: org,
      body: {
        year: 2023,
        quarter: "Q2",
        metrics,
        breakdowns: { trained: { county: { "047": 100 } }, certified: { county: { "001": 10 } } },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().warnings.map((w: { code: string }) => w.code)).toContain(
      "certified_without_trained_county",
    );
  });

  it("the export has a Breakdowns sheet a pivot table can sum back to each total", async () => {
    const res = await ctx.call("GET", "/reports/export.xlsx?year=2025&quarter=Q1", { as: admin });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(EXPORT_BREAKDOWN_SHEET_NAME)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      "Report_Id",
      "Organization",
      "Year",
      "Quarter",
      "Metric",
      "Dimension",
      "Category",
      "Count",
    ]);
    const sums = new Map<string, number>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const [, organization, , , metric, dimension, , count] = (row.values as unknown[]).slice(1) as [
        string,
        string,
        number,
        string,
        string,
        string,
        string,
        number,
      ];
      const key = `${organization}/${metric}/${dimension}`;
      sums.set(key, (sums.get(key) ?? 0) + count);
    });
    expect(sums.get("Breakdown Hub/trained/Sex")).toBe(100);
    expect(sums.get("Breakdown Hub/trained/County")).toBe(100);
    expect(sums.get("Breakdown Hub/certified/Age")).toBe(40);
  });
});
