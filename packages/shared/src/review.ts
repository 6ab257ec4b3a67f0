// Review status of what organisations submit (courses, members). "pending" is waiting for an
// admin; "hidden" is an item an admin reviewed and then hid on purpose (the server records when
// an admin last decided, `reviewedAt`). See docs/decisions/0012-staff-lists-and-review-status.md.
import { APPROVAL_STATUSES, type ApprovalStatus } from "./lists";

export const REVIEW_STATUSES = APPROVAL_STATUSES;
export type ReviewStatus = ApprovalStatus;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "Pending review",
  approved: "Approved",
  hidden: "Hidden",
};

/** The status of a row from its approval flag and the time an admin last decided on it. */
export function reviewStatusOf(row: {
  approved?: boolean | null;
  reviewedAt?: string | Date | null;
}): ReviewStatus {
  if (row.approved) return "approved";
  return row.reviewedAt ? "hidden" : "pending";
}

/** Filter of the information requests list. */
export const HANDLED_FILTERS = ["true", "false"] as const;

/** 409 answer to a membership application while the same one is pending review. */
export const APPLICATION_PENDING =
  "An application from this organisation with this e-mail address is already waiting for review. We will contact you soon.";
