// Reads the cells of an Excel workbook's named sheets (ADR 0037): the file is a zip of XML parts
// (ECMA-376: the workbook names its sheets, its relationships say which part holds each, cells
// of text point into the shared strings). An import needs only the values of two sheets, so this
// reads just those parts, with fflate and a scan of the XML, instead of a spreadsheet library's
// full model: a dry run of 500 reports spent most of its time in exceljs's reader.
//
// What a cell gives: text (shared, inline, or a formula's text result) trimmed, an empty one null;
// a number as a number (a date-formatted number stays a number: no imported column is a date); a
// boolean; an error as its code ("#N/A"). A formula counts by its cached result, as Excel saved it.
import { unzipSync } from "fflate";

export type CellValue = string | number | boolean | null;
export type RawRows = Array<{ row: number; values: CellValue[] }>;

/** A part larger than this, unpacked, is not a sheet of reports (a zip bomb is refused). */
const MAX_PART_BYTES = 64 * 1024 * 1024;

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";

export class NotAWorkbookError extends Error {}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** XML text to its characters: the five named entities and numeric references. */
function unescapeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes)?.[1];

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic hints left out. */
function runText(xml: string): string {
  let text = "";
  const runs = /<(?:\w+:)?t(?:\s[^>]*)?>([^<]*)<\/(?:\w+:)?t>|<(?:\w+:)?t(?:\s[^>]*)?\/>/g;
  for (const match of xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, "").matchAll(runs))
    text += match[1] ?? "";
  return unescapeXml(text);
}

function unzipParts(body: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  try {
    return unzipSync(body, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) throw new NotAWorkbookError(`${file.name} is too large`);
        return true;
      },
    });
  } catch (error) {
    throw error instanceof NotAWorkbookError ? error : new NotAWorkbookError("Not a zip file");
  }
}

const decoder = new TextDecoder("utf-8");

/** The part that holds each sheet, by the sheet's name (trimmed, lower case); the first one wins. */
function sheetParts(workbook: string, rels: string): Map<string, string> {
  const targets = new Map<string, string>();
  for (const [tag] of rels.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(tag, "Id");
    const target = attribute(tag, "Target");
    if (id && target)
      targets.set(id, target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`);
  }
  const parts = new Map<string, string>();
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const name = unescapeXml(attribute(tag, "name") ?? "")
      .trim()
      .toLowerCase();
    const id = /\s[\w-]+:id="([^"]*)"/.exec(tag)?.[1];
    const part = id ? targets.get(id) : undefined;
    if (name && part && !parts.has(name)) parts.set(name, part);
  }
  return parts;
}

/** "BC12" -> 54 (columns counted from 0); -1 when the reference names no column. */
function columnOf(reference: string | undefined): number {
  const letters = /^[A-Z]+/.exec(reference ?? "")?.[0];
  if (!letters) return -1;
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column - 1;
}

function cellValue(type: string | undefined, inner: string, shared: readonly string[]): CellValue {
  const raw = /<(?:\w+:)?v>([^<]*)<\/(?:\w+:)?v>/.exec(inner)?.[1];
  let value: CellValue = null;
  if (type === "inlineStr") {
    const item = /<(?:\w+:)?is>([\s\S]*?)<\/(?:\w+:)?is>/.exec(inner)?.[1];
    value = item === undefined ? null : runText(item);
  } else if (raw === undefined) value = null;
  else if (type === "s") value = shared[Number(raw)] ?? null;
  else if (type === "b") value = raw.trim() === "1";
  else if (type === "str" || type === "e" || type === "d") value = unescapeXml(raw);
  else {
    const number = Number(raw);
    value = raw.trim() !== "" && Number.isFinite(number) ? number : unescapeXml(raw);
  }
  if (typeof value === "string") return value.trim() === "" ? null : value.trim();
  return value;
}

function sheetRows(xml: string, shared: readonly string[]): RawRows {
  const rows: RawRows = [];
  let previousRow = 0;
  const rowPattern = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
  const cellPattern = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
  for (const [, rowAttributes = "", content = ""] of xml.matchAll(rowPattern)) {
    const number = Number(attribute(rowAttributes, "r"));
    const row = Number.isInteger(number) && number > 0 ? number : previousRow + 1;
    previousRow = row;
    const values: CellValue[] = [];
    let previousColumn = -1;
    for (const [, cellAttributes = "", inner = ""] of content.matchAll(cellPattern)) {
      const named = columnOf(attribute(cellAttributes, "r"));
      const column = named >= 0 ? named : previousColumn + 1;
      previousColumn = column;
      const value = cellValue(attribute(cellAttributes, "t"), inner, shared);
      while (values.length < column) values.push(null);
      values[column] = value;
    }
    if (values.some((value) => value !== null)) rows.push({ row, values });
  }
  return rows;
}

/**
 * The rows (those with a value) of the workbook's sheets named `names` (compared trimmed, in
 * lower case), by that lower-case name; a sheet the workbook lacks is absent from the answer.
 * Throws NotAWorkbookError for a file that is not a readable workbook.
 */
export function readXlsxSheets(body: Buffer, names: readonly string[]): Map<string, RawRows> {
  const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  const index = unzipParts(bytes, (name) => name === WORKBOOK || name === WORKBOOK_RELS);
  if (!index[WORKBOOK] || !index[WORKBOOK_RELS]) throw new NotAWorkbookError("No workbook in the file");
  const parts = sheetParts(decoder.decode(index[WORKBOOK]), decoder.decode(index[WORKBOOK_RELS]));
  const wanted = new Map<string, string>();
  for (const name of names) {
    const part = parts.get(name.trim().toLowerCase());
    if (part) wanted.set(part, name.trim().toLowerCase());
  }
  const files = unzipParts(bytes, (name) => name === SHARED_STRINGS || wanted.has(name));
  const sharedXml = files[SHARED_STRINGS] ? decoder.decode(files[SHARED_STRINGS]) : "";
  const shared = [...sharedXml.matchAll(/<(?:\w+:)?si>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\/>/g)].map(
    (match) => runText(match[1] ?? ""),
  );
  const sheets = new Map<string, RawRows>();
  for (const [part, name] of wanted) {
    const file = files[part];
    if (file) sheets.set(name, sheetRows(decoder.decode(file), shared));
  }
  return sheets;
}
