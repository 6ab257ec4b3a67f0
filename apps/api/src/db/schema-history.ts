// The history of the public figures and its releases (docs/decisions/0036-releases-revisions-and-history.md):
// one row per approved state of a report, kept by the deferred triggers of migration 0031, and the
// published releases with their files.
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";
import { bytea } from "./schema-records";

export const reportVersions = pgTable(
  "report_versions",
  {
    id: uuidPk(),
    /** No foreign key: the versions of a removed report stay, they are what the site showed. */
    reportId: uuid("report_id").notNull(),
    organizationId: uuid("organization_id"),
    organizationName: text("organization_name").notNull().default(""),
    userId: uuid("user_id"),
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    aware: integer("aware").notNull(),
    engaged: integer("engaged").notNull(),
    trained: integer("trained").notNull(),
    certified: integer("certified").notNull(),
    orgsReached: integer("orgs_reached").notNull(),
    reachedByLeaders: integer("reached_by_leaders").notNull(),
    /** The known categories `{ metric: { dimension: { category: n } } }`, as the report had them. */
    breakdowns: jsonb("breakdowns")
      .$type<Record<string, Record<string, Record<string, number>>>>()
      .notNull()
      .default({}),
    /** The cells counted by several dimensions at once `{ metric: [{ county, sex, ageBand, disability, count }] }` (0044). */
    crossBreakdowns: jsonb("cross_breakdowns")
      .$type<
        Record<
          string,
          Array<{ county?: string; sex?: string; ageBand?: string; disability?: string; count: number }>
        >
      >()
      .notNull()
      .default({}),
    reviewedAt: timestamptz("reviewed_at"),
    /** When the site started answering this version, and when another replaced it (null: today's). */
    validFrom: timestamptz("valid_from").notNull(),
    validTo: timestamptz("valid_to"),
  },
  (t) => [
    uniqueIndex("report_versions_open_uq").on(t.reportId).where(sql`${t.validTo} is null`),
    index("report_versions_period_idx").on(t.validFrom, t.validTo),
  ],
);

/** A published release (2026-Q3, 2026-Q3.2): never changed or deleted, only marked superseded. */
/**
 * The reports whose breakdowns the current transaction wrote, once each (migration 0038): a
 * deferred trigger brings each one's history in step at commit and removes its row, so the
 * table is empty outside a transaction.
 */
export const reportHistoryQueue = pgTable(
  "report_history_queue",
  {
    xact: bigint("xact", { mode: "number" }).notNull(),
    reportId: uuid("report_id").notNull(),
  },
  (t) => [primaryKey({ name: "report_history_queue_pk", columns: [t.xact, t.reportId] })],
);

export const releases = pgTable(
  "releases",
  {
    id: text("id").primaryKey(),
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    /** 1 for 2026-Q3, 2 for 2026-Q3.2, ... */
    point: integer("point").notNull(),
    publishedAt: timestamptz("published_at").notNull(),
    /** The publishing admin's e-mail: staff only, never in a public answer. */
    publishedBy: text("published_by").notNull(),
    note: text("note").notNull(),
    supersededBy: text("superseded_by"),
  },
  (t) => [
    uniqueIndex("releases_period_point_uq").on(t.year, t.quarter, t.point),
    index("releases_published_idx").on(t.publishedAt),
  ],
);

/** A release's files, the bytes served forever (never regenerated). */
export const releaseFiles = pgTable(
  "release_files",
  {
    releaseId: text("release_id")
      .notNull()
      .references(() => releases.id),
    name: text("name").notNull(),
    mediaType: text("media_type").notNull(),
    content: bytea("content").notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.name] })],
);

/** A change of an approved figure of a released quarter, with its public reason (migration 0031). */
export const reportRevisions = pgTable(
  "report_revisions",
  {
    id: uuidPk(),
    at: timestamptz("at").notNull(),
    reportId: uuid("report_id").notNull(),
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    organizationName: text("organization_name").notNull(),
    organizationSlug: text("organization_slug"),
    /** late report, correction, removal or restore */
    kind: text("kind").notNull(),
    changes: jsonb("changes").$type<Array<{ metric: string; before: number; after: number }>>().notNull(),
    reason: text("reason").notNull(),
    releaseId: text("release_id").notNull(),
  },
  (t) => [
    index("report_revisions_at_idx").on(t.at),
    index("report_revisions_period_idx").on(t.year, t.quarter, t.at),
  ],
);
