// How one cell of an import is read (ADR 0037): whole numbers (with thousands separators, as a
// spreadsheet shows them), quarters, and the categories of each dimension by their key or label
// (counties by their code in any padding, or their name). Each reader answers the value or the
// message saying what is wrong, in the request's language.
import {
  BREAKDOWN_METRICS,
  type BreakdownMetric,
  CATEGORY_LABELS,
  COUNTIES,
  DIMENSION_CATEGORIES,
  type Dimension,
  dimensionInSheet,
  type ImportMessages,
  NOT_STATED,
  QUARTERS,
  type Quarter,
  REPORT_FIRST_YEAR,
  REPORT_METRIC_LIMIT,
  SHEET_DIMENSIONS,
} from "@alliance/shared";
import type { CellValue } from "./read-file";

export type Read<T> = { value: T } | { message: string };

const text = (value: CellValue) => String(value ?? "").trim();

/** A count: empty reads as `empty` (undefined: required). */
export function wholeNumber(
  value: CellValue,
  m: ImportMessages,
  empty?: number,
  max = REPORT_METRIC_LIMIT,
): Read<number> {
  if (value === null || text(value) === "") {
    return empty === undefined ? { message: m.required } : { value: empty };
  }
  let number: number;
  if (typeof value === "number") number = value;
  else {
    const written = text(value).replace(/[\s\u00a0]/g, "");
    // "1,204" or "1204"; "12.5", "twelve" or "1,2" are not counts.
    if (!/^-?(\d{1,3}(,\d{3})+|\d+)$/.test(written)) return { message: m.notWholeNumber(text(value)) };
    number = Number(written.replace(/,/g, ""));
  }
  if (!Number.isInteger(number)) return { message: m.notWholeNumber(text(value)) };
  if (number < 0) return { message: m.negative };
  if (number > max) return { message: m.tooLarge(max) };
  return { value: number };
}

export function year(value: CellValue, m: ImportMessages): Read<number> {
  const read = wholeNumber(value, m, undefined, 9999);
  if ("value" in read && read.value < REPORT_FIRST_YEAR)
    return { message: m.yearTooEarly(REPORT_FIRST_YEAR) };
  return read;
}

export function quarter(value: CellValue, m: ImportMessages): Read<Quarter> {
  if (value === null || text(value) === "") return { message: m.required };
  const written = text(value).toUpperCase();
  const named = /^[1-4]$/.test(written) ? `Q${written}` : written;
  return (QUARTERS as readonly string[]).includes(named)
    ? { value: named as Quarter }
    : { message: m.notAQuarter(text(value)) };
}

export function metric(value: CellValue, m: ImportMessages): Read<BreakdownMetric> {
  const written = text(value).toLowerCase();
  if (!written) return { message: m.required };
  return (BREAKDOWN_METRICS as readonly string[]).includes(written)
    ? { value: written as BreakdownMetric }
    : { message: m.notAMetric(text(value)) };
}

export function dimension(value: CellValue, m: ImportMessages): Read<Dimension> {
  const written = text(value)
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!written) return { message: m.required };
  const found = SHEET_DIMENSIONS[written === "ageband" ? "age_band" : written];
  return found ? { value: found } : { message: m.notADimension(text(value)) };
}

/** Letters and digits only, lower case: "Murang'a" and "muranga", "Not stated" and "not_stated" meet. */
const squash = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, "");

const COUNTY_BY_NAME = new Map<string, string>(
  COUNTIES.flatMap((county) => [
    [squash(county.name), county.code],
    // "Nairobi" as well as "Nairobi City".
    [squash(county.name.replace(/ City$/, "")), county.code],
  ]),
);

/** A category of `dimension` by its key or its label; counties by code (1, 01, 001) or name. */
export function category(value: CellValue, of: Dimension, m: ImportMessages): Read<string> {
  const written = text(value);
  if (!written) return { message: m.required };
  const key = squash(written);
  if (key === squash(NOT_STATED)) return { value: NOT_STATED };
  if (of === "county") {
    if (/^\d{1,3}$/.test(written)) {
      const code = written.padStart(3, "0");
      return COUNTIES.some((county) => county.code === code)
        ? { value: code }
        : { message: m.notACounty(written) };
    }
    const code = COUNTY_BY_NAME.get(key);
    return code ? { value: code } : { message: m.notACounty(written) };
  }
  const found = DIMENSION_CATEGORIES[of].find(
    (candidate) => squash(candidate) === key || squash(CATEGORY_LABELS[of][candidate] ?? "") === key,
  );
  return found ? { value: found } : { message: m.notACategory(written, dimensionInSheet(of)) };
}
