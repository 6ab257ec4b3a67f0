// Reports from organisations' own spreadsheets (docs/decisions/0037-imports-and-organisation-tokens.md):
// the template round trip (downloaded, filled by exceljs, dry-run, imported, equal to what the
// form makes, imported again without change), errors named by sheet, row, column and value in
// English and Kiswahili, nothing written on any error (one bad row among 500), CSV and JSON,
// organisations' own reports only, and Idempotency-Key. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import { IMPORT_CONTENT_TYPES } from "@alliance/shared";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

type Auth = { authorization: string };

const FIGURES = {
  aware: 900,
  engaged: 500,
  trained: 120,
  certified: 60,
  orgsReached: 4,
  reachedByLeaders: 30,
};
const BREAKDOWNS = {
  trained: {
    sex: { female: 70, male: 40 },
    ageBand: { "18-24": 50, "25-34": 30 },
    county: { "042": 80, "047": 30 },
    disability: { with: 6, without: 100, notStated: 14 },
  },
  certified: { sex: { female: 35, male: 25 }, county: { "042": 60 } },
};
/** The breakdowns above as Breakdowns rows (counties by code and by name). */
const BREAKDOWN_ROWS: Array<[string, string, string, number]> = [
  ["trained", "sex", "female", 70],
  ["trained", "sex", "male", 40],
  ["trained", "age_band", "18-24", 50],
  ["trained", "age_band", "25-34", 30],
  ["trained", "county", "Kisumu", 80],
  ["trained", "county", "47", 30],
  ["trained", "disability", "with", 6],
  ["trained", "disability", "without", 100],
  ["trained", "disability", "not stated", 14],
  ["certified", "sex", "female", 35],
  ["certified", "sex", "male", 25],
  ["certified", "county", "042", 60],
];

