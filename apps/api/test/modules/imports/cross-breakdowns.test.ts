// Counts classified by several dimensions at once (docs/decisions/0037-imports-and-organisation-tokens.md):
// Breakdowns rows with a county, sex, age band and disability (any empty for "all") in a workbook,
// and `breakdowns.<metric>.cross` in the API; the separate breakdowns derived from them and checked
// against them; the county answer after approval equal to the rows' sum, small cells withheld;
// mistakes by sheet, row and column, nothing written. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { IMPORT_CONTENT_TYPES } from "@alliance/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

const FIGURES = {
  aware: 900,
  engaged: 500,
  trained: 200,
  certified: 80,
  orgsReached: 4,
  reachedByLeaders: 30,
};

describe("cross-classified breakdowns", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Kisumu Learners Trust" });
  });
  afterAll(() => ctx?.close());

  const call = (method: "GET" | "POST" | "PATCH", url: string, auth?: Auth, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/v1${url}`,
      ...(auth ? { headers: auth } : {}),
      payload: payload as never,
    });
  const count = async (table: string) =>
    Number(
      (
        (await ctx.database.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)}`,
        )) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows[0]!.n,
    );

  /** A workbook of one report with these Breakdowns rows (year, quarter, metric, dimension,
   * category, count, county, sex, age_band, disability). */
  async function workbook(year: number, quarter: string, rows: Array<Array<string | number | null>>) {
    const book = new ExcelJS.Workbook();
    const reports = book.addWorksheet("Reports");
    reports.addRow([
      "year",
      "quarter",
      "aware",
      "engaged",
      "trained",
      "certified",
      "orgs_reached",
      "reached_by_leaders",
    ]);
    reports.addRow([year, quarter, ...Object.values(FIGURES)]);
    const breakdowns = book.addWorksheet("Breakdowns");
    breakdowns.addRow([
      "year",
      "quarter",
      "metric",
      "dimension",
      "category",
      "count",
      "county",
      "sex",
      "age_band",
      "disability",
    ]);
    for (const row of rows) breakdowns.addRow([year, quarter, ...row]);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const send = (auth: Auth, body: Buffer, query = "") =>
    ctx.app.inject({
      method: "POST",
      url: `/api/v1/imports${query}`,
      headers: { ...auth, "content-type": IMPORT_CONTENT_TYPES.xlsx },
      payload: body,
    });

  // Women trained in Kisumu: 30 aged 18-24 and 20 aged 25-34 (without a disability), 4 women
  // with a disability (age unknown); 60 men in Nairobi; a separate sex breakdown stated too.
  const CROSS_ROWS: Array<Array<string | number | null>> = [
    ["trained", null, null, 30, "Kisumu", "female", "18-24", "without"],
    ["trained", null, null, 20, "042", "female", "25-34", "without"],
    ["trained", null, null, 4, "42", "female", null, "with"],
    ["trained", null, null, 60, "Nairobi", "male", null, null],
    ["trained", "sex", "female", 90, null, null, null, null],
    ["trained", "sex", "male", 100, null, null, null, null],
  ];

  it("imports rows by several dimensions at once, derives the separate breakdowns and answers the county after approval", async () => {
    const file = await workbook(2025, "Q3", CROSS_ROWS);
    const dry = await send(org.auth, file, "?dryRun=true");
    expect(dry.statusCode, dry.body).toBe(200);
    const after = dry.json().reports[0].after.breakdowns.trained;
    expect(after.cross).toHaveLength(4);
    // Derived: county and age band and disability were not given separately.
    expect(after.county).toEqual({ "042": 54, "047": 60 });
    expect(after.ageBand).toEqual({ "18-24": 30, "25-34": 20 });
    expect(after.disability).toEqual({ with: 4, without: 50 });
    // Given separately (at least what the cells put in each category): kept as given.
    expect(after.sex).toEqual({ female: 90, male: 100 });
    expect(await count("report_cross_breakdowns")).toBe(0);

    const written = await send(org.auth, file);
    expect(written.statusCode, written.body).toBe(201);
    const id = written.json().reports[0];
    expect(await count("report_cross_breakdowns")).toBe(4);
    const report = (await call("GET", `/reports/${id}`, org.auth)).json();
    expect(report.crossBreakdowns.trained).toHaveLength(4);
    expect(report.crossBreakdowns.trained).toContainEqual({
      county: "042",
      sex: "female",
      ageBand: "18-24",
      disability: "without",
      count: 30,
    });
    expect(report.breakdowns.trained.county).toMatchObject({ "042": 54, "047": 60, notStated: 86 });

    // Not public before approval.
    let kisumu = (await call("GET", "/reports/summary/counties/042?year=2025&quarter=Q3")).json();
    expect(kisumu.count).toBe(0);
    expect(kisumu.crossClassified.count).toBe(0);

    const approve = await call("PATCH", `/reports/${id}/review`, admin.auth, {
      status: "approved",
      version: report.version,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    kisumu = (await call("GET", "/reports/summary/counties/042?year=2025&quarter=Q3")).json();
    expect(kisumu).toMatchObject({ code: "042", name: "Kisumu", metric: "trained", count: 54 });
    // Women trained in Kisumu: the rows' sum (30 + 20 + 4); youth 18-34: 50; persons with a
    // disability: 4, fewer than 10, so withheld.
    expect(kisumu.crossClassified).toEqual({
      count: 54,
      share: 1,
      women: { count: 54 },
      youth: { count: 50 },
      disability: { count: null, fewerThan: 10 },
    });
    const nairobi = (await call("GET", "/reports/summary/counties/047?year=2025&quarter=Q3")).json();
    expect(nairobi.crossClassified.women).toEqual({ count: 0 });
    expect((await call("GET", "/reports/summary/counties/099")).statusCode).toBe(404);

    // The same file again changes nothing (the derived breakdowns compare equal).
    const again = await send(org.auth, file);
    expect(again.json()).toMatchObject({ created: 0, changed: 0, unchanged: 1 });
  });

  it("refuses cells above the total, above a separate breakdown, repeated or naming no dimension, by row and column; writes nothing", async () => {
    const before = await count("report_cross_breakdowns");
    const file = await workbook(2025, "Q4", [
      ["trained", null, null, 150, "042", "female", null, null],
      ["trained", null, null, 100, "047", "female", null, null],
      ["trained", null, null, 5, "042", "female", null, null],
      ["trained", null, null, 5, null, null, null, null],
      ["trained", null, null, 5, "Atlantis", "female", null, null],
      ["trained", "sex", "female", 200, null, null, null, null],
      ["certified", null, null, 50, "042", "female", null, null],
      ["certified", "sex", "female", 40, null, null, null, null],
    ]);
    const res = await send(org.auth, file, "?language=en");
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Array<{
      sheet: string;
      row: number;
      column: string;
      message: string;
    }>;
    const at = (row: number, column: string) => errors.find((e) => e.row === row && e.column === column);
    expect(at(4, "county")?.message).toMatch(/already in row 2/);
    expect(at(6, "county")?.message).toMatch(/Atlantis/);
    expect(errors.some((e) => e.row === 5 && /at least one of county/.test(e.message))).toBe(true);
    expect(
      errors.some((e) =>
        /trained by several dimensions at once adds up to 250 for 2025 Q4 but trained is 200/.test(e.message),
      ),
    ).toBe(true);
    expect(
      errors.some(
        (e) =>
          e.row === 9 &&
          /certified by sex: female is 40 for 2025 Q4 but the rows by several dimensions count 50/.test(
            e.message,
          ),
      ),
    ).toBe(true);
    expect(errors.every((e) => e.sheet === "Breakdowns")).toBe(true);
    expect(await count("report_cross_breakdowns")).toBe(before);
    const sw = await send(org.auth, file, "?language=sw");
    expect(sw.statusCode, sw.body).toBe(422);
    expect(sw.json().errors.some((e: { message: string }) => /vigezo kadhaa/.test(e.message))).toBe(true);
  });

  it("takes the same cells through POST /reports and a JSON import; refuses them when they do not fit", async () => {
    const body = {
      year: 2024,
      quarter: "Q4",
      metrics: FIGURES,
      breakdowns: {
        trained: {
          cross: [
            { county: "001", sex: "female", count: 12 },
            { county: "001", sex: "male", count: 8 },
          ],
        },
      },
    };
    const created = await call("POST", "/reports", org.auth, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().breakdowns.trained.sex).toMatchObject({ female: 12, male: 8, notStated: 180 });
    expect(created.json().crossBreakdowns.trained).toHaveLength(2);

    const tooMany = await call("POST", "/reports", org.auth, {
      ...body,
      quarter: "Q3",
      breakdowns: {
        trained: {
          sex: { female: 5 },
          cross: [
            { sex: "female", count: 12 },
            { county: "001", count: 999 },
          ],
        },
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toMatch(/fewer than the 12/);
    expect(JSON.stringify(tooMany.json())).toMatch(/more than the 200/);

    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/imports?dryRun=true",
      headers: { ...org.auth, "content-type": "application/json" },
      payload: JSON.stringify([
        {
          ...body,
          breakdowns: {
            trained: {
              cross: [
                { county: "001", sex: "female", count: 12 },
                { county: "001", sex: "male", count: 8 },
              ],
            },
          },
        },
      ]),
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().reports[0].action).toBe("unchanged");
    const bad = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/imports?dryRun=true",
      headers: { ...org.auth, "content-type": "application/json" },
      payload: JSON.stringify([
        { ...body, breakdowns: { trained: { cross: [{ county: "Atlantis", count: 12 }] } } },
      ]),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      sheet: "JSON",
      row: 1,
      column: "breakdowns.trained.cross.0.county",
    });
  });
  it("keeps the cells in the history: a version per change of the cells, even when the separate breakdowns stay", async () => {
    const created = await call("POST", "/reports", org.auth, {
      year: 2024,
      quarter: "Q2",
      metrics: FIGURES,
      breakdowns: {
        trained: {
          sex: { female: 120, male: 80 },
          cross: [
            { county: "042", sex: "female", ageBand: "18-24", count: 30 },
            { county: "042", sex: "male", count: 20 },
          ],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const approval = await call("PATCH", `/reports/${id}/review`, admin.auth, {
      status: "approved",
      version: created.json().version,
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const versions = async () =>
      (
        (await ctx.database.db.execute(
          sql`select cross_breakdowns as cells, valid_to is null as open from report_versions
              where report_id = ${id} order by valid_from, valid_to nulls last`,
        )) as unknown as { rows: Array<{ cells: unknown; open: boolean }> }
      ).rows;
    expect(await versions()).toEqual([
      {
        cells: {
          trained: [
            { county: "042", sex: "female", ageBand: "18-24", count: 30 },
            { county: "042", sex: "male", count: 20 },
          ],
        },
        open: true,
      },
    ]);
    // The cells alone change (written as any other statement would; the separate breakdowns stay).
    await ctx.database.db.execute(
      sql`update report_cross_breakdowns set count = 25 where report_id = ${id} and sex = 'male'`,
    );
    const after = await versions();
    expect(after.map((v) => v.open)).toEqual([false, true]);
    expect(after[1]!.cells).toEqual({
      trained: [
        { county: "042", sex: "female", ageBand: "18-24", count: 30 },
        { county: "042", sex: "male", count: 25 },
      ],
    });
  });
});
