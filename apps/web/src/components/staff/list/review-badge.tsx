// "Pending review" / "Approved" / "Hidden" on a course or member (colour and words, never colour
// alone), and "Changes pending review" while an edit of it waits for an admin
// (docs/decisions/0016-content-review-of-edits.md).
import {
  CHANGE_REVIEW,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  type ReviewStatus,
  reviewStatusOf,
} from "@alliance/shared";
import { choiceFilter } from "./list-toolbar";

const TONES: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-950",
  approved: "bg-green-100 text-green-900",
  hidden: "bg-gray-200 text-gray-900",
};

export function statusOf(row: { approved?: boolean; status?: ReviewStatus }): ReviewStatus {
  return row.status ?? reviewStatusOf(row);
}

export function ReviewBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}

/** A course or member record as the review badges read it. */
export interface ReviewedRow {
  approved?: boolean;
  status?: ReviewStatus;
  pendingChange?: unknown;
}

/** The review status of a row the viewer may see it for, and whether an edit of it waits. */
export function ReviewCell({ row }: { row: ReviewedRow }) {
  if (row.approved === undefined) return null;
  return (
    <span className="flex flex-wrap gap-1">
      <ReviewBadge status={statusOf(row)} />
      {row.pendingChange ? (
        <span className="inline-block rounded-md bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-950">
          {CHANGE_REVIEW.badge}
        </span>
      ) : null}
    </span>
  );
}

export const REVIEW_FILTER = choiceFilter("status", "Status", [
  ...REVIEW_STATUSES.map((status) => [status, REVIEW_STATUS_LABELS[status]] as const),
  ["changes", CHANGE_REVIEW.badge],
]);
