// Reading a CSV a person saved from a spreadsheet (the import's reports, a certificate batch): a
// comma or, from a locale with a decimal comma, a semicolon between cells; rows of any length;
// empty lines skipped; each record with the line it starts on, for errors that name the row.
import { parse } from "csv-parse/sync";

export type CsvRecord = { record: string[]; line: number };

/** The file's records, or null when it is not readable as CSV (an unclosed quote, say). */
export function readSpreadsheetCsv(text: string): CsvRecord[] | null {
  const firstLine = text.slice(0, text.indexOf("\n") >>> 0);
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  try {
    const records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ record, line: info.lines }));
  } catch {
    return null;
  }
}
