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

// Content review of edits (docs/decisions/0016-content-review-of-edits.md): an organisation
// user's edit of an approved course or member record waits for an admin, who approves or discards
// it, while the public keeps the approved version; an admin's own edit publishes at once.

/** The fields of a course an edit may change (the proposal of a held edit is among these). */
export const COURSE_REVIEWED_FIELDS = [
  "title",
  "desc",
  "link",
  "tag",
  "category",
  "segment",
  "image",
  "language",
  "keywords",
] as const;
/** The fields of a member record an organisation user may change. */
export const MEMBER_REVIEWED_FIELDS = ["firstName", "surName", "role", "phone", "website"] as const;

/** An admin's decision on a change waiting for review. */
export const CHANGE_DECISIONS = ["approve", "discard"] as const;
export type ChangeDecision = (typeof CHANGE_DECISIONS)[number];

/** True when this actor's edit of this record waits for review instead of applying at once. */
export const editWaitsForReview = (actor: { isAdmin: boolean }, record: { approved?: boolean | null }) =>
  !actor.isAdmin && record.approved === true;

/** Filter of the information requests list. */
export const HANDLED_FILTERS = ["true", "false"] as const;

/** 409 answer to a membership application while the same one is pending review. */
export const APPLICATION_PENDING =
  "An application from this organisation with this e-mail address is already waiting for review. We will contact you soon.";
