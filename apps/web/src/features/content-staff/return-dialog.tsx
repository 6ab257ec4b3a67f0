// The admin's return of an event or job not yet public to its organisation, as a report is
// returned: a note saying what to fix is required (asked for here before the call; the API refuses
// an empty one too). The organisation reads the note in its list and by e-mail; its edit sends
// the item back for review.
import { CONTENT_RETURN_MESSAGES } from "@alliance/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { NoteDialog } from "../../components/staff/note-dialog";

export interface ReturnArgs {
  id: string;
  note: string;
}

export function ReturnDialog<T extends { _id: string }>({
  row,
  name,
  mutation,
  onClose,
}: {
  row: T | null;
  /** How the dialog and toast name the item ("Job Machine Learning Intern"). */
  name: (row: T) => string;
  mutation: UseMutationResult<unknown, Error, ReturnArgs>;
  onClose: () => void;
}) {
  return (
    <NoteDialog
      open={row !== null}
      title={row ? `Return ${name(row)}` : CONTENT_RETURN_MESSAGES.action}
      label="Note to the organisation (what to fix)"
      required
      action={CONTENT_RETURN_MESSAGES.action}
      missing={CONTENT_RETURN_MESSAGES.noteRequired}
      sent={row ? `${name(row)} returned` : ""}
      failed={row ? `Error returning ${name(row)}` : ""}
      busy={mutation.isPending}
      onSend={(note, callbacks) => row && mutation.mutate({ id: row._id, note }, callbacks)}
      onClose={onClose}
    />
  );
}
