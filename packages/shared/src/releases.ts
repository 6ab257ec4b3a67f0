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

/** The figures a release's rows hold (the columns of its impact.csv). */
export const RELEASE_METRICS = [
  "aware",
  "engaged",
  "trained",
  "certified",
  "orgs_reached",
  "reached_by_leaders",
] as const;
export type ReleaseMetric = (typeof RELEASE_METRICS)[number];

/** One row of a release's impact.json: an organisation's approved figures of one quarter. */
export type ReleaseRow = {
  organization_name: string;
  organization_id: string | null;
  year: number;
  quarter: string;
} & Record<ReleaseMetric, number>;

const MetricChange = z.object({ metric: z.string(), before: z.number(), after: z.number() });
const RowRef = z.object({ organization: z.string(), year: z.number(), quarter: z.string() });

/** What changed from one release (or none) to the next: rows added, changed, removed, and totals. */
export const ReleaseChangesOut = z.object({
  previous: z.string().nullable(),
  added: z.array(RowRef),
  changed: z.array(RowRef.extend({ changes: z.array(MetricChange) })),
  removed: z.array(RowRef),
  totals: z.array(MetricChange),
});
export type ReleaseChanges = z.infer<typeof ReleaseChangesOut>;

const rowKey = (row: ReleaseRow) =>
  `${row.organization_id ?? row.organization_name}|${row.year}|${row.quarter}`;
const rowRef = (row: ReleaseRow) => ({
  organization: row.organization_name,
  year: row.year,
  quarter: row.quarter,
});

/** Compares the rows of two releases (`before` null: the first release, every row added). */
export function compareReleaseRows(
  previous: string | null,
  before: readonly ReleaseRow[],
  after: readonly ReleaseRow[],
): ReleaseChanges {
  const old = new Map(before.map((row) => [rowKey(row), row]));
  const seen = new Set<string>();
  const changes: ReleaseChanges = { previous, added: [], changed: [], removed: [], totals: [] };
  for (const row of after) {
    const key = rowKey(row);
    seen.add(key);
    const was = old.get(key);
    if (!was) {
      changes.added.push(rowRef(row));
      continue;
    }
    const moved = RELEASE_METRICS.filter((metric) => was[metric] !== row[metric]).map((metric) => ({
      metric,
      before: was[metric],
      after: row[metric],
    }));
    if (moved.length > 0) changes.changed.push({ ...rowRef(row), changes: moved });
  }
  for (const [key, row] of old) if (!seen.has(key)) changes.removed.push(rowRef(row));
  const sum = (rows: readonly ReleaseRow[], metric: ReleaseMetric) =>
    rows.reduce((total, row) => total + (row[metric] ?? 0), 0);
  changes.totals = RELEASE_METRICS.map((metric) => ({
    metric,
    before: sum(before, metric),
    after: sum(after, metric),
  })).filter((total) => total.before !== total.after);
  return changes;
}

/** A release with what changed against the release published before it (its public page). */
export const ReleaseDetailOut = ReleaseOut.extend({
  changes: ReleaseChangesOut,
  /** The release's public page under the site's address. */
  url: z.string(),
  /** The citation to copy, exactly (releaseCitation). */
  citation: z.string(),
});
export type ReleaseDetail = z.infer<typeof ReleaseDetailOut>;

/** The admin's view of a quarter that may be published: its deadline, releases and the preview. */
export const ReleaseQuarterOut = z.object({
  year: z.number(),
  quarter: z.string(),
  deadline: z.string(),
  releases: z.array(z.string()),
});
export type ReleaseQuarter = z.infer<typeof ReleaseQuarterOut>;

export const ReleasePreviewOut = z.object({
  id: z.string(),
  deadline: z.string(),
  deadlinePassed: z.boolean(),
  changes: ReleaseChangesOut,
});
export type ReleasePreview = z.infer<typeof ReleasePreviewOut>;

/**
 * The citation of a release, to copy exactly: "Kenya AI Skilling Alliance (2026). AI skilling
 * impact figures, release 2026-Q3.2 (published 15 October 2026). <URL>. SHA-256 of impact.csv: <hex>."
 * A citation is copied as it is: the same English words and date (in Kenya) in both languages.
 */
export function releaseCitation(
  release: { id: string; publishedAt: string },
  url: string,
  impactSha: string,
) {
  const at = new Date(release.publishedAt);
  const published = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Nairobi",
  }).format(at);
  const year = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Africa/Nairobi" }).format(at);
  return `Kenya AI Skilling Alliance (${year}). AI skilling impact figures, release ${release.id} (published ${published}). ${url}. SHA-256 of impact.csv: ${impactSha}.`;
}

/** How many times a quarter was revised since the newest release holding it (the impact page). */
export const RevisionCountOut = z.object({
  year: z.number(),
  quarter: z.string(),
  release: z.string(),
  count: z.number(),
});
export type RevisionCount = z.infer<typeof RevisionCountOut>;
