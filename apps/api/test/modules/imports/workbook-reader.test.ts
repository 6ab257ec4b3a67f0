// The import's workbook reader (src/modules/imports/workbook-reader.ts): every sheet of a valid file,
// every time, whatever the order of the parts in the zip. exceljs's own zip stream dropped the last
// parts of about one read in 500 (two CI runs refused a valid workbook as "not an Excel workbook").
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { worksheetsOf } from "../../../src/modules/imports/workbook-reader";

const OPTIONS = { sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" } as const;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Notes").addRow(["Filled in by hand"]);
  const reports = book.addWorksheet("Reports");
  reports.addRow(["year", "quarter", "aware"]);
  reports.addRow([2025, "Q4", 5]);
  const breakdowns = book.addWorksheet("Breakdowns");
  for (let i = 0; i < 8; i++) breakdowns.addRow([2025, "Q4", "trained", null, null, 5, "042", "female"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Each sheet's name, row count and last row's values. */
async function read(body: Buffer) {
  const sheets: Array<[string, number, unknown]> = [];
  for await (const sheet of worksheetsOf(body, OPTIONS)) {
    const rows: unknown[] = [];
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    sheets.push([(sheet as unknown as { name: string }).name, rows.length, rows.at(-1)]);
  }
  return sheets;
}

const EXPECTED = [
  ["Notes", 1, ["Filled in by hand"]],
  ["Reports", 2, [2025, "Q4", 5]],
  ["Breakdowns", 8, [2025, "Q4", "trained", undefined, undefined, 5, "042", "female"]],
];

describe("the import's workbook reader", () => {
  // Ten organisations importing at once, 400 times: exceljs's own reader lost parts of about 35
  // of these 4,000 reads here (34, 36 and 33 in three runs).
  it("reads every sheet of the same file 4,000 times, ten at once, none lost", async () => {
    const body = await workbook();
    let whole = 0;
    for (let i = 0; i < 400; i++) {
      const all = await Promise.all(Array.from({ length: 10 }, () => read(body).catch(() => [])));
      for (const sheets of all) if (JSON.stringify(sheets) === JSON.stringify(EXPECTED)) whole += 1;
    }
    expect(whole).toBe(4000);
  });

  it("reads the parts by name, in whatever order the zip holds them", async () => {
    const zip = await JSZip.loadAsync(await workbook());
    // As Excel writes them: the workbook first, the shared strings after the sheets.
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    const order = [
      "xl/workbook.xml",
      ...names.filter((name) => name !== "xl/workbook.xml" && name !== "xl/sharedStrings.xml"),
      "xl/sharedStrings.xml",
    ];
    const reordered = new JSZip();
    for (const name of order) reordered.file(name, await zip.file(name)!.async("nodebuffer"));
    const body = await reordered.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
    expect(await read(body)).toEqual(EXPECTED);
  });

  it("refuses a sheet whose compressed data is broken, without hanging", async () => {
    const body = Buffer.from(await workbook());
    // The sheet's local header (30 bytes), its name and extra field, then its compressed data.
    const name = Buffer.from("xl/worksheets/sheet3.xml");
    const header = body.indexOf(name) - 30;
    expect(body.readUInt32LE(header)).toBe(0x04034b50);
    const data = header + 30 + name.length + body.readUInt16LE(header + 28);
    body.fill(0xff, data + 2, data + 40);
    await expect(read(body)).rejects.toThrow();
  }, 10_000);

  it("refuses a zip that holds no workbook", async () => {
    const zip = new JSZip();
    zip.file("readme.txt", "not a workbook");
    const body = await zip.generateAsync({ type: "nodebuffer" });
    await expect(read(body)).rejects.toThrow(/no workbook part/);
    await expect(read(Buffer.from("PK\u0003\u0004 and nothing else"))).rejects.toThrow();
  });
});
