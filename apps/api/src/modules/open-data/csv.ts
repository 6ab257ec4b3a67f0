// RFC 4180 CSV: CRLF line ends, a field quoted when it holds a comma, a quote or a line break
// (quotes doubled). Text cells that a spreadsheet would run as a formula get a single quote in
// front, like the Excel export (OWASP CSV injection).
import { safeCellText } from "../reports/xlsx-export";

function field(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? safeCellText(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row extends object>(
  columns: ReadonlyArray<keyof Row & string>,
  rows: readonly Row[],
): string {
  const lines = [columns.join(",")];
  for (const row of rows) lines.push(columns.map((column) => field(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
