// Reads an import's body into rows of named cells (ADR 0037): an Excel workbook by exceljs, a CSV
// by csv-parse, a JSON array of what POST /reports takes. Every row keeps its sheet and row
// number, so each mistake can be named where the organisation will find it. Nothing is checked
// here beyond "is it a file of ours": validate.ts judges the cells.

import {
  BREAKDOWN_METRICS,
  CROSS,
  CROSS_COLUMNS,
  dimensionInSheet,
  IMPORT_SHEETS,
  type ImportMessages,
  JSON_SHEET,
  ORGANIZATION_COLUMN,
  REPORT_FIGURE_COLUMNS,
  SHEET_DIMENSIONS,
} from "@alliance/shared";
import type ExcelJS from "exceljs";
import { readSpreadsheetCsv } from "../../lib/csv";
import { badRequest } from "../../lib/errors";
import { worksheetsOf } from "./workbook-reader";

export type CellValue = string | number | boolean | null;

/** One row of a sheet: its cells by column name, and the name each column has in the file. */
export interface SheetRow {
  sheet: string;
  row: number;
  cells: Record<string, CellValue>;
  /** A JSON file's field paths (`metrics.aware`), where a sheet's column is its heading. */
  columnNames?: Record<string, string>;
  /** A JSON report's evidence links and near-name answer (a sheet has neither). */
  evidence?: unknown;
  createOrganization?: boolean;
  /** A JSON report's cross-classified cell (its row needs no dimension column). */
  cross?: boolean;
}

export interface ImportFile {
  format: "xlsx" | "csv" | "json";
  reports: SheetRow[];
  breakdowns: SheetRow[];
  /** False for a CSV (no breakdowns: the stored ones stay) and a JSON report without `breakdowns`. */
  breakdownsGiven: (report: SheetRow) => boolean;
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function formatOf(contentType: string | undefined, body: Buffer): ImportFile["format"] | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (body.subarray(0, 4).equals(XLSX_MAGIC)) return "xlsx";
  if (type.includes("spreadsheetml") || type.includes("excel")) return undefined;
  const start = body
    .toString("utf8", 0, 64)
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (start.startsWith("[") || start.startsWith("{")) return "json";
  if (type === "text/csv" || type === "text/plain" || type === "application/octet-stream" || type === "") {
    return /year/i.test(start) ? "csv" : undefined;
  }
  return undefined;
}

/** The cell's value as the import reads it: formulas by their result, rich text as its text. */
function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
    if ("richText" in value) return cellValue(value.richText.map((part) => part.text).join(""));
    if ("text" in value) return cellValue(value.text as string);
    if ("error" in value) return String(value.error);
  }
  return null;
}

const heading = (value: CellValue) =>
  String(value ?? "")
    .trim()
    .toLowerCase();

/** A table's rows after its heading row, empty rows left out. */
function tableRows(sheet: string, rows: Array<{ row: number; values: CellValue[] }>): SheetRow[] {
  const [head, ...body] = rows;
  if (!head) return [];
  const columns = head.values.map(heading);
  const out: SheetRow[] = [];
  for (const { row, values } of body) {
    if (values.every((value) => value === null)) continue;
    const cells: Record<string, CellValue> = {};
    columns.forEach((column, index) => {
      if (column) cells[column] = values[index] ?? null;
    });
    out.push({ sheet, row, cells });
  }
  return out;
}

/** The headings of a sheet's first row, to tell a missing column from an empty cell. */
export const headingsOf = (rows: SheetRow[]) => new Set(rows.length > 0 ? Object.keys(rows[0]!.cells) : []);

type RawRows = Array<{ row: number; values: CellValue[] }>;

/**
 * The workbook's sheets as rows of values, read by exceljs's streaming reader (./workbook-reader.ts):
 * a file of 500 reports and 60,000 breakdown rows reads several times faster than by loading the
 * whole workbook model, which reconciles every cell's styles first, and in a fraction of its memory.
 */
