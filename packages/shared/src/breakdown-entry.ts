// The wording of breakdown entry and review on the staff screens (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): the report
// form's sections per metric, the county picker, pasting a column from a spreadsheet, and the
// reviewer's tables. Kept apart from breakdowns.ts, which the public pages import.
import { BREAKDOWN_METRIC_LABELS, type BreakdownMetric } from "./breakdowns";

export const BREAKDOWN_ENTRY_TEXTS = {
  /** The disclosure of a metric's section in the report form. */
  open: (metric: BreakdownMetric) => `Break down ${metric} (optional)`,
  hint: "Give what you know; the rest is counted as not stated and need not be typed.",
  given: (dimensions: number) =>
    dimensions === 0 ? "No breakdown given." : `${dimensions} of 4 breakdowns given.`,

  countyAdd: "Add county",
  countyInput: "County name or code",
  countyHint: "Add only the counties you trained in, then type how many in each.",
  countyNoMatch: (typed: string) => `No county is named or coded "${typed}"`,
  countyEmpty: "Type a county's name or code first",
  countyAlready: (name: string) => `${name} is already listed`,
  countyRow: (name: string, code: string) => `${name} (${code})`,
  remove: "Remove",

  pasteOpen: "Paste from a spreadsheet",
  pasteClose: "Close pasting",
  pasteLabel: (dimension: string) => `Column of ${dimension.toLowerCase()} counts`,
  pasteHint: (categories: readonly string[]) =>
    `Paste numbers copied from a spreadsheet, one per line or cell, in this order: ${categories.join(", ")}. Separators such as 1,234 are fine.`,
  pasteCountyHint:
    "Paste two columns copied from a spreadsheet: the county's name or code, then the count (one county per line).",
  pasteFill: (dimension: string) => `Fill ${dimension.toLowerCase()} from the paste`,
  pasteFilled: (filled: number) => `Filled ${filled} ${filled === 1 ? "count" : "counts"} from the paste.`,
  pasteEmpty: "Paste from a spreadsheet first",
  pasteSkippedHeader: (text: string) => `Skipped the header row "${text}".`,
  pasteSkippedTotal: (text: string) =>
    `Skipped the total row "${text}" (the report's total is its own field).`,
  pasteUnmatched: (lines: readonly string[]) =>
    `Not filled, no county matched: ${lines.map((line) => `"${line}"`).join(", ")}.`,
  pasteNoCountyMatched: "No line names a county: give the county's name or code, then its count",
  pasteTooMany: (found: number, categories: number) =>
    `The column has ${found} numbers but there are ${categories} categories`,
  pasteNotANumber: (line: number, text: string) => `Line ${line}: "${text}" is not a whole number`,
  pasteNoCount: (line: number) => `Line ${line}: give the county, then its count`,
  pasteUnknownCounty: (line: number, text: string) => `Line ${line}: no county is named or coded "${text}"`,
  pasteCountyTwice: (name: string) => `${name} is listed twice`,

  /** The reviewer's tables. */
  reviewHeading: "Who was trained, and where",
  reviewMetric: (metric: BreakdownMetric) => `${BREAKDOWN_METRIC_LABELS[metric]}: breakdowns`,
  category: "Category",
  count: "Count",
  share: "Share",
  notGiven: "not given (all not stated)",
} as const;
