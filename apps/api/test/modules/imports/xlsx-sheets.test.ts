// The import's workbook reader (modules/imports/xlsx-sheets.ts) against exceljs, a reader written
// by others, on workbooks exceljs writes (shared and inline strings, rich text, formulas, booleans,
// errors, gaps, escaped characters, sheets in any order and case), and against hand-made parts of
// other writers (a namespace prefix, cells and rows without references).
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { NotAWorkbookError, type RawRows, readXlsxSheets } from "../../../src/modules/imports/xlsx-sheets";

type Cell = ExcelJS.CellValue;

/** What exceljs's own streaming reader gives for the same sheets, in the import's terms. */
async function byExceljs(body: Buffer, names: string[]): Promise<Map<string, RawRows>> {
  const value = (cell: Cell): RawRows[number]["values"][number] => {
    if (cell === null || cell === undefined) return null;
    if (typeof cell === "string") return cell.trim() === "" ? null : cell.trim();
    if (typeof cell === "number" || typeof cell === "boolean") return cell;
    if (typeof cell === "object" && "result" in cell) return value(cell.result as Cell);
    if (typeof cell === "object" && "richText" in cell)
      return value(cell.richText.map((p) => p.text).join(""));
    if (typeof cell === "object" && "error" in cell) return String(cell.error);
    return null;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([body]), {
    sharedStrings: "cache",
    worksheets: "emit",
  });
  const sheets = new Map<string, RawRows>();
  for await (const worksheet of reader) {
    const name = String((worksheet as unknown as { name: string }).name)
      .trim()
      .toLowerCase();
    const rows: RawRows = [];
    for await (const row of worksheet) {
      const values = Array.from(row.values as Cell[]).slice(1).map(value);
      if (values.some((v) => v !== null)) rows.push({ row: row.number, values });
    }
    if (names.includes(name) && !sheets.has(name)) sheets.set(name, rows);
  }
  return sheets;
}

/** Trailing nulls do not change a row (readers differ in where they stop). */
const trimmed = (sheets: Map<string, RawRows>) =>
  new Map(
    [...sheets].map(([name, rows]) => [
      name,
      rows.map(({ row, values }) => {
        const end = values.findLastIndex((v) => v !== null) + 1;
        return { row, values: values.slice(0, end) };
      }),
    ]),
  );

async function workbookOf(useSharedStrings: boolean) {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Lists").addRow(["Q1", "Q2"]);
  const breakdowns = workbook.addWorksheet("Breakdowns");
  breakdowns.addRow(["year", "quarter", "metric", "dimension", "category", "count"]);
  breakdowns.addRow([2026, "Q1", "trained", "county", "047", 12]);
  breakdowns.addRow([2026, "Q1", "trained", "sex", "  female  ", { formula: "6*2", result: 12 }]);
  const reports = workbook.addWorksheet(" REPORTS ");
  reports.addRow(["year", "quarter", "aware", "engaged", "organization", "flag"]);
  reports.addRow([2026, "Q1", 100, 50, "Ng'ang'a & Sons <Kisumu> — \"AI\"", true]);
  reports.addRow([]);
  reports.addRow([
    2026,
    "Q2",
    3.5,
    { error: "#N/A" },
    { richText: [{ text: "Rich " }, { text: "text" }] },
    false,
  ]);
  const sparse = reports.addRow([]);
  sparse.getCell(1).value = 2027;
  sparse.getCell(30).value = "far column AD";
  reports.addRow(["", "   ", null, 0, "x", ""]);
  return Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings } as ExcelJS.XlsxWriteOptions));
}

describe("reading an import's workbook", () => {
  for (const shared of [true, false]) {
    it(`gives what exceljs gives, with ${shared ? "shared" : "inline"} strings`, async () => {
      const body = await workbookOf(shared);
      const names = ["reports", "breakdowns"];
      const ours = readXlsxSheets(body, ["Reports", "Breakdowns"]);
      expect(trimmed(ours)).toEqual(trimmed(await byExceljs(body, names)));
      expect(ours.get("reports")?.[1]?.values).toEqual([
        2026,
        "Q1",
        100,
        50,
        "Ng'ang'a & Sons <Kisumu> — \"AI\"",
        true,
      ]);
      expect(ours.get("breakdowns")?.[2]?.values.at(-1)).toBe(12);
      expect(ours.has("lists")).toBe(false);
    });
  }

  it("reads other writers' parts: a namespace prefix, cells and rows without references, phonetic hints", () => {
    const part = (xml: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`);
    const body = Buffer.from(
      zipSync({
        "xl/workbook.xml": part(
          `<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><x:sheets><x:sheet name="Reports" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
        ),
        "xl/_rels/workbook.xml.rels": part(
          `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/data.xml"/></Relationships>`,
        ),
        "xl/sharedStrings.xml": part(
          `<x:sst xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:si><x:t>year</x:t></x:si><x:si><x:r><x:t xml:space="preserve">Q</x:t></x:r><x:r><x:t>3</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ignored</x:t></x:rPh></x:si><x:si><x:t/></x:si></x:sst>`,
        ),
        "xl/worksheets/data.xml": part(
          `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData><x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>quarter</x:t></x:is></x:c></x:row><x:row r="4"><x:c r="A4"><x:v>2026</x:v></x:c><x:c r="B4" t="s"><x:v>1</x:v></x:c><x:c r="D4" t="s"><x:v>2</x:v></x:c><x:c r="E4" t="str"><x:f>A4&amp;"x"</x:f><x:v>2026x</x:v></x:c></x:row><x:row r="5"/></x:sheetData></x:worksheet>`,
        ),
      }),
    );
    expect(readXlsxSheets(body, ["Reports"]).get("reports")).toEqual([
      { row: 1, values: ["year", "quarter"] },
      { row: 4, values: [2026, "Q3", null, null, "2026x"] },
    ]);
  });

  it("refuses what is not a workbook, and a part too large to be one", () => {
    expect(() => readXlsxSheets(Buffer.from("year,quarter\n"), ["Reports"])).toThrow(NotAWorkbookError);
    expect(() => readXlsxSheets(Buffer.from(zipSync({ "a.txt": strToU8("a") })), ["Reports"])).toThrow(
      NotAWorkbookError,
    );
    const bomb = Buffer.from(
      zipSync({
        "xl/workbook.xml": [new Uint8Array(65 * 1024 * 1024), { level: 1 }],
        "xl/_rels/workbook.xml.rels": strToU8("<Relationships/>"),
      }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => readXlsxSheets(bomb, ["Reports"])).toThrow(NotAWorkbookError);
  });
});
