// News, events, jobs and insights (migration 0025, docs/decisions/0028-news-events-jobs-insights.md):
// each belongs to an organisation and is reviewed like a course (approved, reviewed_at, a pending
// change, a version bumped by trigger); `slug` is set from the title when the item is first
// published, by the trigger content_slug (migration 0029: unique among published and trashed items
// of the type, -2, -3... on a clash; '' for a draft) and kept when the title changes;
// `updated_at` is set by the same trigger that bumps the version (the sitemap's last change).
import type { ContentLanguage, PayPeriod } from "@alliance/shared";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";
import { organizationRef } from "./schema-organizations";

/** The columns every content type shares. */
const contentColumns = () => ({
  id: uuidPk(),
  slug: text("slug").notNull().default(""),
  title: text("title").notNull(),
  /** Its organisation (none: an admin of no organisation posted it for the alliance). */
  organizationId: organizationRef("restrict"),
  /** The author's e-mail (who may edit it when it has no organisation). */
  email: text("email").notNull(),
  featured: boolean("featured").notNull().default(false),
  approved: boolean("approved").notNull().default(false),
  /** When an admin last approved or hid it; null while pending review. */
  reviewedAt: timestamptz("reviewed_at"),
  pendingChange: jsonb("pending_change").$type<Record<string, unknown>>(),
  pendingBy: text("pending_by"),
  pendingAt: timestamptz("pending_at"),
  version: integer("version").notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

/**
 * An event's or job's return to its organisation (migration 0042): the admin's note, who and when;
 * set while it waits for the organisation's edit, cleared by that edit (back to pending review).
 */
const returnColumns = () => ({
  returnedNote: text("returned_note"),
  returnedBy: text("returned_by"),
  returnedAt: timestamptz("returned_at"),
});

export const news = pgTable(
  "news",
  {
    ...contentColumns(),
    body: text("body").notNull(),
    image: text("image").notNull().default(""),
    externalLink: text("external_link").notNull().default(""),
    hashtags: jsonb("hashtags").$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("news_slug_uq").on(t.slug).where(sql`${t.slug} <> ''`),
    index("news_approved_idx").on(t.approved, t.createdAt),
    index("news_organization_idx").on(t.organizationId),
  ],
);

export const events = pgTable(
  "events",
  {
    ...contentColumns(),
    ...returnColumns(),
    description: text("description").notNull(),
    image: text("image").notNull().default(""),
    eventType: text("event_type").notNull(),
    startDate: timestamptz("start_date").notNull(),
    endDate: timestamptz("end_date").notNull(),
    venue: text("venue").notNull().default(""),
    city: text("city").notNull().default(""),
    onlineLink: text("online_link").notNull().default(""),
    registrationLink: text("registration_link").notNull().default(""),
    /** Held in English, Kiswahili or both (migration 0040). */
    language: text("language").$type<ContentLanguage>().notNull().default("en"),
  },
  (t) => [
    uniqueIndex("events_slug_uq").on(t.slug).where(sql`${t.slug} <> ''`),
    index("events_approved_idx").on(t.approved, t.endDate),
    index("events_organization_idx").on(t.organizationId),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    ...contentColumns(),
    ...returnColumns(),
    about: text("about").notNull(),
    type: text("type").notNull(),
    workMode: text("work_mode").notNull(),
    location: text("location").notNull(),
    requirements: jsonb("requirements").$type<string[]>().notNull().default([]),
    responsibilities: jsonb("responsibilities").$type<string[]>().notNull().default([]),
    howToApply: text("how_to_apply").notNull(),
    /** Open through this day (East Africa Time), closed after it. */
    closingDate: date("closing_date", { mode: "string" }).notNull(),
    /** Written in English, Kiswahili or both (migration 0040). */
    language: text("language").$type<ContentLanguage>().notNull().default("en"),
    /** An optional pay or stipend: a whole amount in KES and what it is counted per, or neither. */
    payAmount: integer("pay_amount"),
    payCurrency: text("pay_currency").$type<"KES">().notNull().default("KES"),
    payPeriod: text("pay_period").$type<PayPeriod>(),
  },
  (t) => [
    uniqueIndex("jobs_slug_uq").on(t.slug).where(sql`${t.slug} <> ''`),
    index("jobs_approved_idx").on(t.approved, t.closingDate),
    index("jobs_organization_idx").on(t.organizationId),
  ],
);

export const insights = pgTable(
  "insights",
  {
    ...contentColumns(),
    image: text("image").notNull().default(""),
    dateOfInsight: date("date_of_insight", { mode: "string" }).notNull(),
    summary: text("summary").notNull(),
    methodology: text("methodology").notNull(),
    link: text("link").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("insights_slug_uq").on(t.slug).where(sql`${t.slug} <> ''`),
    index("insights_approved_idx").on(t.approved, t.dateOfInsight),
    index("insights_organization_idx").on(t.organizationId),
  ],
);

/** Every content table, by entity name (the trash and the sitemap read them all). */
export const CONTENT_TABLES = { news, event: events, job: jobs, insight: insights } as const;
export type ContentTable = (typeof CONTENT_TABLES)[keyof typeof CONTENT_TABLES];
