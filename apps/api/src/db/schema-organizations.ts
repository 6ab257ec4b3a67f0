// Organisations as records: users, member records, courses and reports belong to one
// (`organization_id`). The name is unique whatever its case and spacing ("Org  a" is "Org A"):
// the unique index is on `org_name_key(name)`, a SQL function of migration 0008_organizations.
// Each child table keeps a copy of the name (`organization_name`, courses' `organization`) for
// search and for the public answers; database triggers keep that copy equal to the organisation's
// name, link a row written with a name only, and carry a rename to every row in the same
// transaction (docs/decisions/0013-organisations-as-records.md).
import { sql } from "drizzle-orm";
import { boolean, date, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, uuidPk } from "./columns";

export const organizations = pgTable(
  "organizations",
  {
    id: uuidPk(),
    name: text("name").notNull(),
    website: text("website").notNull().default(""),
    createdAt: createdAt(),
    /** Must it report each quarter? NULL: the default rule (completeness-repository.ts, 0018). */
    mustReport: boolean("must_report"),
    /** The last reminder, manual or automatic (a manual one at most once a day after either). */
    lastRemindedAt: timestamptz("last_reminded_at"),
    /** Whether that last reminder was the automatic quarterly one (migration 0043). */
    lastReminderAutomatic: boolean("last_reminder_automatic").notNull().default(false),
    /** The approved pledge: people it will train and certify by a date (migration 0024). */
    pledgeTrained: integer("pledge_trained"),
    pledgeCertified: integer("pledge_certified"),
    pledgeBy: date("pledge_by", { mode: "string" }),
    /** Its start: progress counts from this day's quarter (migration 0034, ADR 0040). */
    pledgeFrom: date("pledge_from", { mode: "string" }),
    pledgeApprovedAt: timestamptz("pledge_approved_at"),
    /** An organisation user's new pledge, waiting for an admin: `{ trained, certified, by }`. */
    pendingPledge: jsonb("pending_pledge").$type<{
      trained: number;
      certified: number;
      by: string;
      from?: string;
    }>(),
    pendingPledgeBy: text("pending_pledge_by"),
    pendingPledgeAt: timestamptz("pending_pledge_at"),
    /** An organisation user's new website, waiting for an admin (migration 0029); null: none waits. */
    pendingWebsite: text("pending_website"),
    pendingWebsiteBy: text("pending_website_by"),
    pendingWebsiteAt: timestamptz("pending_website_at"),
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

/** A row's organisation (`organization_id`), with what deleting the organisation does to the row. */
export const organizationRef = (onDelete: "cascade" | "restrict") =>
  uuid("organization_id").references(() => organizations.id, { onDelete });

/** Slugs an organisation had before a rename: they answer 301 to its current address. */
export const organizationSlugs = pgTable("organization_slugs", {
  slug: text("slug").primaryKey(),
  organizationId: organizationRef("cascade").notNull(),
});

export type OrganizationRow = typeof organizations.$inferSelect;

/** The SQL form of the name key (lower case, trimmed, inner runs of spaces made one). */
export const orgNameKey = (value: unknown) => sql`org_name_key(${value})`;
