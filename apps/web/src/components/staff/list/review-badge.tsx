// "Pending review" / "Approved" / "Hidden" on a course or member (colour and words, never colour alone).
import { REVIEW_STATUS_LABELS, REVIEW_STATUSES, type ReviewStatus, reviewStatusOf } from "@alliance/shared";
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

export const REVIEW_FILTER = choiceFilter(
  "status",
  "Status",
  REVIEW_STATUSES.map((status) => [status, REVIEW_STATUS_LABELS[status]] as const),
);
