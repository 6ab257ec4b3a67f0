// The edit forms of courses and member records and the review of edits
// (docs/decisions/0016-content-review-of-edits.md): an organisation user's form starts from the
// values waiting for review, and a note says what saving will do.
import { CHANGE_REVIEW, editWaitsForReview } from "@alliance/shared";
import { useStaffUser } from "../../lib/staff/staff-user";

interface Editor {
  isAdmin: boolean;
}

interface Reviewed {
  approved?: boolean;
  pendingChange?: { values: object } | null;
}

/**
 * The signed-in user, and the record as the form starts: for an organisation user, the values
 * waiting for review over the approved ones.
 */
export function useEditedRecord<T extends Reviewed>(saved: T | undefined) {
  const user = useStaffUser();
  const record = saved?.pendingChange && !user.isAdmin ? { ...saved, ...saved.pendingChange.values } : saved;
  return { user, record };
}

/**
 * The toast of a saved course or member record: created, sent for review (an organisation user's
 * edit of an approved record), or updated.
 */
export function savedRecordToast(
  user: Editor,
  saved: Reviewed | undefined,
  answer: Reviewed,
  toasts: { created: string; updated: string },
): string {
  if (!saved) return toasts.created;
  return editWaitsForReview(user, saved) && answer.pendingChange
    ? CHANGE_REVIEW.sentForReview
    : toasts.updated;
}

export function PendingChangeNote({ user, record }: { user: Editor; record: Reviewed }) {
  const text = user.isAdmin
    ? record.pendingChange && CHANGE_REVIEW.formNoteAdmin
    : record.pendingChange
      ? CHANGE_REVIEW.formNoteWaiting
      : editWaitsForReview(user, record) && CHANGE_REVIEW.formNoteApproved;
  if (!text) return null;
  return (
    <p className="mb-3 rounded-md border border-sky-700 bg-sky-50 px-3 py-2 text-sm text-sky-950">{text}</p>
  );
}
