// A report draft saved as a file (docs/decisions/0039-works-on-a-cheap-phone.md): a small
// versioned envelope around the form's values in ReportInput's shape, so that a draft can move
// to another device or browser and be opened there. Opening checks the envelope here and the
// values with ReportInput, the schema the form and the API use.
import { z } from "zod";

export const REPORT_DRAFT_FILE = {
  kind: "alliance-report-draft",
  version: 1,
  /** Beyond this a chosen file is no draft (a draft is a few kilobytes). */
  maxBytes: 200_000,
  mimeType: "application/json",
} as const;

export const ReportDraftEnvelope = z.object({
  kind: z.literal(REPORT_DRAFT_FILE.kind),
  version: z.literal(REPORT_DRAFT_FILE.version),
  // An ISO time. The values are kept whole here: ReportInput, which bounds each of them, checks
  // them next (the file itself is at most `maxBytes`).
  savedAt: z.string().max(40),
  values: z.looseObject({}),
});
export type ReportDraftEnvelope = z.infer<typeof ReportDraftEnvelope>;

export const REPORT_DRAFT_FILE_MESSAGES = {
  save: "Save draft as a file",
  open: "Open a draft file",
  hint: "A draft file keeps what the form holds, to go on with it on another device or browser.",
  saved: "The draft was saved as a file.",
  opened: (savedAt: string) => `The draft file saved at ${savedAt} was opened into the form.`,
  notJson: "This file is not a report draft: it could not be read as a draft file.",
  notDraft: "This file is not a report draft.",
  newerVersion: "This draft file was saved by a newer version of the site: reload the page and try again.",
  tooLarge: "This file is too large to be a report draft.",
  invalid: (details: string) => `This draft file holds values the form does not accept: ${details}`,
} as const;

/** The file's name: the period when the form has one, and the day it was saved. */
export const reportDraftFileName = (values: { year?: unknown; quarter?: unknown }, savedAt: Date): string => {
  const period = values.year && values.quarter ? `-${values.year}-${values.quarter}` : "";
  return `report-draft${period}-${savedAt.toISOString().slice(0, 10)}.json`;
};
