// Releases of the impact figures (docs/decisions/0036-releases-revisions-and-history.md): the
// admin's publish request, the public list's shape, the messages of a refusal, and the id rule.
import { z } from "zod";
import { QUARTERS, type Quarter, REPORT_MAX_YEAR } from "./constants";
import { REPORT_FIRST_YEAR } from "./report-calendar";

export const RELEASE_NOTE_MAX = 1000;

/**
 * The public reason an admin gives when an approval changes figures of a quarter already in a
 * published release (docs/decisions/0036-releases-revisions-and-history.md): shown as written in
 * the revisions log. Required then (400 without), ignored otherwise.
 */
export const PublicReason = z.string().trim().max(500).optional();

export const REVISION_ERRORS = {
  /** The database's refusal (SQLSTATE AL001) of a change to released figures without a reason. */
  reasonRequiredCode: "AL001",
  reasonRequired:
    "A public reason is required (publicReason): this changes figures of a quarter already in a published release",
} as const;

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

export const REVISION_KINDS = ["late report", "correction", "removal", "restore"] as const;

/** A public revision: no e-mail address or user name, the reason as written. */
export const RevisionOut = z.object({
  at: z.string(),
  year: z.number(),
  quarter: z.string(),
  organization: z.object({ name: z.string(), slug: z.string().nullable() }),
  kind: z.enum(REVISION_KINDS),
  changes: z.array(z.object({ metric: z.string(), before: z.number(), after: z.number() })),
  reason: z.string(),
  release: z.string(),
});
export type Revision = z.infer<typeof RevisionOut>;

export const REVISIONS_PAGING = { default: 25, max: 100 } as const;
