// The text fields of the input schemas, written once: trimmed, bounded, and every message names
// its field. One-line fields refuse control characters (./single-line.ts), so nothing typed in
// them can pass for a header line in an e-mail or a CSV row; multi-line texts keep line breaks
// and tabs.
import { z } from "zod";
import { isSingleLine, MULTILINE_CONTROL, singleLineMessage } from "./single-line";

/** A required one-line field (a name, an organisation, a role, a title). */
export const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label));

/** An optional one-line field: "" when not given. */
export const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isSingleLine, singleLineMessage(label))
    .optional()
    .default("");

/** A required multi-line text (a description, a message, a body). */
export const requiredMultiline = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !MULTILINE_CONTROL.test(value), `${label} contains a control character`);
