// Judges an import's rows (ADR 0037): each cell read by cells.ts, each row's organisation and
// quarter decided by row-period.ts as the report form decides them, each breakdown row matched to
// its report and the sums checked as the form checks them. Every mistake is collected with its
// sheet, row, column and value (import-errors.ts), so one answer lists them all. The result passes the form's own schema
// (reportInputAt) too, so an import can never make a report the form would refuse.
import {
  type BreakdownMetric,
  type BreakdownsInput,
  CROSS_COLUMNS,
  type CrossCell,
  crossCellKey,
  DIMENSIONS,
  type Dimension,
  derivedFromCross,
  EvidenceList,
  IMPORT_SHEETS,
  type ImportError,
  type ImportMessages,
  METRIC_KEYS,
  type MetricKey,
  NOT_STATED,
  ORGANIZATION_COLUMN,
  periodText,
  REPORT_COLUMNS,
  REPORT_FIGURE_COLUMNS,
  type ReportInput,
  reportInputAt,
  SHEET_DIMENSIONS,
} from "@alliance/shared";
import * as read from "./cells";
import { ImportErrors } from "./import-errors";
import { headingsOf, type ImportFile, type SheetRow } from "./read-file";
import {
  type ImportCaller,
  type ImportOrganization,
  keyOf,
  type OrganizationOf,
  organizationDecider,
  type Period,
  periodOf,
} from "./row-period";

export interface ImportItem {
  sheet: string;
  row: number;
  organization: ImportOrganization;
  /** What POST /reports would take; `breakdowns` undefined: the stored ones stay (CSV). */
  input: ReportInput;
}

/** Each heading a sheet must have, as an error on its heading row. */
function requireColumns(
  rows: SheetRow[],
  sheet: string,
  columns: readonly string[],
  m: ImportMessages,
  errors: ImportErrors,
) {
  if (rows.length === 0 || rows[0]!.sheet !== sheet) return true;
  const headings = headingsOf(rows);
  const missing = columns.filter((column) => !headings.has(column));
  for (const column of missing) {
    errors.list.push({ sheet, row: 1, column, value: null, message: m.missingColumn(sheet, column) });
  }
  return missing.length === 0;
}

type Group = {
  row: SheetRow;
  period: Period;
  metrics: Record<MetricKey, number>;
  breakdowns: BreakdownsInput;
  last: Map<string, SheetRow>;
};

function reportRows(
  file: ImportFile,
  organizationOf: OrganizationOf,
  m: ImportMessages,
  errors: ImportErrors,
  now: Date,
): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const row of file.reports) {
    if (row.cells["not-an-object"]) {
      errors.add(row, null, m.notAnObject, null);
      continue;
    }
    for (const column of Object.keys(row.cells).filter((key) => key.startsWith("unknown:"))) {
      errors.add(row, column.slice(8), m.unknownField(column.slice(8)), null);
    }
    const period = periodOf(row, organizationOf, m, errors, now);
    const metrics = {} as Record<MetricKey, number>;
    for (const [column, key] of Object.entries(REPORT_FIGURE_COLUMNS)) {
      metrics[key] = errors.take(row, column, read.wholeNumber(row.cells[column] ?? null, m, 0)) ?? 0;
    }
    if (!period) continue;
    const key = keyOf(period.organization, period.year, period.quarter);
    const first = groups.get(key);
    if (first) {
      errors.add(row, "quarter", m.reportTwice(periodText(period.year, period.quarter), first.row.row));
      continue;
    }
    groups.set(key, { row, period, metrics, breakdowns: {}, last: new Map() });
  }
  return groups;
}

