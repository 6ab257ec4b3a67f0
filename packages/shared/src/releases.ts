// Releases of the impact figures (docs/decisions/0036-releases-revisions-and-history.md): the
// admin's publish request, the public list's shape, the messages of a refusal, and the id rule.
import { z } from "zod";
import { QUARTERS, type Quarter, REPORT_MAX_YEAR } from "./constants";
import { REPORT_FIRST_YEAR } from "./report-calendar";

export const RELEASE_NOTE_MAX = 1000;

export const ReleaseInput = z.object({
  year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(REPORT_MAX_YEAR),
  quarter: z.enum(QUARTERS),
  note: z
    .string()
    .trim()
    .min(3, "Write a note for the release: what it holds or what changed")
    .max(RELEASE_NOTE_MAX),
});
export type ReleaseInput = z.infer<typeof ReleaseInput>;

export const ReleasePeriodQuery = ReleaseInput.pick({ year: true, quarter: true });

export const ReleaseFileOut = z.object({ name: z.string(), bytes: z.number(), sha256: z.string() });

export const ReleaseOut = z.object({
  id: z.string(),
  year: z.number(),
  quarter: z.string(),
  point: z.number(),
  publishedAt: z.string(),
  note: z.string(),
  supersededBy: z.string().nullable(),
  files: z.array(ReleaseFileOut),
});
export type Release = z.infer<typeof ReleaseOut>;

/** "2026-Q3" for the first release of a quarter, "2026-Q3.2", ".3" ... for point releases. */
export const releaseId = (year: number, quarter: Quarter | string, point: number) =>
  point <= 1 ? `${year}-${quarter}` : `${year}-${quarter}.${point}`;

export const RELEASE_ID_PATTERN = /^\d{4}-Q[1-4](\.\d{1,3})?$/;

export const RELEASE_ERRORS = {
  beforeDeadline: (quarter: string, deadline: string) =>
    `The reports for ${quarter} are due until ${deadline}: its release can be published after that`,
  nothingChanged: (id: string) => `nothing changed since ${id}`,
  notFound: "No such release or file",
} as const;
