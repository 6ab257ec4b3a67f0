// The calendar of impact reporting and the soft checks of a report's figures, without zod so the
// public pages can use them without loading the schemas (docs/decisions/0007). The payload
// schemas are in report-rules.ts.
import {
  METRIC_KEYS,
  METRIC_LABELS,
  type MetricKey,
  QUARTERS,
  type Quarter,
  type ReportStatus,
} from "./constants";
import { kenyanDay } from "./dates";
import type { Metrics } from "./types";

/** The programme's first reporting year: no period before it may be reported or chosen. */
export const REPORT_FIRST_YEAR = 2023;
/** A metric more than this many times the previous approved quarter's is flagged. */
export const JUMP_FACTOR = 10;

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  submitted: "Waiting for review",
  approved: "Approved",
  returned: "Returned",
};

// ---------------------------------------------------------------------------------------------
// Calendar (UTC, so every instance and every browser agrees on the quarter in progress)

export interface Period {
  year: number;
  quarter: Quarter;
}

export const quarterIndex = (quarter: Quarter) => QUARTERS.indexOf(quarter);

/** The quarter in progress on `now`. */
export function currentPeriod(now: Date = new Date()): Period {
  return { year: now.getUTCFullYear(), quarter: QUARTERS[Math.floor(now.getUTCMonth() / 3)]! };
}

/** The quarter a calendar day falls in ("2026-11-28" -> 2026 Q4). */
export const periodOfDay = (day: string): Period => currentPeriod(new Date(`${day}T00:00:00Z`));

/**
 * The quarter in progress in Kenya on `now`: the quarter of its Kenyan day (East Africa Time), the
 * day `kenyanDay` gives. A page that names Kenyan days (a pledge's start, an organisation's
 * quarters) takes "this quarter" from here, so both agree at midnight after a quarter's last day.
 */
export const kenyanPeriod = (now: Date): Period => periodOfDay(kenyanDay(now));

/** Months since year 0 of a quarter's first day: spaces quarters by time on a chart. */
export const periodOrdinal = (p: Period) => p.year * 4 + quarterIndex(p.quarter);

export function periodFromOrdinal(ordinal: number): Period {
  return { year: Math.floor(ordinal / 4), quarter: QUARTERS[ordinal % 4]! };
}

export const previousPeriod = (p: Period): Period => periodFromOrdinal(periodOrdinal(p) - 1);

/** The last quarter that has ended on `now` (the default of the completeness screen). */
export const lastCompletePeriod = (now: Date = new Date()): Period => previousPeriod(currentPeriod(now));

/** The first instant after a quarter (UTC): when it ends. */
export const periodEnd = (p: Period): Date => new Date(Date.UTC(p.year, quarterIndex(p.quarter) * 3 + 3, 1));

/** Days after a quarter's end by which its reports are due, unless REPORT_DEADLINE_DAYS says otherwise. */
export const DEFAULT_REPORT_DEADLINE_DAYS = 30;

/**
 * When a quarter's reports are due: `days` after it ends. Releases wait for it
 * (docs/decisions/0036-releases-revisions-and-history.md); reminders and completeness use the same.
 */
export const reportDeadline = (p: Period, days: number = DEFAULT_REPORT_DEADLINE_DAYS): Date =>
  new Date(periodEnd(p).getTime() + days * 86_400_000);

/** "2026-Q3" (the summary's period label) to a period, or undefined. */
export function parsePeriod(label: string): Period | undefined {
  const match = /^(\d{4})-(Q[1-4])$/.exec(label);
  if (!match) return undefined;
  return { year: Number(match[1]), quarter: match[2] as Quarter };
}

/** A period may be reported once its quarter has started, from the first reporting year on. */
export function isOpenPeriod(year: number, quarter: Quarter, now: Date = new Date()): boolean {
  if (year < REPORT_FIRST_YEAR) return false;
  return periodOrdinal({ year, quarter }) <= periodOrdinal(currentPeriod(now));
}

/** Every year a selector offers: the first reporting year up to the current year, computed. */
export function reportYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = REPORT_FIRST_YEAR; year <= now.getUTCFullYear(); year += 1) years.push(year);
  return years;
}

// ---------------------------------------------------------------------------------------------
// Soft checks: shown before saving and to the reviewer, never a refusal

export type ReportWarningCode =
  | "certified_above_trained"
  | "trained_above_engaged"
  | "engaged_above_aware"
  | "jump_from_previous_quarter";

export interface ReportWarning {
  code: ReportWarningCode;
  message: string;
  metric?: MetricKey;
}

const FUNNEL: Array<[MetricKey, MetricKey, ReportWarningCode]> = [
  ["certified", "trained", "certified_above_trained"],
  ["trained", "engaged", "trained_above_engaged"],
  ["engaged", "aware", "engaged_above_aware"],
];

const fmt = (n: number) => n.toLocaleString("en-US");

/**
 * The warnings of a report's figures: a funnel stage above the stage before it, or a metric more
 * than JUMP_FACTOR times the same organisation's previous approved quarter (when it had one).
 */
export function reportWarnings(metrics: Metrics, previous?: Metrics | null): ReportWarning[] {
  const warnings: ReportWarning[] = [];
  for (const [upper, lower, code] of FUNNEL) {
    if (metrics[upper] > metrics[lower]) {
      warnings.push({
        code,
        metric: upper,
        message: `${METRIC_LABELS[upper]} (${fmt(metrics[upper])}) is above ${METRIC_LABELS[lower]} (${fmt(metrics[lower])})`,
      });
    }
  }
  if (previous) {
    for (const key of METRIC_KEYS) {
      const before = previous[key];
      if (before > 0 && metrics[key] > before * JUMP_FACTOR) {
        warnings.push({
          code: "jump_from_previous_quarter",
          metric: key,
          message: `${METRIC_LABELS[key]} (${fmt(metrics[key])}) is more than ${JUMP_FACTOR} times the previous approved quarter (${fmt(before)})`,
        });
      }
    }
  }
  return warnings;
}

/** The reports screen's parameter that opens a new report with its quarter chosen (`?new=2026-Q3`). */
export const NEW_REPORT_PARAM = "new";

/** The reports screen's address that opens the form of a new report for `p`. */
export const newReportQuery = (p: Period) => `?${NEW_REPORT_PARAM}=${p.year}-${p.quarter}`;
