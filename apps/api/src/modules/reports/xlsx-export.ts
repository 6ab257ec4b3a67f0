// Excel export of impact reports (docs/product/spec.md §3 "Excel export", docs/product/design.md §5): sheet and columns from the
// shared constants; text cells that a spreadsheet would run as a formula are neutralised (OWASP
// CSV injection: a leading = + - @ tab or carriage return gets a single quote in front).

import { PassThrough } from "node:stream";
import {
  BREAKDOWN_METRICS,
  CATEGORY_LABELS,
  completeBreakdowns,
  DIMENSION_LABELS,
  DIMENSIONS,
  EXPORT_BREAKDOWN_COLUMNS,
  EXPORT_BREAKDOWN_SHEET_NAME,
  EXPORT_COLUMNS,
  EXPORT_SHEET_NAME,
  evidenceCellText,
  METRIC_KEYS,
} from "@alliance/shared";
import ExcelJS from "exceljs";
import { metricsOf, type ReportRowWithUser } from "./serialize";

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const WIDE_COLUMNS = new Set<string>([
  "Organization",
  "Contact_Email",
  "Approved_By",
  "Last_Changed_By",
  "Evidence",
]);

const DANGEROUS_START = /^[=+\-@\t\r]/;

/** A text cell that cannot start a formula. */
export function safeCellText(value: string): string {
  return DANGEROUS_START.test(value) ? `'${value}` : value;
}

/**
 * The creation date as the server's local calendar date. Excel dates have no time zone, and
 * exceljs writes a Date by its UTC value, so the local day is rebuilt at UTC midnight.
 */
export function localDate(date: Date): Date {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

/**
 * Streams the workbook while the rows are read in batches: memory stays flat whatever the number
 * of reports (the in-memory workbook of exceljs needs about 1 KB per row).
 */
export function streamReportsWorkbook(
  batches: () => AsyncIterable<ReportRowWithUser[]>,
  now: Date,
): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.created = now;
  // The header row stays in view while scrolling.
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, {
    views: [{ state: "frozen", xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = EXPORT_COLUMNS.map((header) => ({
    header,
    key: header,
    width: WIDE_COLUMNS.has(header) ? 32 : header === "Approved_At" ? 18 : 14,
    ...(header === "Created_At" ? { style: { numFmt: "yyyy-mm-dd" } } : {}),
    ...(header === "Approved_At" ? { style: { numFmt: "yyyy-mm-dd hh:mm" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  // Each column has a filter.
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  (async () => {
    for await (const rows of batches()) {
      for (const r of rows) {
        sheet
          .addRow([
            safeCellText(r.organizationName),
            r.year,
            safeCellText(r.quarter),
            // The metric columns of EXPORT_COLUMNS come in METRIC_KEYS order.
            ...METRIC_KEYS.map((key) => r[key]),
            safeCellText(r.createdBy),
            localDate(r.createdAt),
            r.status,
            r.status === "approved" && r.reviewedAt ? r.reviewedAt : null,
            r.status === "approved" && r.reviewedBy ? safeCellText(r.reviewedBy) : null,
            r.updatedBy ? safeCellText(r.updatedBy) : null,
            // The approved evidence with the approved figures (a waiting change's stays out).
            r.evidence.length > 0 ? safeCellText(evidenceCellText(r.evidence)) : null,
          ])
          .commit();
      }
    }
    sheet.commit();
    // A streamed sheet is written whole before the next: the reports are read a second time.
    await writeBreakdownSheet(workbook, batches());
    await workbook.commit();
  })().catch((error: unknown) => {
    // Headers are gone already: end the download broken rather than as a valid partial file.
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}

/**
 * The Breakdowns sheet: one row per report, metric, dimension and category with a count above 0
 * ("not stated" included), so a pivot table sums each dimension back to the report's totals.
 */
async function writeBreakdownSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  batches: AsyncIterable<ReportRowWithUser[]>,
) {
  const sheet = workbook.addWorksheet(EXPORT_BREAKDOWN_SHEET_NAME);
  sheet.columns = EXPORT_BREAKDOWN_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === "Organization" || header === "Report_Id" ? 32 : header === "Category" ? 24 : 12,
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const r of rows) {
      const breakdowns = completeBreakdowns(metricsOf(r), r.breakdowns ?? undefined);
      for (const metric of BREAKDOWN_METRICS) {
        for (const dimension of DIMENSIONS) {
          for (const [category, count] of Object.entries(breakdowns[metric][dimension])) {
            if (count <= 0) continue;
            sheet
              .addRow([
                r.id,
                safeCellText(r.organizationName),
                r.year,
                r.quarter,
                metric,
                DIMENSION_LABELS[dimension],
                CATEGORY_LABELS[dimension][category] ?? category,
                count,
              ])
              .commit();
          }
        }
      }
    }
  }
  sheet.commit();
}
