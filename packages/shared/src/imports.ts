// Reports sent as a file (docs/decisions/0037-imports-and-organisation-tokens.md): the sheets and
// columns of the template and of any workbook or CSV the import reads, the limits, and every
// message of the import in English and Kiswahili (the API answers in the request's language).
// Zod-free: the answers' schemas are in import-schemas.ts.
import type { BreakdownMetric, Dimension } from "./breakdowns";
import type { MetricKey } from "./constants";
import type { Language } from "./languages";

export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, reports: 500 } as const;

export const IMPORT_SHEETS = { reports: "Reports", breakdowns: "Breakdowns", lists: "Lists" } as const;
/** The sheet name an error of a JSON file names (its row is the array index + 1). */
export const JSON_SHEET = "JSON";

/** The column naming the organisation (admins' files; an organisation user's may carry its own). */
export const ORGANIZATION_COLUMN = "organization";

/** The `Reports` columns after `organization`, and the report metric each figure column fills. */
export const REPORT_FIGURE_COLUMNS: Record<string, MetricKey> = {
  aware: "aware",
  engaged: "engaged",
  trained: "trained",
  certified: "certified",
  orgs_reached: "orgsReached",
  reached_by_leaders: "reachedByLeaders",
};
export const REPORT_COLUMNS = ["year", "quarter", ...Object.keys(REPORT_FIGURE_COLUMNS)] as const;

export const BREAKDOWN_COLUMNS = ["year", "quarter", "metric", "dimension", "category", "count"] as const;
/**
 * Optional `Breakdowns` columns of a row counted by several dimensions at once (dimension and
 * category left empty): a county, sex, age band and disability, any of them empty for "all".
 */
export const CROSS_COLUMNS = ["county", "sex", "age_band", "disability"] as const;

/** A dimension as the sheets write it (snake case, as the columns are), and back. */
export const SHEET_DIMENSIONS: Record<string, Dimension> = {
  sex: "sex",
  age_band: "ageBand",
  county: "county",
  disability: "disability",
};
export const dimensionInSheet = (dimension: Dimension) =>
  Object.keys(SHEET_DIMENSIONS).find((key) => SHEET_DIMENSIONS[key] === dimension)!;

export const IMPORT_CONTENT_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
  json: "application/json",
} as const;

/** The name the template is downloaded as. */
export const IMPORT_TEMPLATE_FILE = "impact-reports-template.xlsx";

const number = (language: Language, value: number) =>
  value.toLocaleString(language === "sw" ? "sw-KE" : "en-KE");

/** One language's import messages; `period` is written "2026 Q2". */
export interface ImportMessages {
  notAFile: string;
  noReportsSheet: string;
  noReports: string;
  tooManyReports: (max: number) => string;
  missingColumn: (sheet: string, column: string) => string;
  notJsonArray: string;
  notAnObject: string;
  unknownField: (field: string) => string;
  required: string;
  notWholeNumber: (value: string) => string;
  negative: string;
  tooLarge: (max: number) => string;
  yearTooEarly: (first: number) => string;
  notAQuarter: (value: string) => string;
  notStarted: (period: string) => string;
  notAMetric: (value: string) => string;
  notADimension: (value: string) => string;
  notACategory: (value: string, dimension: string) => string;
  notACounty: (value: string) => string;
  reportTwice: (period: string, row: number) => string;
  categoryTwice: (row: number) => string;
  noReportForBreakdown: (period: string) => string;
  partsAboveTotal: (label: BreakdownLabel, parts: number, period: string, total: number) => string;
  partsNotTotal: (label: BreakdownLabel, parts: number, period: string, total: number) => string;
  storedBreakdownsNoLongerAddUp: (label: BreakdownLabel, parts: number, total: number) => string;
  /** A Breakdowns row with no dimension names none of county, sex, age_band and disability. */
  crossNoDimension: string;
  crossTwice: (row: number) => string;
  crossAboveTotal: (metric: BreakdownMetric, sum: number, period: string, total: number) => string;
  crossAboveSeparate: (
    label: BreakdownLabel,
    category: string,
    separate: number,
    cross: number,
    period: string,
  ) => string;
  otherOrganization: string;
  organizationRequired: string;
  nearOrganization: (suggestion: string) => string;
  noOwnOrganization: string;
  invalidEvidence: (detail: string) => string;
  keyReused: string;
  refused: (count: number) => string;
}

export interface BreakdownLabel {
  metric: BreakdownMetric;
  dimension: Dimension;
}