/** Each breakdown row into its report's breakdowns; rows naming no report of the file are errors. */
function breakdownRows(
  file: ImportFile,
  groups: Map<string, Group>,
  organizationOf: OrganizationOf,
  m: ImportMessages,
  errors: ImportErrors,
  now: Date,
) {
  const seen = new Map<string, number>();
  for (const row of file.breakdowns) {
    if (isCrossRow(row)) {
      crossRow(row, groups, organizationOf, m, errors, now, seen);
      continue;
    }
    const period = periodOf(row, organizationOf, m, errors, now);
    const metric = errors.take(row, "metric", read.metric(row.cells.metric ?? null, m));
    const dimension = errors.take(row, "dimension", read.dimension(row.cells.dimension ?? null, m));
    const category =
      dimension && errors.take(row, "category", read.category(row.cells.category ?? null, dimension, m));
    const count = errors.take(row, "count", read.wholeNumber(row.cells.count ?? null, m));
    if (!period || !metric || !dimension || !category || count === undefined) continue;
    const reportKey = keyOf(period.organization, period.year, period.quarter);
    const group = groups.get(reportKey);
    if (!group) {
      errors.add(row, "year", m.noReportForBreakdown(periodText(period.year, period.quarter)));
      continue;
    }
    const cellKey = `${reportKey}/${metric}/${dimension}/${category}`;
    const before = seen.get(cellKey);
    if (before !== undefined) {
      errors.add(row, "category", m.categoryTwice(before));
      continue;
    }
    seen.set(cellKey, row.row);
    group.breakdowns[metric] ??= {};
    const byDimension = group.breakdowns[metric] as Partial<Record<Dimension, Record<string, number>>>;
    byDimension[dimension] ??= {};
    byDimension[dimension][category] = count;
    group.last.set(`${metric}/${dimension}`, row);
  }
}

/**
 * A row counted by several dimensions at once: no dimension and category of its own (one that
 * names no county, sex, age band or disability either is told to give one or the other).
 */
const isCrossRow = (row: SheetRow) =>
  row.cross === true || (row.cells.dimension == null && row.cells.category == null);

/** One cross-classified row into its report's cells (a dimension left empty: all of it). */
function crossRow(
  row: SheetRow,
  groups: Map<string, Group>,
  organizationOf: OrganizationOf,
  m: ImportMessages,
  errors: ImportErrors,
  now: Date,
  seen: Map<string, number>,
) {
  const period = periodOf(row, organizationOf, m, errors, now);
  const metric = errors.take(row, "metric", read.metric(row.cells.metric ?? null, m));
  const count = errors.take(row, "count", read.wholeNumber(row.cells.count ?? null, m));
  const cell: CrossCell = { count: count ?? 0 };
  let readable = true;
  for (const column of CROSS_COLUMNS) {
    const value = row.cells[column] ?? null;
    if (value === null) continue;
    const dimension = SHEET_DIMENSIONS[column]!;
    const category = errors.take(row, column, read.category(value, dimension, m));
    if (category === undefined) readable = false;
    else if (category === NOT_STATED) errors.add(row, column, m.notACategory(String(value), column));
    else cell[dimension] = category;
  }
  if (!DIMENSIONS.some((dimension) => cell[dimension])) {
    if (readable) errors.add(row, "dimension", m.crossNoDimension);
    return;
  }
  if (!period || !metric || count === undefined || !readable) return;
  const key = keyOf(period.organization, period.year, period.quarter);
  const group = groups.get(key);
  if (!group) {
    errors.add(row, "year", m.noReportForBreakdown(periodText(period.year, period.quarter)));
    return;
  }
  const cellKey = `${key}/${metric}/cross/${crossCellKey(cell)}`;
  const before = seen.get(cellKey);
  if (before !== undefined) {
    errors.add(row, CROSS_COLUMNS.find((column) => row.cells[column] != null)!, m.crossTwice(before));
    return;
  }
  seen.set(cellKey, row.row);
  group.breakdowns[metric] ??= {};
  const byMetric = group.breakdowns[metric] as { cross?: CrossCell[] };
  byMetric.cross ??= [];
  byMetric.cross.push(cell);
  group.last.set(`${metric}/cross`, row);
}

/** The cross-classified cells of a report against its total and its separate breakdowns. */
function checkCross(group: Group, m: ImportMessages, errors: ImportErrors) {
  const period = periodText(group.period.year, group.period.quarter);
  for (const metric of ["trained", "certified"] as BreakdownMetric[]) {
    const given = group.breakdowns[metric] as
      | (Partial<Record<Dimension, Record<string, number>>> & { cross?: CrossCell[] })
      | undefined;
    const cells = given?.cross ?? [];
    if (cells.length === 0) continue;
    const at = group.last.get(`${metric}/cross`)!;
    const sum = cells.reduce((total, cell) => total + cell.count, 0);
    const total = group.metrics[metric];
    if (sum > total) errors.add(at, "count", m.crossAboveTotal(metric, sum, period, total), sum);
    for (const dimension of DIMENSIONS) {
      const separate = given?.[dimension];
      if (!separate) continue;
      for (const [category, counted] of Object.entries(derivedFromCross(cells, dimension))) {
        if ((separate[category] ?? 0) < counted) {
          const where = group.last.get(`${metric}/${dimension}`) ?? at;
          errors.add(
            where,
            "count",
            m.crossAboveSeparate({ metric, dimension }, category, separate[category] ?? 0, counted, period),
            separate[category] ?? 0,
          );
        }
      }
    }
  }
}

