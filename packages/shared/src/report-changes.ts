// Changes to approved reports, removal requests and version-checked review
// (docs/decisions/0019-report-changes-wait-beside-approved-figures.md): the public keeps counting
// an approved report's figures while an organisation's change or removal request waits for an
// admin, and an approval names the version the admin saw.
import { z } from "zod";
import type { BreakdownMetric, CategoryCounts, Dimension } from "./breakdowns";
import { LIMITS, type Quarter, REPORT_STATUSES } from "./constants";
import { PublicReason } from "./releases";
import type { EvidenceItem } from "./report-evidence";
import { ReportsQuery } from "./schemas";
import type { Metrics } from "./types";

/** What an organisation proposes for an approved report (stored while it waits). */
export interface ReportChange {
  year: number;
  quarter: Quarter;
  metrics: Metrics;
  /** Absent in changes proposed before evidence existed: then the approved evidence stays. */
  evidence?: EvidenceItem[];
  /** The known categories proposed (absent in older changes: then the approved ones stay). */
  breakdowns?: Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>>;
}

/** The version of a record an admin saw (every write increments it). */
export const RecordVersion = z.coerce
  .number({ error: "version is required: reload the record and review it again" })
  .int()
  .min(1);

const note = z.string().trim().max(LIMITS.message);

/** PATCH /reports/:id/review (admin): approve the version seen, or return with a note saying what to fix. */
export const ReportReviewInput = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("approved"),
      version: RecordVersion,
      note: note.optional(),
      publicReason: PublicReason,
    }),
    z.object({
      status: z.literal("returned"),
      note: z
        .string({ error: "A note is required to return a report" })
        .trim()
        .min(1, "A note is required to return a report")
        .max(LIMITS.message),
      version: RecordVersion.optional(),
    }),
  ],
  { error: 'status must be "approved" or "returned"' },
);
export type ReportReviewInput = z.infer<typeof ReportReviewInput>;

/** POST /reports/:id/removal-request (the organisation, own approved report). */
export const RemovalRequestInput = z.object({
  reason: z
    .string({ error: "Say why the report should be removed" })
    .trim()
    .min(1, "Say why the report should be removed")
    .max(LIMITS.message),
});
export type RemovalRequestInput = z.infer<typeof RemovalRequestInput>;

/** PATCH /reports/:id/removal-request (admin). */
export const RemovalDecisionInput = z.object({
  decision: z.enum(["approve", "decline"], { error: 'decision must be "approve" or "decline"' }),
  note: note.optional(),
  publicReason: PublicReason,
});
export type RemovalDecisionInput = z.infer<typeof RemovalDecisionInput>;

/**
 * GET /reports/export.xlsx: by default exactly the figures the public counts (approved reports,
 * the approved version of those with a change waiting); `status=all` for every status, or one.
 */
export const ReportsExportQuery = ReportsQuery.extend({
  status: z
    // `waiting`: what the list's "Waiting for you" shows, so the file follows the screen.
    .union([z.literal(""), z.enum(["all", ...REPORT_STATUSES, "waiting"])])
    .optional()
    .transform((value) => (value === "" || value === undefined ? ("approved" as const) : value)),
});
export type ReportsExportQuery = z.infer<typeof ReportsExportQuery>;

/** The reports list's filter for everything an admin must decide. */
export const REPORT_WAITING_LABEL = "Waiting for you (reports, changes, removals)";

export const REPORT_CHANGE_MESSAGES = {
  /** Toast after an organisation's edit of an approved report. */
  sentForReview: "Changes sent for review. The approved figures stay public until an admin approves them.",
  approvedHeading: "Approved figures",
  pendingHeading: "Proposed change, waiting for review",
  returnedHeading: "Proposed change, returned",
  withdraw: "Withdraw change",
  withdrawn: "Change withdrawn",
  requestRemoval: "Request removal",
  removalRequested: "Removal requested. The report stays public until an admin decides.",
  removalHeading: "Removal requested",
  removalApproved: "Report removed",
  removalDeclined: "Removal declined",
  approveRemoval: "Approve removal",
  declineRemoval: "Decline removal",
} as const;

export const REPORT_CHANGE_ERRORS = {
  approvedNotDeletable:
    "An approved report can't be deleted by its organisation: request its removal instead",
  notApproved: "This report is not approved yet: edit or delete it instead",
  noPendingChange: "No change is waiting for review on this report",
  noRemovalRequest: "No removal is waiting for a decision on this report",
  removalPending: "A removal of this report is already waiting for a decision",
  versionRequired: "version is required: reload the record and review it again",
} as const;

/** 409 when the record changed after the admin opened it. */
export const staleVersionMessage = (by: string | null, at: string): string =>
  `This record was changed${by ? ` by ${by}` : ""} at ${at} since you opened it. Review the new version before approving.`;