const DIMENSION_WORDS: Record<Language, Record<Dimension, string>> = {
  en: { sex: "sex", ageBand: "age band", county: "county", disability: "disability" },
  sw: { sex: "jinsia", ageBand: "kundi la umri", county: "kaunti", disability: "ulemavu" },
};
const METRIC_WORDS: Record<Language, Record<BreakdownMetric, string>> = {
  en: { trained: "trained", certified: "certified" },
  sw: { trained: "waliofunzwa", certified: "waliothibitishwa" },
};
const label = (language: Language, { metric, dimension }: BreakdownLabel) =>
  language === "sw"
    ? `${METRIC_WORDS.sw[metric]} kwa ${DIMENSION_WORDS.sw[dimension]}`
    : `${METRIC_WORDS.en[metric]} by ${DIMENSION_WORDS.en[dimension]}`;

const EN: ImportMessages = {
  notAFile: "The file is not an Excel workbook (.xlsx), a CSV file or a JSON array of reports",
  noReportsSheet: "The workbook has no sheet named Reports",
  noReports: "The file holds no reports: nothing was imported",
  tooManyReports: (max) => `A file may hold at most ${number("en", max)} reports`,
  missingColumn: (sheet, column) => `The ${sheet} sheet has no column ${column}`,
  notJsonArray: "The JSON must be an array of reports",
  notAnObject: "Each report must be an object",
  unknownField: (field) => `'${field}' is not a field of a report`,
  required: "is required",
  notWholeNumber: (value) => `'${value}' is not a whole number`,
  negative: "must be 0 or more",
  tooLarge: (max) => `must be at most ${number("en", max)}`,
  yearTooEarly: (first) => `must be ${first} or later`,
  notAQuarter: (value) => `'${value}' is not a quarter: use Q1, Q2, Q3 or Q4`,
  notStarted: (period) => `${period} has not started yet`,
  notAMetric: (value) => `'${value}' is not a metric: use trained or certified`,
  notADimension: (value) => `'${value}' is not a dimension: use sex, age_band, county or disability`,
  notACategory: (value, dimension) => `'${value}' is not a category of ${dimension}`,
  notACounty: (value) => `no county is named or coded '${value}'`,
  reportTwice: (period, row) => `${period} is already in row ${row}`,
  categoryTwice: (row) => `the same metric, dimension and category are already in row ${row}`,
  noReportForBreakdown: (period) => `the Reports sheet has no row for ${period}`,
  partsAboveTotal: (l, parts, period, total) =>
    `${label("en", l)} adds up to ${number("en", parts)} for ${period} but ${l.metric} is ${number("en", total)}`,
  partsNotTotal: (l, parts, period, total) =>
    `${label("en", l)} adds up to ${number("en", parts)} with not stated for ${period} but ${l.metric} is ${number("en", total)}`,
  storedBreakdownsNoLongerAddUp: (l, parts, total) =>
    `the breakdowns already stored (${label("en", l)}: ${number("en", parts)}) no longer fit ${l.metric} ${number("en", total)}: send the breakdowns too`,
  crossNoDimension: "give a dimension and category, or at least one of county, sex, age_band and disability",
  crossTwice: (row) =>
    `the same metric and combination of county, sex, age_band and disability are already in row ${row}`,
  crossAboveTotal: (metric, sum, period, total) =>
    `${metric} by several dimensions at once adds up to ${number("en", sum)} for ${period} but ${metric} is ${number("en", total)}`,
  crossAboveSeparate: (l, category, separate, cross, period) =>
    `${label("en", l)}: ${category} is ${number("en", separate)} for ${period} but the rows by several dimensions count ${number("en", cross)}`,
  otherOrganization: "you may import reports for your own organisation only",
  organizationRequired: "name the organisation of the report",
  nearOrganization: (suggestion) =>
    `is close to the existing organisation '${suggestion}': write its name exactly, or add the organisation first`,
  noOwnOrganization: "Your account belongs to no organisation, so it cannot import reports",
  invalidEvidence: (detail) => `evidence: ${detail}`,
  keyReused: "This Idempotency-Key was already used for another request",
  refused: (count) =>
    `The file has ${number("en", count)} ${count === 1 ? "mistake" : "mistakes"}: nothing was imported`,
};

