// An admin's decision on the changes to a course or member record that wait for review
// (docs/decisions/0016-content-review-of-edits.md): the dialog names the record and shows each
// changed field as approved now and as proposed, so the admin decides on what they read.
import { CHANGE_REVIEW, type ChangeDecision, DISCARD_NOTE_REQUIRED, LIMITS } from "@alliance/shared";
import { useId, useState } from "react";
import { Button } from "../../ui/button";
import { TextAreaField } from "../../ui/field";
import { Modal } from "../../ui/modal";

export interface FieldChange {
  label: string;
  current: string;
  proposed: string;
  /** The values are picture addresses. */
  image?: boolean;
}

export interface ChangeReviewQuestion {
  decision: ChangeDecision;
  /** Names the record ("Prompting 101"). */
  name: string;
  proposedBy: string;
  changes: FieldChange[];
}

/** Labels for `fields`, given in the same order as one comma-separated list. */
export function labelsOf<F extends string>(fields: readonly F[], labels: string): Record<F, string> {
  const list = labels.split(",").map((label) => label.trim());
  return Object.fromEntries(fields.map((field, i) => [field, list[i] ?? field])) as Record<F, string>;
}

/** How a field's value reads in the dialog (a date for people, a choice's label). */
export type FieldFormats = Record<string, (value: unknown) => string>;

/** A value as the dialog shows it: a list one item per line, else its text. */
function shown(value: unknown, format?: (value: unknown) => string): string {
  if (value === undefined || value === null || value === "") return "";
  if (format) return format(value);
  return Array.isArray(value) ? value.join("\n") : String(value);
}

/**
 * The changed fields of a row: each proposed value next to the approved one, in `labels` order,
 * read through `formats` where a raw value would not be readable (ISO dates, codes of choices).
 */
export function changesOf<T extends object>(
  row: T & { pendingChange?: { values: object } | null },
  labels: Partial<Record<keyof T & string, string>>,
  images: string[] = [],
  formats: FieldFormats = {},
): FieldChange[] {
  const proposed = (row.pendingChange?.values ?? {}) as Record<string, unknown>;
  const current = row as Record<string, unknown>;
  return Object.entries(labels)
    .filter(([field]) => proposed[field] !== undefined)
    .map(([field, label]) => ({
      label: label as string,
      current: shown(current[field], formats[field]),
      proposed: shown(proposed[field], formats[field]),
      image: images.includes(field),
    }));
}

function Value({ value, image, alt }: { value: string; image?: boolean; alt: string }) {
  if (image && value) return <img src={value} alt={alt} className="h-16 w-24 rounded object-cover" />;
  return <span className="whitespace-pre-wrap break-words">{value || "-"}</span>;
}

const cell = "border-t border-gray-200 px-2 py-2 align-top text-sm text-gray-900";

export function ChangeReviewDialog({
  question,
  busy,
  onCancel,
  onConfirm,
}: {
  question: ChangeReviewQuestion | null;
  busy: boolean;
  onCancel: () => void;
  /** `note`: why the change is discarded (required then, sent to the organisation). */
  onConfirm: (note: string) => void;
}) {
  const messageId = useId();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const approve = question?.decision === "approve";
  const cancel = () => {
    setNote("");
    setNoteError(undefined);
    onCancel();
  };
  const confirm = () => {
    if (!approve && !note.trim()) {
      setNoteError(DISCARD_NOTE_REQUIRED);
      return;
    }
    onConfirm(note.trim());
    setNote("");
    setNoteError(undefined);
  };
  const action = approve ? CHANGE_REVIEW.approve : CHANGE_REVIEW.discard;
  return (
    <Modal
      open={question !== null}
      title={question ? `${action} to ${question.name}?` : ""}
      onClose={cancel}
      busy={busy}
      size="lg"
      describedBy={messageId}
    >
      {question && (
        <>
          <p id={messageId} className="mb-3 text-gray-800">
            {approve
              ? "The proposed values replace the approved version on the public site."
              : "The approved version stays public and the proposed values are dropped."}{" "}
            Proposed by {question.proposedBy}.
          </p>
          <table className="mb-6 w-full table-fixed border-collapse">
            <caption className="sr-only">Proposed changes</caption>
            <thead>
              <tr>
                <th scope="col" className="w-28 px-2 py-1 text-left text-sm font-semibold">
                  Field
                </th>
                <th scope="col" className="px-2 py-1 text-left text-sm font-semibold">
                  Approved version
                </th>
                <th scope="col" className="px-2 py-1 text-left text-sm font-semibold">
                  Proposed
                </th>
              </tr>
            </thead>
            <tbody>
              {question.changes.map((change) => (
                <tr key={change.label}>
                  <th scope="row" className={`${cell} text-left font-medium`}>
                    {change.label}
                  </th>
                  <td className={cell}>
                    <Value value={change.current} image={change.image} alt={`Approved ${change.label}`} />
                  </td>
                  <td className={cell}>
                    <Value value={change.proposed} image={change.image} alt={`Proposed ${change.label}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {!approve && (
            <div className="mb-4">
              <TextAreaField
                label="Note to the organisation (required)"
                value={note}
                maxLength={LIMITS.message}
                error={noteError}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
          )}
        </>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={approve ? "success" : "danger"} onClick={confirm} disabled={busy} aria-busy={busy}>
          {busy ? "Saving..." : action}
        </Button>
      </div>
    </Modal>
  );
}
