// Verifiable certificates (docs/decisions/0041-open-badges-credentials.md): the signing keys of
// the site and of each issuing organisation (private halves encrypted at rest), and the
// credentials issued here with their place in their issuer's status lists.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamptz, uuidPk } from "./columns";
import { organizationRef } from "./schema-organizations";
import { courses } from "./schema-records";

/** Ed25519 keys: `organization_id` null is the site's own DID. One active key per controller. */
export const signingKeys = pgTable(
  "signing_keys",
  {
    id: uuidPk(),
    organizationId: organizationRef("cascade"),
    publicKeyMultibase: text("public_key_multibase").notNull(),
    /** AES-256-GCM of the secret key multibase (key-custody.ts): never leaves the server. */
    secretKeyEncrypted: text("secret_key_encrypted").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    /** Set by a rotation: the key stays in the DID document (old credentials verify) but signs nothing. */
    retiredAt: timestamptz("retired_at"),
  },
  (t) => [
    uniqueIndex("signing_keys_public_uq").on(t.publicKeyMultibase),
    uniqueIndex("signing_keys_one_active_uq")
      .on(sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.retiredAt} IS NULL`),
  ],
);

export const CREDENTIAL_STATUSES = ["active", "revoked", "suspended"] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

export const credentials = pgTable(
  "credentials",
  {
    id: uuidPk(),
    organizationId: organizationRef("restrict").notNull(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    /** The name as issued (public on the verify page unless hidden). No e-mail or phone is kept. */
    recipientName: text("recipient_name").notNull(),
    nameHidden: boolean("name_hidden").notNull().default(false),
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    issuedAt: timestamptz("issued_at").notNull(),
    /** Its bit in the issuer's revocation and suspension lists (random, unique per issuer). */
    statusIndex: integer("status_index").notNull(),
    status: text("status").$type<CredentialStatus>().notNull().default("active"),
    statusReason: text("status_reason").notNull().default(""),
    statusChangedAt: timestamptz("status_changed_at"),
    /** The signed OpenBadgeCredential, exactly as issued. */
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    createdBy: text("created_by").notNull(),
  },
  (t) => [
    uniqueIndex("credentials_status_index_uq").on(t.organizationId, t.statusIndex),
    index("credentials_organization_idx").on(t.organizationId, t.issuedAt),
  ],
);

/**
 * DIDs an organisation declares for its own platform (e.g. a did:web of its learning platform):
 * in the registry, and so "known" to verification, once an admin approves them.
 */
export const issuerDids = pgTable(
  "issuer_dids",
  {
    id: uuidPk(),
    organizationId: organizationRef("cascade").notNull(),
    did: text("did").notNull(),
    approved: boolean("approved").notNull().default(false),
    createdAt: timestamptz("created_at").notNull(),
    createdBy: text("created_by").notNull(),
    reviewedAt: timestamptz("reviewed_at"),
  },
  (t) => [uniqueIndex("issuer_dids_did_uq").on(t.did)],
);

export const CREDENTIAL_BATCH_STATES = ["queued", "running", "done", "failed"] as const;
export type CredentialBatchState = (typeof CREDENTIAL_BATCH_STATES)[number];

/**
 * A batch of certificates being issued as queued work (batch.ts). The recipients' e-mails and
 * phones are not kept here: the work holds them in memory, and a batch a restart interrupted is
 * marked failed (nothing of it was stored, the credentials being written together at the end).
 */
export const credentialBatches = pgTable(
  "credential_batches",
  {
    id: uuidPk(),
    organizationId: organizationRef("cascade").notNull(),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "set null" }),
    courseTitle: text("course_title").notNull(),
    state: text("state").$type<CredentialBatchState>().notNull().default("queued"),
    total: integer("total").notNull(),
    signed: integer("signed").notNull().default(0),
    error: text("error"),
    /** When done: the recipients with a phone only, their row and their certificate's page. */
    handOut: jsonb("hand_out")
      .$type<Array<{ row: number; name: string; url: string }>>()
      .notNull()
      .default([]),
    createdBy: text("created_by").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [index("credential_batches_organization_idx").on(t.organizationId, t.createdAt)],
);
