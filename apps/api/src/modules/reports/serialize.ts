// The row -> API mappers of this module (reports); the shapes are in packages/shared/src/responses.ts.
import {
  breakdownWarnings,
  completeBreakdowns,
  coverageDropWarnings,
  coverageOfAll,
  type EvidenceItem,
  METRIC_KEYS,
  type Metrics,
  type Quarter,
  type Report,
  type ReportChange,
  type ReportStatus,
  reportWarnings,
} from "@alliance/shared";
import { iso } from "../../lib/serialize";
import type { KnownBreakdowns } from "./breakdowns-repository";

export interface ReportRowWithUser extends Metrics {
  id: string;
  organizationName: string;
  organizationId: string | null;
  year: number;
  quarter: string;
  evidence: EvidenceItem[];
  /** The known categories of its breakdowns (null: all not stated). */
  breakdowns: KnownBreakdowns | null;
  previousBreakdowns: KnownBreakdowns | null;
  userId: string | null;
  username: string | null;
  createdBy: string;
  createdAt: Date;
  status: string;
  reviewNote: string;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** The same organisation's latest approved earlier quarter, when there is one, and its period. */
  previous: Metrics | null;
  previousPeriod: { year: number; quarter: Quarter } | null;
  pendingChange: ReportChange | null;
  pendingBy: string | null;
  pendingAt: Date | null;
  pendingNote: string | null;
  removalReason: string | null;
  removalBy: string | null;
  removalAt: Date | null;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
}

/** The six metrics of a row, in METRIC_KEYS order. */
export const metricsOf = (row: Metrics): Metrics =>
  Object.fromEntries(METRIC_KEYS.map((key) => [key, row[key]])) as Metrics;

/** Evidence links as answered: every field a string (rows of older shapes included). */
const evidenceOut = (items: readonly EvidenceItem[] | null | undefined) =>
  (items ?? []).map((item) => ({ title: item.title, url: item.url, description: item.description ?? "" }));

/** Soft checks of the breakdowns: certified where nobody was trained; coverage falling sharply. */
function breakdownReportWarnings(row: ReportRowWithUser) {
  const current = completeBreakdowns(metricsOf(row), row.breakdowns ?? undefined);
  const previous =
    row.previous && row.previousBreakdowns
      ? coverageOfAll(completeBreakdowns(row.previous, row.previousBreakdowns))
      : null;
  return [...breakdownWarnings(current), ...coverageDropWarnings(coverageOfAll(current), previous)];
}

export const reportOut = (row: ReportRowWithUser): Report => ({
  _id: row.id,
  organizationName: row.organizationName,
  organizationId: row.organizationId,
  year: row.year,
  quarter: row.quarter as Quarter,
  metrics: metricsOf(row),
  evidence: evidenceOut(row.evidence),
  breakdowns: completeBreakdowns(metricsOf(row), row.breakdowns ?? undefined),
  crossBreakdowns: {
    trained: row.breakdowns?.trained?.cross ?? [],
    certified: row.breakdowns?.certified?.cross ?? [],
  },
  userId: row.userId ? { _id: row.userId, username: row.username ?? "" } : null,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  status: row.status as ReportStatus,
  reviewNote: row.reviewNote,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
  warnings: [...reportWarnings(metricsOf(row), row.previous), ...breakdownReportWarnings(row)],
  version: row.version,
  updatedBy: row.updatedBy,
  updatedAt: iso(row.updatedAt),
  previous: row.previous,
  previousPeriod: row.previousPeriod,
  pendingChange:
    row.pendingChange && row.pendingAt
      ? {
          year: row.pendingChange.year,
          quarter: row.pendingChange.quarter,
          metrics: metricsOf(row.pendingChange.metrics),
          // A change proposed before evidence existed keeps the approved evidence.
          evidence: evidenceOut(row.pendingChange.evidence ?? row.evidence),
          breakdowns: completeBreakdowns(
            row.pendingChange.metrics,
            row.pendingChange.breakdowns ?? row.breakdowns ?? undefined,
          ),
          proposedAt: iso(row.pendingAt),
          proposedBy: row.pendingBy ?? "",
          returnedNote: row.pendingNote,
        }
      : null,
  removalRequest:
    row.removalReason && row.removalAt
      ? { reason: row.removalReason, requestedAt: iso(row.removalAt), requestedBy: row.removalBy ?? "" }
      : null,
});
