// "Save draft as a file" and "Open a draft file" on the report form (draft-file.ts): saving
// downloads the form's values as a JSON file; opening reads a chosen file and fills the form, or
// says beside the buttons why the file is refused and changes nothing. Both are buttons (the
// file input is hidden and opened by its button), so they work from the keyboard.
import { REPORT_DRAFT_FILE, REPORT_DRAFT_FILE_MESSAGES, reportDraftFileName } from "@alliance/shared";
import { useId, useRef, useState } from "react";
import type { ReportFormState } from "../components/breakdown-values";
import { draftFileOf, readDraftFile } from "./draft-file";

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: REPORT_DRAFT_FILE.mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's text through FileReader, which older phone browsers have where Blob.text() is missing. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

export function DraftFileControls({
  values,
  onOpen,
}: {
  /** The form's values now. */
  values: () => ReportFormState;
  onOpen: (values: ReportFormState) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const save = () => {
    const now = new Date();
    const current = values();
    download(reportDraftFileName(current, now), JSON.stringify(draftFileOf(current, now), null, 2));
    setError(null);
    setNote(REPORT_DRAFT_FILE_MESSAGES.saved);
  };

  const open = async (file: File | undefined) => {
    if (!file) return;
    setNote(null);
    const opened =
      file.size > REPORT_DRAFT_FILE.maxBytes
        ? ({ ok: false, message: REPORT_DRAFT_FILE_MESSAGES.tooLarge } as const)
        : readDraftFile(await readText(file).catch(() => ""));
    if (!opened.ok) {
      setError(opened.message);
      return;
    }
    setError(null);
    onOpen(opened.values);
    setNote(REPORT_DRAFT_FILE_MESSAGES.opened(new Date(opened.savedAt).toLocaleString("en-KE")));
  };

  const button = "min-h-11 rounded-md border border-slate-400 px-4 text-sm font-semibold";
  return (
    <div className="mb-3">
      <p className="text-sm text-slate-700">{REPORT_DRAFT_FILE_MESSAGES.hint}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={save} className={button}>
          {REPORT_DRAFT_FILE_MESSAGES.save}
        </button>
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={button}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {REPORT_DRAFT_FILE_MESSAGES.open}
        </button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again is read again.
            event.target.value = "";
            void open(file);
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <p aria-live="polite" className="mt-1 text-sm text-slate-700">
        {note}
      </p>
    </div>
  );
}
