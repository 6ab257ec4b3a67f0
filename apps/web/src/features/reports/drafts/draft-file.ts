// A report draft as a file (docs/decisions/0039-works-on-a-cheap-phone.md): saved as a small
// versioned JSON envelope around the form's values in ReportInput's shape; opened only when the
// envelope is a report draft and its values pass ReportInput, the schema the form and the API
// use, so a chosen file either fills the form with values it accepts or changes nothing.
import {
  REPORT_DRAFT_FILE,
  REPORT_DRAFT_FILE_MESSAGES,
  ReportDraftEnvelope,
  ReportInput,
} from "@alliance/shared";
import { type ReportFormState, typedBreakdowns } from "../components/breakdown-values";
import { formValuesOfInput } from "../components/report-form-values";

/** The file's content for the form's values: breakdowns as typed, empty inputs left out. */
export function draftFileOf(values: ReportFormState, now = new Date()): ReportDraftEnvelope {
  return {
    kind: REPORT_DRAFT_FILE.kind,
    version: REPORT_DRAFT_FILE.version,
    savedAt: now.toISOString(),
    values: { ...values, breakdowns: typedBreakdowns(values.breakdowns) },
  };
}

export type OpenedDraft =
  | { ok: true; values: ReportFormState; savedAt: string }
  | { ok: false; message: string };

/** How many of the schema's messages the error names (the first ones say enough). */
const SHOWN_ISSUES = 3;

/** Reads a draft file's text: its values for the form, or why the file is refused. */
export function readDraftFile(text: string): OpenedDraft {
  if (text.length > REPORT_DRAFT_FILE.maxBytes)
    return { ok: false, message: REPORT_DRAFT_FILE_MESSAGES.tooLarge };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: REPORT_DRAFT_FILE_MESSAGES.notJson };
  }
  const envelope = ReportDraftEnvelope.safeParse(data);
  if (!envelope.success) {
    const { kind, version } = (data ?? {}) as { kind?: unknown; version?: unknown };
    const newer =
      kind === REPORT_DRAFT_FILE.kind && typeof version === "number" && version > REPORT_DRAFT_FILE.version;
    return {
      ok: false,
      message: newer ? REPORT_DRAFT_FILE_MESSAGES.newerVersion : REPORT_DRAFT_FILE_MESSAGES.notDraft,
    };
  }
  const input = ReportInput.safeParse(envelope.data.values);
  if (!input.success) {
    const messages = [...new Set(input.error.issues.map((issue) => issue.message))].slice(0, SHOWN_ISSUES);
    return { ok: false, message: REPORT_DRAFT_FILE_MESSAGES.invalid(messages.join("; ")) };
  }
  return { ok: true, values: formValuesOfInput(input.data), savedAt: envelope.data.savedAt };
}
