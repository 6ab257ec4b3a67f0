// The admin's return of an event or job not yet public to its organisation, as a report is
// returned: a note saying what to fix is required (asked for here before the call; the API refuses
// an empty one too). The organisation reads the note in its list and by e-mail; its edit sends
// the item back for review.
import { CONTENT_RETURN_MESSAGES, LIMITS } from "@alliance/shared";
import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../components/ui/button";
import { FormAlert, TextAreaField } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { ApiError } from "../../lib/api";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";

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
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();

  function close() {
    setNote("");
    setError(undefined);
    onClose();
  }

  function send() {
    if (!row) return;
    if (!note.trim()) {
      setError(CONTENT_RETURN_MESSAGES.noteRequired);
      return;
    }
    mutation.mutate(
      { id: row._id, note: note.trim() },
      {
        onSuccess: () => {
          notify.success(`${name(row)} returned`);
          close();
        },
        onError: (failure) =>
          reportError(failure, () =>
            setError(failure instanceof ApiError ? failure.message : `Error returning ${name(row)}`),
          ),
      },
    );
  }

  return (
    <Modal
      open={row !== null}
      title={row ? `Return ${name(row)}` : CONTENT_RETURN_MESSAGES.action}
      onClose={close}
      busy={mutation.isPending}
    >
      <div className="space-y-3">
        <FormAlert message={error ?? null} />
        <TextAreaField
          label="Note to the organisation (what to fix)"
          required
          value={note}
          maxLength={LIMITS.message}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={send} disabled={mutation.isPending}>
            {CONTENT_RETURN_MESSAGES.action}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
