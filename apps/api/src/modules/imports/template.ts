// The import template (ADR 0037): sheets Reports, Breakdowns and Lists, the headings being the
// column names the import reads (the same in both languages, so a file filled in Kiswahili
// imports as one filled in English) with a note in the chosen language, drop-downs that read the
// Lists sheet, and for an organisation user its open quarters that have no report yet.
import {
  BREAKDOWN_COLUMNS,
  BREAKDOWN_METRICS,
  COUNTIES,
  CROSS_COLUMNS,
  DIMENSION_CATEGORIES,
  DIMENSIONS,
  dimensionInSheet,
  IMPORT_LIMITS,
  IMPORT_SHEETS,
  type Language,
  NOT_STATED,
  ORGANIZATION_COLUMN,
  type Period,
  QUARTERS,
  REPORT_COLUMNS,
  REPORT_METRIC_LIMIT,
  TEMPLATE_TEXTS,
} from "@alliance/shared";
import ExcelJS from "exceljs";

export interface TemplateOptions {
  language: Language;
  /** Admins' files name each report's organisation in a first column. */
  withOrganization: boolean;
  /** Rows to pre-fill (an organisation's open quarters without a report). */
  periods: Period[];
  /** The workbook's creation time (the app's clock). */
  now: Date;
}

const LAST_ROW = IMPORT_LIMITS.reports + 1;

/** A column letter (1 -> A). */
const letter = (column: number) => String.fromCharCode(64 + column);

interface ListColumn {
  key: string;
  values: string[];
}

/** The lists the drop-downs read, one column each, and the range of each. */
function listColumns(): ListColumn[] {
  const categories = [
    ...new Set(
      DIMENSIONS.filter((dimension) => dimension !== "county").flatMap((dimension) => [
        ...DIMENSION_CATEGORIES[dimension],
      ]),
    ),
  ];
  return [
    { key: "quarter", values: [...QUARTERS] },
    { key: "metric", values: [...BREAKDOWN_METRICS] },
    { key: "dimension", values: DIMENSIONS.map(dimensionInSheet) },
    // Counties by code or name: the list offers "001 Mombasa"-like codes first, then the names.
    {
      key: "category",
      values: [...categories.filter((c) => c !== NOT_STATED), ...COUNTIES.map((c) => c.code), NOT_STATED],
    },
    { key: "county", values: COUNTIES.map((county) => `${county.code} ${county.name}`) },
  ];
}

function addLists(workbook: ExcelJS.Workbook, language: Language): Map<string, string> {
  const sheet = workbook.addWorksheet(IMPORT_SHEETS.lists);
  const ranges = new Map<string, string>();
  listColumns().forEach((list, index) => {
    const column = index + 1;
    sheet.getCell(1, column).value = list.key;
    sheet.getCell(1, column).note = TEMPLATE_TEXTS[language].listHeadings[list.key] ?? list.key;
    list.values.forEach((value, row) => {
      sheet.getCell(row + 2, column).value = value;
    });
    sheet.getColumn(column).width = list.key === "county" ? 28 : 14;
    ranges.set(
      list.key,
      `${IMPORT_SHEETS.lists}!$${letter(column)}$2:$${letter(column)}$${list.values.length + 1}`,
    );
  });
  return ranges;
}

function headings(sheet: ExcelJS.Worksheet, columns: string[], language: Language) {
  const texts = TEMPLATE_TEXTS[language].columns;
  sheet.columns = columns.map((key) => ({ header: key, key, width: key === ORGANIZATION_COLUMN ? 32 : 14 }));
  columns.forEach((key, index) => {
    const cell = sheet.getCell(1, index + 1);
    cell.font = { bold: true };
    if (texts[key]) cell.note = texts[key];
  });
  sheet.views = [{ state: "frozen", ySplit: 1 }];
}

/** A drop-down (or a whole-number rule) on rows 2 to the last a file may hold, one column. */
function validate(sheet: ExcelJS.Worksheet, column: number, validation: ExcelJS.DataValidation) {
  for (let row = 2; row <= LAST_ROW; row++) sheet.getCell(row, column).dataValidation = validation;
}

/** A drop-down; `strict: false` lets other values in (a county's name where the list has codes). */
const listOf = (range: string, strict = true): ExcelJS.DataValidation => ({
  type: "list",
  allowBlank: true,
  formulae: [range],
  showErrorMessage: strict,
});

const countRule: ExcelJS.DataValidation = {
  type: "whole",
  operator: "between",
  allowBlank: true,
  formulae: [0, REPORT_METRIC_LIMIT],
  showErrorMessage: true,
};

/** The template as an .xlsx buffer. */
export async function templateWorkbook({
  language,
  withOrganization,
  periods,
  now,
}: TemplateOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const first = withOrganization ? [ORGANIZATION_COLUMN] : [];
  const reportColumns = [...first, ...REPORT_COLUMNS];
  const breakdownColumns = [...first, ...BREAKDOWN_COLUMNS, ...CROSS_COLUMNS];

  const reportsSheet = workbook.addWorksheet(IMPORT_SHEETS.reports);
  const breakdownsSheet = workbook.addWorksheet(IMPORT_SHEETS.breakdowns);
  const ranges = addLists(workbook, language);
  const instructions = workbook.addWorksheet(language === "sw" ? "Maelekezo" : "Instructions");
  TEMPLATE_TEXTS[language].instructions.forEach((line, index) => {
    instructions.getCell(index + 1, 1).value = line;
  });
  instructions.getColumn(1).width = 120;

  headings(reportsSheet, reportColumns, language);
  reportColumns.forEach((key, index) => {
    if (key === "quarter") validate(reportsSheet, index + 1, listOf(ranges.get("quarter")!));
    else if (key !== ORGANIZATION_COLUMN && key !== "year") validate(reportsSheet, index + 1, countRule);
  });
  for (const period of periods) reportsSheet.addRow({ year: period.year, quarter: period.quarter });

  headings(breakdownsSheet, breakdownColumns, language);
  breakdownColumns.forEach((key, index) => {
    const range = ranges.get(key);
    // Categories and the cross-classified columns accept other values (a county's name).
    const strict = key !== "category" && !(CROSS_COLUMNS as readonly string[]).includes(key);
    if (range && key !== "year") validate(breakdownsSheet, index + 1, listOf(range, strict));
    else if (key === "count") validate(breakdownsSheet, index + 1, countRule);
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
