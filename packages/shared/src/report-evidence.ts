// Evidence with a report (docs/decisions/0019-report-changes-wait-beside-approved-figures.md): up to REPORT_EVIDENCE_MAX links (an attendance list,
// a certificate registry, a cohort page) that let a reviewer check the figures. They follow the
// report's review and history like its figures, show in the admin's review and the export, and are
// never public (no public answer carries them).
import { z } from "zod";
import { LIMITS } from "./constants";
import { isSingleLine, MULTILINE_CONTROL, singleLineMessage } from "./single-line";
import { httpUrl } from "./urls";

export const REPORT_EVIDENCE_MAX = 10;
export const EVIDENCE_DESCRIPTION_MAX = 500;

export const EVIDENCE_TEXTS = {
  heading: "Evidence",
  hint: "Links a reviewer can open to check the figures (never shown publicly).",
  add: "Add evidence link",
  remove: "Remove",
  title: "Title",
  url: "Web address",
  description: "Description (optional)",
  none: "No evidence links.",
  tooMany: `At most ${REPORT_EVIDENCE_MAX} evidence links`,
} as const;

export const EvidenceItem = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(LIMITS.title, `Title must be at most ${LIMITS.title} characters`)
    .refine(isSingleLine, singleLineMessage("Title")),
  url: httpUrl("Web address"),
  description: z
    .string()
    .trim()
    .max(EVIDENCE_DESCRIPTION_MAX, `Description must be at most ${EVIDENCE_DESCRIPTION_MAX} characters`)
    .refine((value) => !MULTILINE_CONTROL.test(value), "Description must not contain control characters")
    .optional()
    .default(""),
});
export type EvidenceItem = z.infer<typeof EvidenceItem>;

export const EvidenceList = z.array(EvidenceItem).max(REPORT_EVIDENCE_MAX, EVIDENCE_TEXTS.tooMany);

/** Equal lists (same links, same order): an unchanged list is no change to review. */
export function sameEvidence(a: readonly EvidenceItem[], b: readonly EvidenceItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, i) =>
        item.title === b[i]?.title &&
        item.url === b[i]?.url &&
        (item.description ?? "") === (b[i]?.description ?? ""),
    )
  );
}

/** One line per link for a spreadsheet cell: "Title <https://...>". */
export const evidenceCellText = (items: readonly EvidenceItem[]): string =>
  items.map((item) => `${item.title} <${item.url}>`).join("\n");