const SW: ImportMessages = {
  notAFile: "Faili si kitabu cha Excel (.xlsx), faili la CSV wala safu ya JSON ya ripoti",
  noReportsSheet: "Kitabu hakina karatasi iitwayo Reports",
  noReports: "Faili halina ripoti: hakuna kilichoingizwa",
  tooManyReports: (max) => `Faili moja linaweza kuwa na ripoti zisizozidi ${number("sw", max)}`,
  missingColumn: (sheet, column) => `Karatasi ya ${sheet} haina safu wima ${column}`,
  notJsonArray: "JSON lazima iwe safu ya ripoti",
  notAnObject: "Kila ripoti lazima iwe kitu (object)",
  unknownField: (field) => `'${field}' si sehemu ya ripoti`,
  required: "inahitajika",
  notWholeNumber: (value) => `'${value}' si nambari kamili`,
  negative: "lazima iwe 0 au zaidi",
  tooLarge: (max) => `isizidi ${number("sw", max)}`,
  yearTooEarly: (first) => `lazima iwe ${first} au baadaye`,
  notAQuarter: (value) => `'${value}' si robo mwaka: tumia Q1, Q2, Q3 au Q4`,
  notStarted: (period) => `${period} bado haijaanza`,
  notAMetric: (value) => `'${value}' si kipimo: tumia trained au certified`,
  notADimension: (value) => `'${value}' si kigezo: tumia sex, age_band, county au disability`,
  notACategory: (value, dimension) => `'${value}' si aina ya ${dimension}`,
  notACounty: (value) => `hakuna kaunti yenye jina au nambari '${value}'`,
  reportTwice: (period, row) => `${period} tayari iko katika safu ${row}`,
  categoryTwice: (row) => `kipimo, kigezo na aina hiyo tayari viko katika safu ${row}`,
  noReportForBreakdown: (period) => `karatasi ya Reports haina safu ya ${period}`,
  partsAboveTotal: (l, parts, period, total) =>
    `${label("sw", l)} wanajumlisha ${number("sw", parts)} kwa ${period} lakini ${METRIC_WORDS.sw[l.metric]} ni ${number("sw", total)}`,
  partsNotTotal: (l, parts, period, total) =>
    `${label("sw", l)} pamoja na wasiojulikana wanajumlisha ${number("sw", parts)} kwa ${period} lakini ${METRIC_WORDS.sw[l.metric]} ni ${number("sw", total)}`,
  storedBreakdownsNoLongerAddUp: (l, parts, total) =>
    `mgawanyo uliohifadhiwa (${label("sw", l)}: ${number("sw", parts)}) haulingani tena na ${METRIC_WORDS.sw[l.metric]} ${number("sw", total)}: tuma mgawanyo pia`,
  crossNoDimension: "andika kigezo na aina, au angalau moja kati ya county, sex, age_band na disability",
  crossTwice: (row) =>
    `kipimo na mchanganyiko huo wa county, sex, age_band na disability tayari viko katika safu ${row}`,
  crossAboveTotal: (metric, sum, period, total) =>
    `${METRIC_WORDS.sw[metric]} kwa vigezo kadhaa kwa pamoja wanafika ${number("sw", sum)} kwa ${period} lakini ${METRIC_WORDS.sw[metric]} ni ${number("sw", total)}`,
  crossAboveSeparate: (l, category, separate, cross, period) =>
    `${label("sw", l)}: ${category} ni ${number("sw", separate)} kwa ${period} lakini safu za vigezo kadhaa zinahesabu ${number("sw", cross)}`,
  otherOrganization: "unaweza kuingiza ripoti za shirika lako pekee",
  organizationRequired: "taja shirika la ripoti",
  nearOrganization: (suggestion) =>
    `linafanana na shirika lililopo '${suggestion}': liandike jina lake sawasawa, au ongeza shirika kwanza`,
  noOwnOrganization: "Akaunti yako si ya shirika lolote, kwa hiyo haiwezi kuingiza ripoti",
  invalidEvidence: (detail) => `ushahidi: ${detail}`,
  keyReused: "Idempotency-Key hii tayari imetumika kwa ombi jingine",
  refused: (count) => `Faili lina makosa ${number("sw", count)}: hakuna kilichoingizwa`,
};

export const IMPORT_MESSAGES: Record<Language, ImportMessages> = { en: EN, sw: SW };

/** A period as the messages and the preview write it. */
export const periodText = (year: number, quarter: string) => `${year} ${quarter}`;

/** The template's notes on the header cells and its instructions, per language. */
export const TEMPLATE_TEXTS: Record<
  Language,
  { columns: Record<string, string>; instructions: string[]; listHeadings: Record<string, string> }
