// Organisations as records: users, member records, courses and reports belong to one
// (`organization_id`). The name is unique whatever its case and spacing ("Org  a" is "Org A"):
// the unique index is on `org_name_key(name)`, a SQL function of migration 0008_organizations.
// Each child table keeps a copy of the name (`organization_name`, courses' `organization`) for
// search and for the public answers; database triggers keep that copy equal to the organisation's
// name, link a row written with a name only, and carry a rename to every row in the same
// transaction (docs/decisions/0013-organisations-as-records.md).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const organizations = pgTable(
  "organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    website: text("website").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Must it report each quarter? NULL: the default rule (completeness-repository.ts, 0018). */
    mustReport: boolean("must_report"),
    /** The last reminder, manual or automatic (a manual one at most once a day after either). */
    lastRemindedAt: timestamp("last_reminded_at", { withTimezone: true, mode: "date" }),
    /** Whether that last reminder was the automatic quarterly one (migration 0043). */
    lastReminderAutomatic: boolean("last_reminder_automatic").notNull().default(false),
    /** The approved pledge: people it will train and certify by a date (migration 0024). */
    pledgeTrained: integer("pledge_trained"),
    pledgeCertified: integer("pledge_certified"),
    pledgeBy: date("pledge_by", { mode: "string" }),
    /** Its start: progress counts from this day's quarter (migration 0034, ADR 0040). */
    pledgeFrom: date("pledge_from", { mode: "string" }),
    pledgeApprovedAt: timestamp("pledge_approved_at", { withTimezone: true, mode: "date" }),
    /** An organisation user's new pledge, waiting for an admin: `{ trained, certified, by }`. */
    pendingPledge: jsonb("pending_pledge").$type<{
      trained: number;
      certified: number;
      by: string;
      from?: string;
    }>(),
    pendingPledgeBy: text("pending_pledge_by"),
    pendingPledgeAt: timestamp("pending_pledge_at", { withTimezone: true, mode: "date" }),
    /** An organisation user's new website, waiting for an admin (migration 0029); null: none waits. */
    pendingWebsite: text("pending_website"),
    pendingWebsiteBy: text("pending_website_by"),
    pendingWebsiteAt: timestamp("pending_website_at", { withTimezone: true, mode: "date" }),
    /**
     * Its public address (/organisations/<slug>): set from the name by the trigger
     * organizations_slug whatever is written here; old slugs are in organization_slugs.
     */
    slug: text("slug").notNull().default(""),
  },
  (t) => [
    uniqueIndex("organizations_name_key_uq").on(sql`org_name_key(${t.name})`),
    uniqueIndex("organizations_slug_uq").on(t.slug),
  ],
);

/** Slugs an organisation had before a rename: they answer 301 to its current address. */
export const organizationSlugs = pgTable("organization_slugs", {
  slug: text("slug").primaryKey(),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
});

export type OrganizationRow = typeof organizations.$inferSelect;

/** The SQL form of the name key (lower case, trimmed, inner runs of spaces made one). */
export const orgNameKey = (value: unknown) => sql`org_name_key(${value})`;
