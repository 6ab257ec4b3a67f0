// Reading what an organisation pastes from its spreadsheet into a breakdown (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): a
// column (or row) of counts that fills a dimension's categories in order, or lines of "county
// <TAB> count". Pure functions, so the rules are tested without a browser; the messages are the
// shared BREAKDOWN_ENTRY_TEXTS.
import { BREAKDOWN_ENTRY_TEXTS, COUNTIES, COUNTY_NAMES, type CountyCode } from "@alliance/shared";

/** A paste's reading: what it fills, and notes on the lines it left out (a header, a total). */
export type Parsed<T> = { ok: true; value: T; notes?: string[] } | { ok: false; error: string };

/** A spreadsheet's total row: "Total", "Totals", "Grand total", "Jumla". */
const TOTAL_ROW = /^\s*(grand\s+)?(total|totals|jumla)\b/i;

/** A spreadsheet's whole number: digits, optionally grouped by commas or spaces (1,234 or 1 234). */
const WHOLE_NUMBER = /^\d{1,3}([, \u00a0\u202f]\d{3})+$|^\d+$/;

/** The count in a cell, or null when it is not a whole number. */
export function parseCount(cell: string): number | null {
  const text = cell.trim();
  if (!WHOLE_NUMBER.test(text)) return null;
  return Number(text.replace(/[^\d]/g, ""));
}

/** Lines of the paste without the blank ones a spreadsheet adds at the end. */
function linesOf(text: string): string[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === "") lines.pop();
  return lines;
}

/**
 * The counts of a pasted column (one per line) or row (cells separated by tabs), in order; an
 * empty cell stays empty (undefined) so the categories after it keep their place.
 */
export function parseColumn(text: string, categories: number): Parsed<Array<number | undefined>> {
  const notes: string[] = [];
  const lines = linesOf(text).filter((line) => {
    if (!TOTAL_ROW.test(line)) return true;
    notes.push(BREAKDOWN_ENTRY_TEXTS.pasteSkippedTotal(line.trim().replace(/\t+/g, " ")));
    return false;
  });
  const cells = lines.flatMap((line) => line.split("\t"));
  // A header cell above the numbers ("Women", "Trained") is left out with a note.
  const first = cells.findIndex((cell) => cell.trim() !== "");
  if (
    first >= 0 &&
    parseCount(cells[first]!) === null &&
    cells.slice(first + 1).some((cell) => parseCount(cell) !== null)
  ) {
    notes.push(BREAKDOWN_ENTRY_TEXTS.pasteSkippedHeader(cells[first]!.trim()));
    cells.splice(0, first + 1);
  }
  if (cells.every((cell) => cell.trim() === ""))
    return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteEmpty };
  if (cells.length > categories) {
    return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteTooMany(cells.length, categories) };
  }
  const counts: Array<number | undefined> = [];
  for (const [index, cell] of cells.entries()) {
    if (cell.trim() === "") {
      counts.push(undefined);
      continue;
    }
    const count = parseCount(cell);
    if (count === null)
      return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteNotANumber(index + 1, cell.trim()) };
    counts.push(count);
  }
  return { ok: true, value: counts, notes };
}

const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * The county a person means by a code ("047", "47") or a name, however spelled ("murang'a",
 * "Muranga", "Taita Taveta"), or the start of one name ("Nairobi"); undefined when none or several.
 */
export function findCounty(typed: string): CountyCode | undefined {
  // "Kisumu County", "County of Kisumu", "Kaunti ya Kisumu" name Kisumu.
  const text = plain(typed.replace(/\b(county\s+of|county|kaunti\s+ya|kaunti)\b/gi, " "));
  if (text === "") return undefined;
  if (/^\d{1,3}$/.test(text)) return COUNTIES.find((county) => county.code === text.padStart(3, "0"))?.code;
  // "Nairobi City (047)", as the picker's suggestions read, or "047 Nairobi City".
  const withCode = COUNTIES.find(
    (county) =>
      text === plain(`${county.name} ${county.code}`) || text === plain(`${county.code} ${county.name}`),
  );
  if (withCode) return withCode.code;
  const exact = COUNTIES.find((county) => plain(county.name) === text);
  if (exact) return exact.code;
  const starting = COUNTIES.filter((county) => plain(county.name).startsWith(text));
  return starting.length === 1 ? starting[0]!.code : undefined;
}

/** A line split into the county and its count: at a tab, or else before the last word. */
function splitCountyLine(line: string): [string, string] | null {
  const cells = line.split("\t").filter((cell) => cell.trim() !== "");
  if (cells.length >= 2) return [cells[0]!, cells[cells.length - 1]!];
  const match = /^(.*\S)\s+(\S+)$/.exec(line.trim());
  return match ? [match[1]!, match[2]!] : null;
}

/**
 * Lines of "county name or code <TAB> count", as two spreadsheet columns paste. A header row and a
 * total row are left out with a note; lines that name no county are listed in a note, and the
 * lines that do are filled. It fails only when no line names a county, or on a bad count.
 */
export function parseCountyLines(text: string): Parsed<Array<{ code: CountyCode; count: number }>> {
  const rows: Array<{ code: CountyCode; count: number }> = [];
  const notes: string[] = [];
  const unmatched: string[] = [];
  const lines = linesOf(text);
  if (lines.every((line) => line.trim() === ""))
    return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteEmpty };
  let seenData = false;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const shown = line.trim().replace(/\t+/g, " ");
    if (TOTAL_ROW.test(line)) {
      notes.push(BREAKDOWN_ENTRY_TEXTS.pasteSkippedTotal(shown));
      continue;
    }
    const cells = splitCountyLine(line);
    const count = cells ? parseCount(cells[1]) : null;
    // The first line, without a count ("County  Trained"), is the header.
    if (!seenData && count === null && !(cells && findCounty(cells[0]))) {
      notes.push(BREAKDOWN_ENTRY_TEXTS.pasteSkippedHeader(shown));
      seenData = true;
      continue;
    }
    seenData = true;
    if (!cells) return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteNoCount(index + 1) };
    const [name, cell] = cells;
    const code = findCounty(name);
    if (!code) {
      unmatched.push(shown);
      continue;
    }
    if (count === null)
      return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteNotANumber(index + 1, cell.trim()) };
    if (rows.some((row) => row.code === code)) {
      return { ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteCountyTwice(COUNTY_NAMES[code]!) };
    }
    rows.push({ code, count });
  }
  if (rows.length === 0) {
    return {
      ok: false,
      error:
        unmatched.length > 0
          ? BREAKDOWN_ENTRY_TEXTS.pasteUnmatched(unmatched)
          : BREAKDOWN_ENTRY_TEXTS.pasteNoCountyMatched,
    };
  }
  if (unmatched.length > 0) notes.push(BREAKDOWN_ENTRY_TEXTS.pasteUnmatched(unmatched));
  return { ok: true, value: rows, notes };
}