async function workbookSheets(body: Buffer): Promise<Map<string, RawRows>> {
  const worksheets = worksheetsOf(body, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  const sheets = new Map<string, RawRows>();
  for await (const worksheet of worksheets) {
    const name = String((worksheet as unknown as { name?: string }).name ?? "")
      .trim()
      .toLowerCase();
    const wanted = [IMPORT_SHEETS.reports, IMPORT_SHEETS.breakdowns].some(
      (sheet) => sheet.toLowerCase() === name,
    );
    const rows: RawRows = [];
    // Every sheet is read to its end (the reader goes on only then); ours are kept.
    for await (const row of worksheet) {
      if (!wanted) continue;
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
      if (values.some((value) => value !== null)) rows.push({ row: row.number, values });
    }
    if (wanted && !sheets.has(name)) sheets.set(name, rows);
  }
  return sheets;
}

async function readWorkbook(body: Buffer, m: ImportMessages): Promise<ImportFile> {
  let sheets: Map<string, RawRows>;
  try {
    sheets = await workbookSheets(body);
  } catch {
    throw badRequest(m.notAFile);
  }
  const reportsRows = sheets.get(IMPORT_SHEETS.reports.toLowerCase());
  if (!reportsRows) throw badRequest(m.noReportsSheet);
  return {
    format: "xlsx",
    reports: tableRows(IMPORT_SHEETS.reports, reportsRows),
    breakdowns: tableRows(IMPORT_SHEETS.breakdowns, sheets.get(IMPORT_SHEETS.breakdowns.toLowerCase()) ?? []),
    // A workbook states each report whole: a report without breakdown rows has none known.
    breakdownsGiven: () => true,
  };
}

function readCsv(body: Buffer, m: ImportMessages): ImportFile {
  const text = body.toString("utf8").replace(/^\uFEFF/, "");
  const records = readSpreadsheetCsv(text);
  if (!records) throw badRequest(m.notAFile);
  const rows = records.map(({ record, line }) => ({
    row: line,
    values: record.map((value) => (value.trim() === "" ? null : value.trim())),
  }));
  return {
    format: "csv",
    reports: tableRows(IMPORT_SHEETS.reports, rows),
    breakdowns: [],
    breakdownsGiven: () => false,
  };
}

const JSON_FIELDS = new Set([
  "year",
  "quarter",
  "metrics",
  "breakdowns",
  "evidence",
  "organizationName",
  "createOrganization",
]);

/** One JSON report as rows of cells, its columns named by their field paths. */
function jsonReport(item: Record<string, unknown>, row: number, breakdowns: SheetRow[]): SheetRow {
  const cells: Record<string, CellValue> = {};
  const columnNames: Record<string, string> = { organization: "organizationName" };
  const scalar = (value: unknown): CellValue =>
    value === undefined || value === null || typeof value === "object" ? null : (value as CellValue);
  cells[ORGANIZATION_COLUMN] = scalar(item.organizationName);
  cells.year = scalar(item.year);
  cells.quarter = scalar(item.quarter);
  const metrics = (item.metrics ?? {}) as Record<string, unknown>;
  for (const [column, key] of Object.entries(REPORT_FIGURE_COLUMNS)) {
    cells[column] = scalar(metrics[key]);
    columnNames[column] = `metrics.${key}`;
  }
  for (const field of Object.keys(item)) {
    if (!JSON_FIELDS.has(field)) cells[`unknown:${field}`] = field;
  }
  const given = (item.breakdowns ?? {}) as Record<string, Record<string, Record<string, unknown>>>;
  for (const [metric, dimensions] of Object.entries(given)) {
    for (const [dimension, categories] of Object.entries(dimensions ?? {})) {
      if (dimension === CROSS && Array.isArray(categories)) {
        crossCells(categories, metric, cells, row, breakdowns, scalar);
        continue;
      }
      for (const [category, count] of Object.entries(categories ?? {})) {
        const path = `breakdowns.${metric}.${dimension}`;
        breakdowns.push({
          sheet: JSON_SHEET,
          row,
          cells: {
            [ORGANIZATION_COLUMN]: cells[ORGANIZATION_COLUMN]!,
            year: cells.year!,
            quarter: cells.quarter!,
            metric,
            // The API's names (ageBand) as the sheet writes them (age_band).
            dimension: (BREAKDOWN_METRICS as readonly string[]).includes(metric)
              ? sheetDimension(dimension)
              : dimension,
            category,
            count: scalar(count),
          },
          columnNames: {
            metric: `breakdowns.${metric}`,
            dimension: path,
            category: path,
            count: `${path}.${category}`,
          },
        });
      }
    }
  }
  return {
    sheet: JSON_SHEET,
    row,
    cells,
    columnNames,
    evidence: item.evidence,
    createOrganization: item.createOrganization === true,
  };
}

/** A JSON report's cross-classified cells as Breakdowns rows without a dimension. */
function crossCells(
  given: unknown[],
  metric: string,
  report: Record<string, CellValue>,
  row: number,
  breakdowns: SheetRow[],
  scalar: (value: unknown) => CellValue,
) {
  given.forEach((item, index) => {
    const cell = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
    const path = `breakdowns.${metric}.cross.${index}`;
    const cells: Record<string, CellValue> = {
      [ORGANIZATION_COLUMN]: report[ORGANIZATION_COLUMN]!,
      year: report.year!,
      quarter: report.quarter!,
      metric,
      dimension: null,
      category: null,
      count: scalar(cell.count),
    };
    const columnNames: Record<string, string> = { metric: `breakdowns.${metric}`, count: `${path}.count` };
    for (const column of CROSS_COLUMNS) {
      const field = SHEET_DIMENSIONS[column]!;
      cells[column] = scalar(cell[field]);
      columnNames[column] = `${path}.${field}`;
    }
    columnNames.dimension = path;
    breakdowns.push({ sheet: JSON_SHEET, row, cells, columnNames, cross: true });
  });
}

const sheetDimension = (dimension: string) =>
  dimension === "ageBand" ? dimensionInSheet("ageBand") : dimension;

function readJson(body: Buffer, m: ImportMessages): ImportFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8").replace(/^\uFEFF/, ""));
  } catch {
    throw badRequest(m.notAFile);
  }
  if (!Array.isArray(parsed)) throw badRequest(m.notJsonArray);
  const breakdowns: SheetRow[] = [];
  const reports = parsed.map((item, index) => {
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      return { sheet: JSON_SHEET, row: index + 1, cells: { "not-an-object": true } } as SheetRow;
    }
    return jsonReport(item as Record<string, unknown>, index + 1, breakdowns);
  });
  const withBreakdowns = new Set(
    parsed.flatMap((item, index) =>
      item && typeof item === "object" && "breakdowns" in item ? [index + 1] : [],
    ),
  );
  return { format: "json", reports, breakdowns, breakdownsGiven: (report) => withBreakdowns.has(report.row) };
}

/** The file's rows, or a 400 naming why it is not a file the import reads. */
export async function readImportFile(
  body: Buffer | undefined,
  contentType: string | undefined,
  m: ImportMessages,
): Promise<ImportFile> {
  if (!body || body.length === 0) throw badRequest(m.notAFile);
  const format = formatOf(contentType, body);
  if (format === "xlsx") return readWorkbook(body, m);
  if (format === "json") return readJson(body, m);
  if (format === "csv") return readCsv(body, m);
  throw badRequest(m.notAFile);
}