> = {
  en: {
    columns: {
      organization: "Organisation (its name exactly as on the website)",
      year: "Year",
      quarter: "Quarter (Q1 to Q4)",
      aware: "People made aware",
      engaged: "People engaged",
      trained: "People trained",
      certified: "People certified",
      orgs_reached: "Organisations reached",
      reached_by_leaders: "People reached by leaders",
      metric: "trained or certified",
      dimension: "sex, age_band, county or disability",
      category: "A category of the dimension (see Lists); counties by code or name",
      count: "How many people",
      county: "Rows by several dimensions at once (dimension and category empty): the county, empty for all",
      sex: "Rows by several dimensions at once: the sex, empty for all",
      age_band: "Rows by several dimensions at once: the age band, empty for all",
      disability: "Rows by several dimensions at once: with or without a disability, empty for all",
    },
    instructions: [
      "One row per quarter in Reports; breakdowns of trained and certified in Breakdowns, one row per category.",
      "Within a dimension the counts add up to the total at most; the rest is counted as not stated.",
      "Learner-level figures may also be given by several dimensions at once: leave dimension and category empty and fill county, sex, age_band and disability (any left empty means all), one row per combination. The separate breakdowns are then worked out from these rows.",
      "Send the file back on Impact Reports, Import from a spreadsheet: you see what will change before anything is written.",
    ],
    listHeadings: {
      quarter: "quarter",
      metric: "metric",
      dimension: "dimension",
      category: "category",
      county: "county",
    },
  },
  sw: {
    columns: {
      organization: "Shirika (jina lake kama lilivyo kwenye tovuti)",
      year: "Mwaka",
      quarter: "Robo mwaka (Q1 hadi Q4)",
      aware: "Watu waliofahamishwa",
      engaged: "Watu walioshirikishwa",
      trained: "Watu waliofunzwa",
      certified: "Watu waliothibitishwa",
      orgs_reached: "Mashirika yaliyofikiwa",
      reached_by_leaders: "Watu waliofikiwa na viongozi",
      metric: "trained au certified",
      dimension: "sex, age_band, county au disability",
      category: "Aina ya kigezo (tazama Lists); kaunti kwa nambari au jina",
      count: "Idadi ya watu",
      county: "Safu za vigezo kadhaa kwa pamoja (dimension na category tupu): kaunti, tupu kwa zote",
      sex: "Safu za vigezo kadhaa kwa pamoja: jinsia, tupu kwa zote",
      age_band: "Safu za vigezo kadhaa kwa pamoja: kundi la umri, tupu kwa yote",
      disability: "Safu za vigezo kadhaa kwa pamoja: wenye au wasio na ulemavu, tupu kwa wote",
    },
    instructions: [
      "Safu moja kwa kila robo mwaka katika Reports; mgawanyo wa waliofunzwa na waliothibitishwa katika Breakdowns, safu moja kwa kila aina.",
      "Ndani ya kigezo kimoja idadi hazizidi jumla; zinazobaki huhesabiwa kama hazijaelezwa.",
      "Takwimu za kila mwanafunzi zinaweza pia kutolewa kwa vigezo kadhaa kwa pamoja: acha dimension na category tupu na ujaze county, sex, age_band na disability (kilichoachwa tupu kinamaanisha vyote), safu moja kwa kila mchanganyiko. Mgawanyo wa kila kigezo hukokotolewa kutoka safu hizi.",
      "Rudisha faili kwenye Impact Reports, Import from a spreadsheet: utaona kitakachobadilika kabla ya kuandikwa.",
    ],
    listHeadings: {
      quarter: "robo",
      metric: "kipimo",
      dimension: "kigezo",
      category: "aina",
      county: "kaunti",
    },
  },
};

/** The staff screen's words (staff screens are in English, ADR 0030). */
export const IMPORT_SCREEN_TEXTS = {
  open: "Import from a spreadsheet",
  intro:
    "Fill in the template (or any workbook with its sheets), a CSV of the Reports columns or a JSON file, then check it: you see what each report will become before anything is written.",
  template: "Download the template",
  file: "Spreadsheet, CSV or JSON file",
  check: "Check the file",
  checking: "Checking…",
  import: (count: number) => `Import ${count} ${count === 1 ? "report" : "reports"}`,
  importing: "Importing…",
  previewCaption: "What the import will do",
  errorsCaption: "Mistakes to correct (nothing was imported)",
  nothingToDo: "Every report in the file is already as it says: importing changes nothing.",
  done: (created: number, changed: number, unchanged: number) =>
    `Imported: ${created} created, ${changed} changed, ${unchanged} unchanged`,
  actions: { create: "Create", change: "Change", unchanged: "Unchanged" },
  columns: {
    row: "Row",
    organization: "Organisation",
    period: "Quarter",
    action: "Action",
    before: "Before",
    after: "After",
    sheet: "Sheet",
    column: "Column",
    value: "Value",
    message: "Mistake",
  },
} as const;
