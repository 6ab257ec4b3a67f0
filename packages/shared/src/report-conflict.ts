// A change of a report names the version it was based on; when someone saved since, the API
// answers 409 with the report as it is now, and the form shows theirs beside yours, field by
// field, instead of overwriting (docs/decisions/0039-works-on-a-cheap-phone.md).
import type { z } from "zod";
import { ErrorOut, ReportOut } from "./responses";

/** The 409 of PUT /reports/:id: `current` when the report moved on since `baseVersion`. */
export const ReportConflictOut = ErrorOut.extend({ current: ReportOut.optional() });
export type ReportConflictOut = z.infer<typeof ReportConflictOut>;

export const REPORT_CONFLICT_MESSAGES = {
  stale: (by: string | null, at: string) =>
    `This report was saved${by ? ` by ${by}` : ""} at ${at} after you opened it. Compare theirs and yours, then choose.`,
  heading: "Someone else saved this report after you opened it",
  unchanged:
    "Their save holds the same values as yours in the form; saving yours over theirs changes nothing you see.",
  keepTheirs: "Keep theirs",
  saveMine: "Save mine over theirs",
  field: "Field",
  theirs: "Theirs",
  yours: "Yours",
  empty: "(empty)",
} as const;