describe("imports", () => {
  let ctx: TestContext;
  let admin: { auth: Auth };
  let org: { auth: Auth };
  let form: { auth: Auth };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance" });
    org = await createUserWithToken(ctx, { organizationName: "Lakeside Training Centre" });
    form = await createUserWithToken(ctx, { organizationName: "Form Reference Institute" });
  });
  afterAll(() => ctx?.close());

  const send = (url: string, auth: Auth, body: Buffer | string, type: string, headers = {}) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      headers: { ...auth, "content-type": type, ...headers },
      payload: body,
    });
  const get = (url: string, auth?: Auth) =>
    ctx.app.inject({ method: "GET", url: `/api/v1${url}`, ...(auth ? { headers: auth } : {}) });
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

  async function template(auth: Auth, query = "") {
    const res = await get(`/imports/template.xlsx${query}`, auth);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  /** Fills the template's Reports and Breakdowns sheets from row 2 on. */
  function fill(
    workbook: ExcelJS.Workbook,
    reports: Array<Array<string | number>>,
    breakdowns: Array<Array<string | number>>,
  ) {
    const put = (name: string, rows: Array<Array<string | number>>) => {
      const sheet = workbook.getWorksheet(name)!;
      rows.forEach((values, index) => {
        values.forEach((value, column) => {
          sheet.getCell(index + 2, column + 1).value = value;
        });
      });
    };
    put("Reports", reports);
    put("Breakdowns", breakdowns);
  }
  /** Empties the pre-filled rows (their drop-downs stay). */
  function clear(sheet: ExcelJS.Worksheet) {
    for (let row = 2; row <= sheet.rowCount; row++) {
      for (let column = 1; column <= sheet.columnCount; column++) sheet.getCell(row, column).value = null;
    }
  }
  const xlsx = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
  const figureRow = (year: number, quarter: string, f = FIGURES) => [
    year,
    quarter,
    f.aware,
    f.engaged,
    f.trained,
    f.certified,
    f.orgsReached,
    f.reachedByLeaders,
  ];
  const withPeriod = (year: number, quarter: string) => BREAKDOWN_ROWS.map((row) => [year, quarter, ...row]);

  it("round trip: template, dry run, import equal to the form's reports, re-import changes nothing", async () => {
    const workbook = await template(org.auth);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      expect.arrayContaining(["Reports", "Breakdowns", "Lists"]),
    );
    const reportsSheet = workbook.getWorksheet("Reports")!;
    expect(reportsSheet.getRow(1).values).toEqual([
      undefined,
      "year",
      "quarter",
      "aware",
      "engaged",
      "trained",
      "certified",
      "orgs_reached",
      "reached_by_leaders",
    ]);
    // Pre-filled with the organisation's open quarters without a report: the current one at least.
    expect(reportsSheet.rowCount).toBeGreaterThan(1);
    expect(reportsSheet.getCell(2, 2).dataValidation?.type).toBe("list");
    clear(reportsSheet);
    fill(
      workbook,
      [figureRow(2024, "Q1"), figureRow(2024, "Q2")],
      [...withPeriod(2024, "Q1"), ...withPeriod(2024, "Q2")],
    );
    const file = await xlsx(workbook);

    const dry = await send("/imports?dryRun=true", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(dry.statusCode).toBe(200);
    const preview = dry.json();
    expect(preview.dryRun).toBe(true);
    expect(preview.errors).toEqual([]);
    expect(preview.reports.map((r: { action: string; row: number }) => [r.row, r.action])).toEqual([
      [2, "create"],
      [3, "create"],
    ]);
    expect(preview.reports[0].before).toBeNull();
    expect(preview.reports[0].after.breakdowns.trained.county).toEqual({ "042": 80, "047": 30 });
    expect(await count("reports")).toBe(0);

    const done = await send("/imports", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(done.statusCode).toBe(201);
    const result = done.json();
    expect(result).toMatchObject({ created: 2, changed: 0, unchanged: 0 });
    // One audit entry per report, written together, as the form's create records it.
    const audits = (
      (await ctx.database.db.execute(
        sql`select action, entity_id as id, actor_email as actor, before, after from audit_log
            where entity = 'report' and entity_id in (${sql.join(
              result.reports.map((id: string) => sql`${id}`),
              sql`, `,
            )})`,
      )) as unknown as {
        rows: Array<{
          action: string;
          id: string;
          actor: string | null;
          before: unknown;
          after: Record<string, unknown>;
        }>;
      }
    ).rows;
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      expect(audit).toMatchObject({ action: "create", before: null, after: { trained: FIGURES.trained } });
      expect(audit.actor).toBeTruthy();
    }
    expect(audits.map((a) => (a.after.breakdowns as { trained: { county: object } }).trained.county)).toEqual(
      [
        { "042": 80, "047": 30 },
        { "042": 80, "047": 30 },
      ],
    );

    // What the form makes from the same figures.
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: form.auth,
      payload: { year: 2024, quarter: "Q1", metrics: FIGURES, breakdowns: BREAKDOWNS },
    });
    expect(made.statusCode).toBe(201);
    const imported = (await get(`/reports/${result.reports[0]}`, org.auth)).json();
    const pick = (r: Record<string, unknown>) => ({
      year: r.year,
      quarter: r.quarter,
      metrics: r.metrics,
      breakdowns: r.breakdowns,
      status: r.status,
      evidence: r.evidence,
      pendingChange: r.pendingChange,
    });
    expect(pick(imported)).toEqual(pick(made.json()));

    const again = await send("/imports", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ created: 0, changed: 0, unchanged: 2, reports: result.reports });
    expect((await get(`/reports/${result.reports[0]}`, org.auth)).json().version).toBe(imported.version);
  });

  it("a changed figure of an approved report waits beside it; the same file again proposes nothing new", async () => {
    const [first] = (await get("/reports?year=2024&quarter=Q1&search=Lakeside", org.auth)).json();
    const approve = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1/reports/${first._id}/review`,
      headers: admin.auth,
      payload: { status: "approved", version: first.version },
    });
    expect(approve.statusCode).toBe(200);
    const csv = `year,quarter,aware,engaged,trained,certified,orgs_reached,reached_by_leaders\n2024,Q1,950,500,120,60,4,30\n`;
    const dry = await send("/imports?dryRun=true", org.auth, csv, "text/csv");
    expect(dry.statusCode).toBe(200);
    const [line] = dry.json().reports;
    expect(line).toMatchObject({ action: "change", organization: "Lakeside Training Centre" });
    expect(line.before.metrics.aware).toBe(900);
    expect(line.after.metrics.aware).toBe(950);
    // A CSV carries no breakdowns: the stored ones stay.
    expect(line.after.breakdowns.trained.sex).toEqual({ female: 70, male: 40 });

    expect((await send("/imports", org.auth, csv, "text/csv")).json()).toMatchObject({ changed: 1 });
    const report = (await get(`/reports/${first._id}`, org.auth)).json();
    expect(report.status).toBe("approved");
    expect(report.metrics.aware).toBe(900);
    expect(report.pendingChange.metrics.aware).toBe(950);
    expect((await send("/imports", org.auth, csv, "text/csv")).json()).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    expect((await get(`/reports/${first._id}`, org.auth)).json().version).toBe(report.version);
  });

  it("lists every mistake by sheet, row, column and value; writes nothing; in Kiswahili when asked", async () => {
    const before = await count("reports");
    const workbook = await template(org.auth);
    clear(workbook.getWorksheet("Reports")!);
    fill(
      workbook,
      [
        figureRow(2025, "Q1"),
        [2027, "Q1", 1, 1, 1, 1, 1, 1],
        [2025, "Q7", 1, 1, 1, 1, 1, 1],
        [2025, "Q2", "many", 1, 1, 1, 1, 1],
      ],
      [
        [2025, "Q1", "trained", "county", "Kisumu", 100],
        [2025, "Q1", "trained", "county", "Nairobi", 25],
        [2025, "Q1", "trained", "sex", "female", "twelve"],
        [2025, "Q1", "trained", "colour", "blue", 1],
        [2025, "Q1", "certified", "county", "Atlantis", 1],
      ],
    );
    const file = await xlsx(workbook);
    const res = await send("/imports?dryRun=true", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    const at = (sheet: string, row: number, column: string) =>
      errors.find(
        (e: { sheet: string; row: number; column: string }) =>
          e.sheet === sheet && e.row === row && e.column === column,
      );
    expect(at("Reports", 3, "quarter")).toMatchObject({
      value: "Q1",
      message: "2027 Q1 has not started yet",
    });
    expect(at("Reports", 4, "quarter")).toMatchObject({ value: "Q7" });
    expect(at("Reports", 5, "aware")).toMatchObject({
      value: "many",
      message: "'many' is not a whole number",
    });
    expect(at("Breakdowns", 4, "count")).toMatchObject({
      value: "twelve",
      message: "'twelve' is not a whole number",
    });
    expect(at("Breakdowns", 5, "dimension")).toMatchObject({ value: "colour" });
    expect(at("Breakdowns", 6, "category")).toMatchObject({ value: "Atlantis" });
    expect(at("Breakdowns", 3, "count")).toMatchObject({
      value: 125,
      message: "trained by county adds up to 125 for 2025 Q1 but trained is 120",
    });
    expect(errors, JSON.stringify(errors)).toHaveLength(7);

    const written = await send("/imports", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(written.statusCode).toBe(422);
    expect(await count("reports")).toBe(before);

    const sw = await send("/imports?dryRun=true", org.auth, file, IMPORT_CONTENT_TYPES.xlsx, {
      "accept-language": "sw-KE,sw;q=0.9",
    });
    const swErrors = sw.json().errors;
    expect(
      swErrors.find((e: { row: number; sheet: string }) => e.sheet === "Reports" && e.row === 3).message,
    ).toBe("2027 Q1 bado haijaanza");
    expect(sw.json().message).toBe("Faili lina makosa 7: hakuna kilichoingizwa");
    const byQuery = await send("/imports?dryRun=true&language=sw", org.auth, file, IMPORT_CONTENT_TYPES.xlsx);
    expect(
      byQuery.json().errors.find((e: { column: string; row: number }) => e.row === 5 && e.column === "aware")
        .message,
    ).toBe("'many' si nambari kamili");
  });

  it("one bad report among 500 writes none", async () => {
    const before = await count("reports");
    const items = Array.from({ length: 500 }, (_, i) => ({
      organizationName: `Atomic Import College ${String(i).padStart(3, "0")}-${(i * 7919).toString(36)}`,
      createOrganization: true,
      year: 2025,
      quarter: i === 499 ? "Q9" : "Q1",
      metrics: { trained: 10, certified: 5 },
      breakdowns: { trained: { sex: { female: 6, male: 4 } } },
    }));
    const res = await send("/imports", admin.auth, JSON.stringify(items), "application/json");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      {
        sheet: "JSON",
        row: 500,
        column: "quarter",
        value: "Q9",
        message: "'Q9' is not a quarter: use Q1, Q2, Q3 or Q4",
      },
    ]);
    expect(await count("reports")).toBe(before);
    expect(await count("report_breakdowns")).toBeGreaterThan(0);
  });

  it("organisations import for themselves only; an admin's near name is a row error; new names are created", async () => {
    const csv =
      "organization,year,quarter,aware,engaged,trained,certified,orgs_reached,reached_by_leaders\nForm Reference Institute,2025,Q3,5,5,5,5,5,5\n";
    const own = await send("/imports?dryRun=true", org.auth, csv, "text/csv");
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({ sheet: "Reports", row: 2, column: "organization" });

    const adminCsv =
      "organization,year,quarter,aware,engaged,trained,certified,orgs_reached,reached_by_leaders\nLakeside Trainng Centre,2025,Q3,1,1,1,1,1,1\nBrand New Skills Hub,2025,Q3,2,2,2,2,2,2\nlakeside training centre,2025,Q3,3,3,3,3,3,3\n";
    const near = await send("/imports?dryRun=true", admin.auth, adminCsv, "text/csv");
    expect(near.statusCode).toBe(422);
    expect(near.json().errors).toEqual([
      expect.objectContaining({
        row: 2,
        column: "organization",
        value: "Lakeside Trainng Centre",
        message: expect.stringContaining("Lakeside Training Centre"),
      }),
    ]);
    const fixed = adminCsv
      .split("\n")
      .filter((_, i) => i !== 1)
      .join("\n");
    const done = await send("/imports", admin.auth, fixed, "text/csv");
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ created: 2 });
    const mine = (await get("/reports?year=2025&quarter=Q3", admin.auth)).json();
    expect(
      mine.map((r: { organizationName: string; status: string }) => [r.organizationName, r.status]).sort(),
    ).toEqual([
      ["Brand New Skills Hub", "approved"],
      ["Lakeside Training Centre", "approved"],
    ]);
  });

  it("Idempotency-Key: a repeat answers the first answer and writes nothing; another body with it is a 409", async () => {
    const body = JSON.stringify([{ year: 2025, quarter: "Q2", metrics: { aware: 7 } }]);
    const headers = { "idempotency-key": "import-2025-q2-first" };
    const first = await send("/imports", org.auth, body, "application/json", headers);
    expect(first.statusCode).toBe(201);
    const audits = await count("audit_log");
    const repeat = await send("/imports", org.auth, body, "application/json", headers);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await count("audit_log")).toBe(audits);
    const other = await send("/imports", org.auth, body.replace("7", "8"), "application/json", headers);
    expect(other.statusCode).toBe(409);
    // Another caller's same key is its own.
    const otherCaller = await send("/imports", form.auth, body, "application/json", headers);
    expect(otherCaller.json()).toMatchObject({ created: 1 });
  });

  it("answers 400 for what is not a file of reports, 401 signed out", async () => {
    const cases: Array<[Buffer | string, string]> = [
      ["hello world", "text/plain"],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), IMPORT_CONTENT_TYPES.xlsx],
      ['{"year": 2025}', "application/json"],
      ["<xml/>", "application/xml"],
      ["year,quarter\n", "text/csv"],
    ];
    for (const [body, type] of cases) {
      const res = await send("/imports?dryRun=true", org.auth, body, type);
      expect(res.statusCode, String(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Sheet1").addRow(["year", "quarter"]);
    const noSheet = await send(
      "/imports?dryRun=true",
      org.auth,
      await xlsx(workbook),
      IMPORT_CONTENT_TYPES.xlsx,
    );
    expect(noSheet.statusCode).toBe(400);
    expect(noSheet.json().message).toBe("The workbook has no sheet named Reports");
    expect((await send("/imports", {} as Auth, "[]", "application/json")).statusCode).toBe(401);
    expect((await get("/imports/template.xlsx")).statusCode).toBe(401);
    const sw = await template(admin.auth, "?language=sw");
    expect(sw.getWorksheet("Reports")!.getCell(1, 1).value).toBe("organization");
    expect(sw.getWorksheet("Maelekezo")).toBeDefined();
  });
});
