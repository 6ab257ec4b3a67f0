// What an import would do to each report (ADR 0037): create a new one, change one already
// reported (as an edit in the form would: beside the approved figures for an organisation), or
// leave it unchanged. The dry run answers this plan; the write follows it, made again in the
// write's transaction on locked rows so that what it decides from stays true.
import {
  breakdownIssues,
  type ImportError,
  type ImportFigures,
  type ImportMessages,
  type ImportPreviewItem,
  knownBreakdowns,
  METRIC_KEYS,
  type Metrics,
  sameEvidence,
} from "@alliance/shared";
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { reportPeriodColumns, reports } from "../../db/schema";
import { type KnownBreakdowns, sameBreakdowns } from "../reports/breakdowns-repository";
import { findReports, lockReports } from "../reports/repository";
import type { ReportRowWithUser } from "../reports/serialize";
import type { ImportItem } from "./validate";

export interface PlannedItem extends ImportItem {
  action: ImportPreviewItem["action"];
  current: ReportRowWithUser | undefined;
  before: ImportFigures | null;
  after: ImportFigures;
}

const metricsOf = (source: Metrics) =>
  Object.fromEntries(METRIC_KEYS.map((key) => [key, source[key]])) as Metrics;

const figures = (metrics: Metrics, breakdowns: KnownBreakdowns | null | undefined): ImportFigures => ({
  metrics: metricsOf(metrics),
  breakdowns: knownBreakdowns(breakdowns ?? undefined) as ImportFigures["breakdowns"],
});

/** The reports the items name that exist already, by organisation, year and quarter. */
async function existingIds(db: Db, items: ImportItem[]): Promise<Map<string, string>> {
  const organizationIds = [
    ...new Set(items.flatMap((item) => (item.organization.id ? [item.organization.id] : []))),
  ];
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .select(reportPeriodColumns)
    .from(reports)
    .where(and(inArray(reports.organizationId, organizationIds)));
  return new Map(rows.map((row) => [`${row.organizationId}/${row.year}/${row.quarter}`, row.id]));
}

/**
 * Whether writing `item` would leave `current` as it is. An organisation's change of an approved
 * report is compared with the change waiting (sending the same file twice proposes nothing new);
 * anything else with the report's own figures.
 */
function unchanged(item: ImportItem, current: ReportRowWithUser, isAdmin: boolean, after: ImportFigures) {
  const pending = !isAdmin && current.status === "approved" ? current.pendingChange : null;
  const target = pending
    ? figures(pending.metrics as Metrics, pending.breakdowns as KnownBreakdowns)
    : figures(current, current.breakdowns);
  const evidence = pending?.evidence ?? current.evidence;
  return (
    METRIC_KEYS.every((key) => target.metrics[key] === after.metrics[key]) &&
    sameBreakdowns(target.breakdowns as KnownBreakdowns, after.breakdowns as KnownBreakdowns) &&
    (!item.input.evidence || sameEvidence(item.input.evidence, evidence))
  );
}

/**
 * Each item with its action, the figures now (`before`: the report's own, approved or submitted)
 * and after. `lock`: read each existing report FOR UPDATE (the write's transaction). A file whose
 * figures no longer fit a report's stored breakdowns (a CSV carries none) gets errors instead.
 */
export async function planImport(
  db: Db,
  items: ImportItem[],
  isAdmin: boolean,
  m: ImportMessages,
  lock = false,
): Promise<{ planned: PlannedItem[]; errors: ImportError[] }> {
  const ids = await existingIds(db, items);
  const idOf = ({ input, organization }: ImportItem) =>
    organization.id ? ids.get(`${organization.id}/${input.year}/${input.quarter}`) : undefined;
  // The existing reports in one read (locked in one statement for the write), never one by one.
  const wanted = items.flatMap((item) => idOf(item) ?? []);
  const found = await (lock ? lockReports(db, wanted) : findReports(db, wanted));
  const planned: PlannedItem[] = [];
  const errors: ImportError[] = [];
  for (const item of items) {
    const { input } = item;
    const id = idOf(item);
    const current = id ? found.get(id) : undefined;
    const breakdowns = input.breakdowns ? knownBreakdowns(input.breakdowns) : (current?.breakdowns ?? null);
    if (!input.breakdowns && current?.breakdowns) {
      for (const issue of breakdownIssues(input.metrics, current.breakdowns)) {
        const [metric, dimension] = issue.path;
        const parts = Object.entries(current.breakdowns[metric]?.[dimension] ?? {}).reduce(
          (s, [, n]) => s + n,
          0,
        );
        errors.push({
          sheet: item.sheet,
          row: item.row,
          column: metric,
          value: input.metrics[metric],
          message: m.storedBreakdownsNoLongerAddUp({ metric, dimension }, parts, input.metrics[metric]),
        });
      }
    }
    const after = figures(input.metrics, breakdowns);
    planned.push({
      ...item,
      action: !current ? "create" : unchanged(item, current, isAdmin, after) ? "unchanged" : "change",
      current,
      before: current ? figures(current, current.breakdowns) : null,
      after,
    });
  }
  return { planned, errors };
}

/** The dry run's line for an item. */
export const previewOf = (item: PlannedItem): ImportPreviewItem => ({
  row: item.row,
  sheet: item.sheet,
  organization: item.current?.organizationName || item.organization.name,
  year: item.input.year,
  quarter: item.input.quarter,
  action: item.action,
  before: item.before,
  after: item.after,
});
