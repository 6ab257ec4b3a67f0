// The history of the public figures (docs/decisions/0036-releases-revisions-and-history.md): one
// row per approved state of a report, kept by the deferred triggers of migration 0031.

import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const reportVersions = pgTable(
  "report_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
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
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, mode: "date" }),
    /** When the site started answering this version, and when another replaced it (null: today's). */
    validFrom: timestamp("valid_from", { withTimezone: true, mode: "date" }).notNull(),
    validTo: timestamp("valid_to", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("report_versions_open_uq").on(t.reportId).where(sql`${t.validTo} is null`),
    index("report_versions_period_idx").on(t.validFrom, t.validTo),
  ],
);