/** Within a dimension the parts add up to the total at most, exactly with an explicit not stated. */
function checkSums(group: Group, m: ImportMessages, errors: ImportErrors) {
  const period = periodText(group.period.year, group.period.quarter);
  for (const metric of ["trained", "certified"] as BreakdownMetric[]) {
    for (const dimension of DIMENSIONS) {
      const counts = group.breakdowns[metric]?.[dimension] as Record<string, number> | undefined;
      if (!counts) continue;
      const total = group.metrics[metric];
      const parts = Object.entries(counts).reduce((sum, [key, n]) => (key === NOT_STATED ? sum : sum + n), 0);
      const at = group.last.get(`${metric}/${dimension}`)!;
      const label = { metric, dimension };
      if (parts > total) errors.add(at, "count", m.partsAboveTotal(label, parts, period, total), parts);
      else if (counts[NOT_STATED] !== undefined && parts + counts[NOT_STATED] !== total) {
        const all = parts + counts[NOT_STATED];
        errors.add(at, "count", m.partsNotTotal(label, all, period, total), all);
      }
    }
  }
}

/**
 * The file's reports as what POST /reports takes, each with its organisation and position, or
 * the complete list of mistakes (then nothing may be written).
 */
export function validateImport(
  file: ImportFile,
  caller: ImportCaller,
  known: ImportOrganization[],
  m: ImportMessages,
  now: Date,
): { items: ImportItem[]; errors: ImportError[] } {
  const errors = new ImportErrors();
  const columns =
    caller.isAdmin && file.format !== "json" ? [ORGANIZATION_COLUMN, ...REPORT_COLUMNS] : REPORT_COLUMNS;
  const breakdownColumns = ["year", "quarter", "metric", "dimension", "category", "count"];
  if (
    !requireColumns(file.reports, IMPORT_SHEETS.reports, columns, m, errors) ||
    !requireColumns(file.breakdowns, IMPORT_SHEETS.breakdowns, breakdownColumns, m, errors)
  ) {
    return { items: [], errors: errors.list };
  }
  const organizationOf = organizationDecider(caller, known, m);
  const groups = reportRows(file, organizationOf, m, errors, now);
  breakdownRows(file, groups, organizationOf, m, errors, now);
  const schema = reportInputAt(() => now);
  const items: ImportItem[] = [];
  for (const group of groups.values()) {
    const mistakes = errors.list.length;
    checkSums(group, m, errors);
    checkCross(group, m, errors);
    if (errors.list.length > mistakes) continue;
    let evidence: ReportInput["evidence"];
    if (group.row.evidence !== undefined) {
      const checked = EvidenceList.safeParse(group.row.evidence);
      if (checked.success) evidence = checked.data;
      else errors.add(group.row, "evidence", m.invalidEvidence(checked.error.issues[0]!.message), null);
    }
    const candidate = {
      year: group.period.year,
      quarter: group.period.quarter,
      metrics: Object.fromEntries(METRIC_KEYS.map((key) => [key, group.metrics[key]])),
      ...(file.breakdownsGiven(group.row) ? { breakdowns: group.breakdowns } : {}),
      ...(evidence ? { evidence } : {}),
    };
    const parsed = schema.safeParse(candidate);
    if (!parsed.success) {
      // The form's rules, should one not be covered above: its own (English) message.
      for (const issue of parsed.error.issues)
        errors.add(group.row, issue.path.join(".") || null, issue.message, null);
      continue;
    }
    items.push({
      sheet: group.row.sheet,
      row: group.row.row,
      organization: group.period.organization,
      input: parsed.data,
    });
  }
  return { items, errors: errors.list };
}
