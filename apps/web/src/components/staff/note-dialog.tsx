// A dialog that sends one required note about a record (a return to its organisation, a removal
// request): the note is asked for before the call, and the server's refusal is shown in the dialog.
import { LIMITS } from "@alliance/shared";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../lib/api";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { Button } from "../ui/button";
import { FormAlert, TextAreaField } from "../ui/field";
import { Modal } from "../ui/modal";

/** What the dialog does when the call ends: the caller passes these to its mutation. */
export interface NoteCallbacks {
  onSuccess: () => void;
  onError: (failure: Error) => void;
}

export function NoteDialog({
  open,
  title,
  intro,
  label,
  required,
  action,
  missing,
  sent,
  failed,
  busy,
  onSend,
  onClose,
}: {
  open: boolean;
  title: string;
  /** Said above the note. */
  intro?: ReactNode;
  label: string;
  /** Marks the field required (when its label does not say so). */
  required?: boolean;
  /** The send button's text. */
  action: string;
  /** The message when no note is typed. */
  missing: string;
  /** The toast once sent. */
  sent: string;
  /** The message when the call fails for a reason the server does not give. */
  failed: string;
  busy: boolean;
  /** Sends the trimmed note. */
  onSend: (note: string, callbacks: NoteCallbacks) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);

  function close() {
    setNote("");
    setError(null);
    onClose();
  }

  function send() {
    if (!note.trim()) {
      setError(missing);
      return;
    }
    onSend(note.trim(), {
      onSuccess: () => {
        notify.success(sent);
        close();
      },
      onError: (failure) =>
        reportError(failure, () => setError(failure instanceof ApiError ? failure.message : failed)),
    });
  }

  return (
    <Modal open={open} title={title} onClose={close} busy={busy}>
      {open && (
        <div className="space-y-3">
          <FormAlert message={error} />
          {intro}
          <TextAreaField
            label={label}
            required={required}
            value={note}
            maxLength={LIMITS.message}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="danger" onClick={send} disabled={busy}>
              {action}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
