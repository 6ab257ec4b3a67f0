// Credentials attached to a report to back its certified figure
// (docs/decisions/0041-open-badges-credentials.md): what was attached and how its check went.
// The credential itself is not kept (only its id, hash, issuer and completion date): it is read
// from the file or link, checked, and let go.
import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";
import { organizations } from "./schema-organizations";
import { reports } from "./schema-records";

export const REPORT_CREDENTIAL_STATES = ["pending", "checked"] as const;
export type ReportCredentialState = (typeof REPORT_CREDENTIAL_STATES)[number];

export const reportCredentials = pgTable(
  "report_credentials",
  {
    id: uuidPk(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => reports.id, { onDelete: "cascade" }),
    /** "file" or "link". */
    source: text("source").notNull(),
    link: text("link"),
    /** The credential's own `id` (a JWT's `jti`), when it names one. */
    credentialId: text("credential_id"),
    /**
     * SHA-256 (hex) of the credential as attached (a link's once read): the same bytes are
     * attached once per report.
     */
    hash: text("hash"),
    issuer: text("issuer"),
    /** Set when the issuer is one of this site's organisation DIDs: that organisation. */
    issuerOrganizationId: uuid("issuer_organization_id").references(() => organizations.id, {
      onDelete: "set null",
    }),
    /** Set when the credential is one this site issued (it is counted with the site's own). */
    ownCredentialId: uuid("own_credential_id"),
    completedOn: date("completed_on", { mode: "string" }),
    state: text("state").$type<ReportCredentialState>().notNull().default("pending"),
    /** Signature, contexts, dates and status held when checked. */
    verified: boolean("verified").notNull().default(false),
    /** Why it did not verify (the failed checks' messages). */
    reason: text("reason"),
    checkedAt: timestamptz("checked_at"),
    createdAt: timestamptz("created_at").notNull(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    index("report_credentials_hash_idx").on(t.reportId, t.hash),
    index("report_credentials_report_idx").on(t.reportId, t.createdAt),
    index("report_credentials_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
  ],
);
