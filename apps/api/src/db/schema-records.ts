// The database schema (docs/product/spec.md §3 entities plus what sign-in, sessions, throttling and uploads need).
// Column names are snake_case in SQL; the API maps rows to the spec's field names with `_id`.

import type { ContentLanguage, EvidenceItem, Language, ReportChange } from "@alliance/shared";
import { type SQLWrapper, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { organizationRef } from "./schema-organizations";

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The language a person reads e-mails in: a user's choice, or the page a form was sent from
 * (migration 0027, docs/decisions/0030-language-of-e-mails-and-accounts.md).
 */
const language = () => text("language").$type<Language>().notNull().default("en");
const languageCheck = (table: string, column: SQLWrapper) =>
  check(`${table}_language_check`, sql`${column} IN ('en', 'sw')`);
/**
 * An organisation user's edit of an approved course or member record, waiting for an admin while
 * the row's own columns keep the approved version (migration 0015, docs/decisions/0016-*.md): the
 * proposed values of the fields that differ, keyed by the API's field names; who and when.
 */
const pendingChangeColumns = () => ({
  pendingChange: jsonb("pending_change").$type<Record<string, unknown>>(),
  pendingBy: text("pending_by"),
  pendingAt: timestamptz("pending_at"),
  /** Grows with every write (trigger, migration 0017): an approval names the version it saw. */
  version: integer("version").notNull().default(1),
});
const trgm = (column: { name: string }) => sql`${sql.identifier(column.name)} gin_trgm_ops`;
/**
 * The text a staff list searches: its search fields joined by the unit separator (chr(31), never
 * typed, so a match never spans two fields). One trigram index per list is built on this
 * expression and lib/search.ts `searchText` matches the same expression, so the planner uses the
 * index and estimates from its statistics instead of an OR over one index per column (ADR 0003).
 */
export const searchFields = (fields: SQLWrapper[]) => sql.join(fields, sql.raw(" || chr(31) || "));
const searchTrgm = (columns: Array<{ name: string }>) =>
  sql`(${searchFields(columns.map((column) => sql.identifier(column.name)))}) gin_trgm_ops`;

export const users = pgTable(
  "users",
  {
    id: uuidPk(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organizationName: text("organization_name").notNull().default(""),
    /** The organisation it belongs to; `organization_name` is kept equal to its name (migration 0008). */
    organizationId: organizationRef("restrict"),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** The reserved demo account: nobody may edit, demote or delete it. */
    reserved: boolean("reserved").notNull().default(false),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    languageCheck("users", t.language),
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    index("users_created_at_idx").on(t.createdAt),
    index("users_organization_idx").on(t.organizationId),
    index("users_username_trgm").using("gin", trgm(t.username)),
    index("users_email_trgm").using("gin", trgm(t.email)),
    index("users_org_trgm").using("gin", trgm(t.organizationName)),
  ],
);

/** One row per issued token (its `jti`). Deleting rows revokes tokens at once, on every instance. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuidPk(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Failed sign-in counters per account and per client address, shared by all instances. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
  lockedUntil: timestamptz("locked_until"),
});

/** Generic fixed-window counters (form and upload throttling), shared by all instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull().default(0),
  windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
});

/** Settings the instances share, e.g. the generated JWT secret. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const courses = pgTable(
  "courses",
  {
    id: uuidPk(),
    title: text("title").notNull(),
    desc: text("desc").notNull(),
    link: text("link").notNull(),
    organization: text("organization").notNull().default(""),
    /** The organisation it belongs to; `organization` is kept equal to its name (migration 0008). */
    organizationId: organizationRef("restrict"),
    tag: text("tag").notNull(),
    category: text("category").notNull(),
    image: text("image").notNull().default(""),
    segment: text("segment").notNull(),
    /** Taught in English, Kiswahili or both; keywords the public search also reads (migration 0040). */
    language: text("language").$type<ContentLanguage>().notNull().default("en"),
    keywords: text("keywords").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    approved: boolean("approved").notNull().default(false),
    /** When an admin last approved or hid it; null while pending review (see shared review.ts). */
    reviewedAt: timestamptz("reviewed_at"),
    ...pendingChangeColumns(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("courses_approved_idx").on(t.approved, t.createdAt),
    index("courses_review_idx").on(t.approved, sql`(${t.reviewedAt} IS NULL)`, t.createdAt),
    index("courses_pending_change_idx").on(t.createdAt).where(sql`${t.pendingChange} IS NOT NULL`),
    /** At most one featured course (the public page shows one featured banner). */
    uniqueIndex("courses_one_featured_uq").on(t.featured).where(sql`${t.featured}`),
    index("courses_email_idx").on(sql`lower(${t.email})`),
    index("courses_created_at_idx").on(t.createdAt),
    index("courses_organization_idx").on(t.organizationId),
    index("courses_search_trgm").using("gin", searchTrgm([t.title, t.organization, t.category, t.tag])),
  ],
);

export const members = pgTable(
  "members",
  {
    id: uuidPk(),
    /** The reference an applicant was given (migration 0020): KAIA-M-<year>-<number>. */
    reference: text("reference"),
    firstName: text("first_name").notNull(),
    surName: text("sur_name").notNull().default(""),
    role: text("role").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    organizationName: text("organization_name").notNull(),
    /** The organisation it belongs to; `organization_name` is kept equal to its name (migration 0008). */
    organizationId: organizationRef("restrict"),
    website: text("website").notNull().default(""),
    approved: boolean("approved").notNull().default(false),
    /** When an admin last approved or hid it; null while pending review (see shared review.ts). */
    reviewedAt: timestamptz("reviewed_at"),
    ...pendingChangeColumns(),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    languageCheck("members", t.language),
    index("members_approved_idx").on(t.approved, t.createdAt),
    index("members_review_idx").on(t.approved, sql`(${t.reviewedAt} IS NULL)`, t.createdAt),
    index("members_pending_change_idx").on(t.createdAt).where(sql`${t.pendingChange} IS NOT NULL`),
    index("members_email_idx").on(sql`lower(${t.email})`),
    index("members_created_at_idx").on(t.createdAt),
    index("members_organization_idx").on(t.organizationId),
    index("members_search_trgm").using(
      "gin",
      searchTrgm([t.firstName, t.surName, t.email, t.organizationName, t.role]),
    ),
  ],
);

export const requests = pgTable(
  "requests",
  {
    id: uuidPk(),
    /** The reference a requester was given (migration 0020): KAIA-R-<year>-<number>. */
    reference: text("reference"),
    firstName: text("first_name").notNull(),
    surName: text("sur_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    organizationName: text("organization_name").notNull(),
    message: text("message").notNull(),
    reqStatus: boolean("req_status").notNull().default(false),
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    languageCheck("requests", t.language),
    index("requests_created_at_idx").on(t.createdAt),
    index("requests_search_trgm").using(
      "gin",
      searchTrgm([t.firstName, t.surName, t.email, t.organizationName]),
    ),
  ],
);

export const partners = pgTable(
  "partners",
  {
    id: uuidPk(),
    organizationName: text("organization_name").notNull(),
    link: text("link").notNull(),
    image: text("image").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("partners_created_at_idx").on(t.createdAt),
    index("partners_org_trgm").using("gin", trgm(t.organizationName)),
  ],
);

export const reports = pgTable(
  "reports",
  {
    id: uuidPk(),
    organizationName: text("organization_name").notNull().default(""),
    /** The organisation it belongs to; `organization_name` is kept equal to its name (migration 0008). */
    organizationId: organizationRef("restrict"),
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    aware: integer("aware").notNull().default(0),
    engaged: integer("engaged").notNull().default(0),
    trained: integer("trained").notNull().default(0),
    certified: integer("certified").notNull().default(0),
    orgsReached: integer("orgs_reached").notNull().default(0),
    reachedByLeaders: integer("reached_by_leaders").notNull().default(0),
    /** Links that back the figures (migration 0022): staff only, never in a public answer. */
    evidence: jsonb("evidence").$type<EvidenceItem[]>().notNull().default([]),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** submitted, approved or returned: only approved reports count publicly (ADR 0014). */
    status: text("status").notNull().default("submitted"),
    reviewNote: text("review_note").notNull().default(""),
    /** The reviewing admin's e-mail. */
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamptz("reviewed_at"),
    /**
     * An organisation's change to an approved report, waiting for review beside the approved
     * figures, which the row keeps (migration 0016, ADR 0019): `{ year, quarter, metrics }`.
     */
    pendingChange: jsonb("pending_change").$type<ReportChange>(),
    pendingBy: text("pending_by"),
    pendingAt: timestamptz("pending_at"),
    /** The admin's note when the waiting change was returned (the approved figures stay). */
    pendingNote: text("pending_note"),
    /** An organisation's request to remove an approved report, waiting for an admin. */
    removalReason: text("removal_reason"),
    removalBy: text("removal_by"),
    removalAt: timestamptz("removal_at"),
    /** Grows with every write (trigger reports_bump_version): an approval names the one it saw. */
    version: integer("version").notNull().default(1),
    /** Who wrote the row last, and when (set by the same trigger). */
    updatedBy: text("updated_by"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("reports_pending_change_idx")
      .on(t.createdAt)
      .where(sql`${t.pendingChange} IS NOT NULL OR ${t.removalAt} IS NOT NULL`),
    index("reports_status_idx").on(t.status, t.createdAt),
    /** The latest approval ("Data as of ..."), found at once (migration 0024). */
    index("reports_approved_at_idx").on(t.reviewedAt).where(sql`${t.status} = 'approved'`),
    /** One report per organisation, year and quarter. */
    uniqueIndex("reports_organization_period_uq").on(t.organizationId, t.year, t.quarter),
    index("reports_period_idx").on(t.year, t.quarter),
    index("reports_created_by_idx").on(sql`lower(${t.createdBy})`),
    index("reports_created_at_idx").on(t.createdAt),
    /** Top organisations of one year and quarter (one report per organisation and period). */
    index("reports_period_rank_idx")
      .on(
        t.year,
        t.quarter,
        sql`(${t.aware}::bigint + ${t.engaged} + ${t.trained} + ${t.certified}) desc nulls last`,
      )
      .where(sql`${t.status} = 'approved'`),
    index("reports_search_trgm").using("gin", searchTrgm([t.organizationName, t.createdBy])),
  ],
);

/** A report's id and what identifies its period: whose report, which year and quarter. */
export const reportPeriodColumns = {
  id: reports.id,
  organizationId: reports.organizationId,
  year: reports.year,
  quarter: reports.quarter,
};

/**
 * Maintained aggregates behind GET /reports/summary: one row per year and
 * quarter, kept in step with `reports` by database triggers (migration `report_aggregates`), so the
 * summary reads a small table whatever the number of reports.
 */
export const reportPeriodTotals = pgTable(
  "report_period_totals",
  {
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    reports: integer("reports").notNull().default(0),
    aware: bigint("aware", { mode: "number" }).notNull().default(0),
    engaged: bigint("engaged", { mode: "number" }).notNull().default(0),
    trained: bigint("trained", { mode: "number" }).notNull().default(0),
    certified: bigint("certified", { mode: "number" }).notNull().default(0),
    orgsReached: bigint("orgs_reached", { mode: "number" }).notNull().default(0),
    reachedByLeaders: bigint("reached_by_leaders", { mode: "number" }).notNull().default(0),
  },
  (t) => [uniqueIndex("report_period_totals_pk").on(t.year, t.quarter)],
);

/**
 * Maintained per-organisation totals behind the summary's top organisations, at three
 * levels: all periods (year 0, quarter ''), one year (quarter ''), one quarter of every year
 * (year 0). One year and quarter is read from `reports` itself (reports_period_rank_idx), since an
 * organisation has at most one report per period. `org_key` is `org:<lower(organization_name)>`, or
 * `user:<user_id>` when the report names no organisation, or '' (shown as Unknown). Kept right by
 * the triggers of migration `report_aggregates`, whoever writes `reports` (API or seeding).
 */
export const reportOrgTotals = pgTable(
  "report_org_totals",
  {
    orgKey: text("org_key").notNull(),
    year: integer("year").notNull(),
    quarter: text("quarter").notNull(),
    /** The organisation name as last written; null/empty falls back to the user's name. */
    name: text("name"),
    userId: uuid("user_id"),
    reports: integer("reports").notNull().default(0),
    /** aware + engaged + trained + certified. */
    total: bigint("total", { mode: "number" }).notNull().default(0),
    /** People trained alone: the impact page's ranking (migration 0026). */
    trained: bigint("trained", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("report_org_totals_pk").on(t.orgKey, t.year, t.quarter),
    index("report_org_totals_rank_idx").on(t.year, t.quarter, t.total.desc(), t.orgKey),
    index("report_org_totals_trained_idx").on(t.year, t.quarter, t.trained.desc(), t.orgKey),
  ],
);

/** Uploaded images, stored in the database so every instance serves them; keyed by content hash. */
export const images = pgTable("images", {
  id: text("id").primaryKey(),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdBy: text("created_by").notNull().default(""),
  createdAt: createdAt(),
});

/** A counter bumped on every public-data write, so instances can tell their caches are stale. */
export const dataVersions = pgTable("data_versions", {
  key: text("key").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
