// "Pending review" / "Approved" / "Hidden" on a course or member (colour and words, never colour
// alone), "Returned" on an event or job sent back to its organisation (its note under it), and
// "Changes pending review" while an edit of it waits for an admin
// (docs/decisions/0016-content-review-of-edits.md).
import {
  CHANGE_REVIEW,
  CONTENT_RETURN_MESSAGES,
  type ContentStatus,
  REVIEW_STATUS_LABELS,
  REVIEW_STATUSES,
  reviewStatusOf,
} from "@alliance/shared";
import { choiceFilter } from "./list-toolbar";
import { TruncatedText } from "./truncated-text";

const TONES: Record<ContentStatus, string> = {
  pending: "bg-amber-100 text-amber-950",
  approved: "bg-green-100 text-green-900",
  hidden: "bg-gray-200 text-gray-900",
  returned: "bg-red-100 text-red-900",
};
const LABELS: Record<ContentStatus, string> = {
  ...REVIEW_STATUS_LABELS,
  returned: CONTENT_RETURN_MESSAGES.badge,
};

export function statusOf(row: { approved?: boolean; status?: ContentStatus }): ContentStatus {
  return row.status ?? reviewStatusOf(row);
}

export function ReviewBadge({ status }: { status: ContentStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {LABELS[status]}
    </span>
  );
}

/** A reviewed record as the review badges read it. */
export interface ReviewedRow {
  approved?: boolean;
  status?: ContentStatus;
  pendingChange?: unknown;
  /** The admin's note while an event or job is returned to its organisation. */
  returned?: { note: string } | null;
}

/** The review status of a row the viewer may see it for, whether an edit of it waits, and a return's note. */
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
      {row.returned ? (
        <TruncatedText text={`Note: ${row.returned.note}`} className="w-full text-xs text-gray-800" />
      ) : null}
    </span>
  );
}

export const REVIEW_FILTER = choiceFilter("status", "Status", [
  ...REVIEW_STATUSES.map((status) => [status, REVIEW_STATUS_LABELS[status]] as const),
  ["changes", CHANGE_REVIEW.badge],
]);
