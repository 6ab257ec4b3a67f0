// Verifiable certificates (docs/decisions/0041-open-badges-credentials.md): what an organisation
// sends to issue one, to change its status, and what verification answers. The recipient's e-mail
// or phone is used to reach them and to make the credential's hashed identifier; it is never kept
// in clear, never public, never in the credential.
import { z } from "zod";
import { isSingleLine, singleLineMessage } from "./single-line";
import { requiredLine } from "./text-fields";

export const CREDENTIAL_LIMITS = { name: 120, grade: 40, reason: 500, batch: 1000 } as const;
export const CREDENTIAL_STATUS_VALUES = ["active", "revoked", "suspended"] as const;
export type CredentialStatusValue = (typeof CREDENTIAL_STATUS_VALUES)[number];

/** Kenyan mobile and landline numbers as people write them: 0712 345 678, +254 712 345 678. */
export function isKenyanPhone(value: string): boolean {
  const compact = value.trim().replace(/[\s\-.()]/g, "");
  return /^0[17]\d{8}$/.test(compact) || /^(?:\+|00)?254[17]\d{8}$/.test(compact);
}

/** +2547XXXXXXXX: one spelling per number, so the same phone always hashes the same. */
export function normalKenyanPhone(value: string): string {
  const compact = value.trim().replace(/[\s\-.()]/g, "");
  return `+254${compact.replace(/^(?:\+|00)?254|^0/, "")}`;
}

export const CREDENTIAL_TEXTS = {
  contactRequired: "Give the recipient's e-mail or Kenyan phone number",
  phoneFormat: "Phone must be a Kenyan number (e.g. 0712 345 678)",
  notIssuer: "Only an organisation with an approved member record issues certificates",
  courseNotIssuable: "Certificates are issued for the organisation's own approved courses",
  completedInFuture: "The completion date cannot be in the future",
  notFound: "No certificate has this address",
  batchEmpty: "The file has no recipients",
  batchTooMany: `A batch holds at most ${CREDENTIAL_LIMITS.batch} recipients`,
  batchUnreadable: "Send a CSV (with a heading row) or a JSON array of recipients",
  batchRefused: (count: number) =>
    `${count} mistake${count === 1 ? "" : "s"} in the file: nothing was issued. Correct them and send it again.`,
  batchInterrupted:
    "The server restarted before the batch was stored: nothing was issued. Send the file again.",
  privacy:
    "We keep the recipient's name, the course and the date, to show on the certificate's public page. " +
    "The e-mail or phone number is used once, to send the certificate, and is kept only as a salted hash inside it.",
} as const;

export const CredentialRecipientInput = z
  .object({
    name: requiredLine("Name", CREDENTIAL_LIMITS.name),
    email: z
      .email("Email must be an e-mail address")
      .max(254)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    phone: z
      .string()
      .trim()
      .max(32)
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || isKenyanPhone(value), CREDENTIAL_TEXTS.phoneFormat),
  })
  .refine((value) => value.email || value.phone, {
    message: CREDENTIAL_TEXTS.contactRequired,
    path: ["email"],
  });

/** An admin names the organisation a certificate is issued for; an organisation user issues for its own. */
const issuingOrganization = z.string().max(64).pipe(z.uuid("Organisation must be an organisation's id"));

export const IssueCredentialInput = z.object({
  courseId: z.string().max(64).pipe(z.uuid("Course must be one of the organisation's courses")),
  organizationId: issuingOrganization.optional(),
  recipient: CredentialRecipientInput,
  /** YYYY-MM-DD; today when left out. */
  completedOn: z.iso.date("Completion date must be a date (YYYY-MM-DD)").max(10).optional(),
  grade: z
    .string()
    .trim()
    .max(CREDENTIAL_LIMITS.grade)
    .refine(isSingleLine, singleLineMessage("Grade"))
    .optional(),
  language: z.enum(["en", "sw"]).optional(),
});
export type IssueCredentialInput = z.infer<typeof IssueCredentialInput>;

/**
 * A batch of certificates for one course (POST /credentials/batch): the body is a CSV with these
 * columns (a heading row first) or a JSON array of objects with these fields, up to
 * CREDENTIAL_LIMITS.batch rows; the course and options travel in the query.
 */
export const CREDENTIAL_BATCH_COLUMNS = ["name", "email", "phone", "completedOn", "grade"] as const;
export const CREDENTIAL_BATCH_BYTES = 1024 * 1024;

export const CredentialBatchQuery = z.object({
  courseId: z.string().max(64).pipe(z.uuid("Course must be one of the organisation's courses")),
  organizationId: issuingOrganization.optional(),
  dryRun: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional()
    .describe("true: check every row and issue nothing"),
  language: z.enum(["en", "sw"]).optional().describe("The language of the recipients' e-mails"),
});

/** One row of a batch, as the single form takes it (completion date required). */
export const CredentialBatchRow = z
  .object({
    name: CredentialRecipientInput.shape.name,
    email: CredentialRecipientInput.shape.email,
    phone: CredentialRecipientInput.shape.phone,
    completedOn: z.iso.date("Completion date must be a date (YYYY-MM-DD)").max(10),
    grade: IssueCredentialInput.shape.grade,
  })
  .refine((value) => value.email || value.phone, {
    message: CREDENTIAL_TEXTS.contactRequired,
    path: ["email"],
  });

/** One mistake in a batch file: `row` counts from 1 with the heading row (a JSON item's index + 1). */
export const CredentialBatchErrorOut = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type CredentialBatchError = z.infer<typeof CredentialBatchErrorOut>;
export const CredentialBatchErrorsOut = z.object({
  message: z.string(),
  errors: z.array(CredentialBatchErrorOut),
});

export const CREDENTIAL_BATCH_STATES = ["queued", "running", "done", "failed"] as const;
export const CredentialBatchOut = z.object({
  id: z.string().nullable(),
  dryRun: z.boolean(),
  state: z.enum(CREDENTIAL_BATCH_STATES).nullable(),
  total: z.number().int(),
  /** Signed so far (the credentials are stored together, at the end). */
  signed: z.number().int(),
  course: z.object({ id: z.string(), title: z.string() }),
  error: z.string().nullable(),
  createdAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Done: the recipients with a phone only, and the links to hand them. */
  handOut: z.array(z.object({ row: z.number().int(), name: z.string(), url: z.string() })),
  errors: z.array(CredentialBatchErrorOut),
});
export type CredentialBatchOut = z.infer<typeof CredentialBatchOut>;

/** The organisations a caller may issue for, and their approved courses (the issuing screen). */
export const IssuableOut = z.object({
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      courses: z.array(z.object({ id: z.string(), title: z.string() })),
    }),
  ),
});
export type IssuableOut = z.infer<typeof IssuableOut>;

export const CredentialStatusInput = z.object({
  status: z.enum(CREDENTIAL_STATUS_VALUES),
  reason: z
    .string()
    .trim()
    .max(CREDENTIAL_LIMITS.reason)
    .refine(isSingleLine, singleLineMessage("Reason"))
    .default(""),
});

export const CredentialHiddenInput = z.object({ nameHidden: z.boolean() });

export const CredentialSummaryOut = z.object({
  id: z.string(),
  url: z.string(),
  recipientName: z.string().nullable(),
  nameHidden: z.boolean(),
  course: z.object({ id: z.string().nullable(), title: z.string() }),
  organization: z.object({ name: z.string(), slug: z.string() }),
  completedOn: z.string(),
  issuedAt: z.string(),
  status: z.enum(CREDENTIAL_STATUS_VALUES),
  statusReason: z.string(),
  statusChangedAt: z.string().nullable(),
});
export type CredentialSummaryOut = z.infer<typeof CredentialSummaryOut>;

export const IssuedCredentialOut = CredentialSummaryOut.extend({
  /** Set when the recipient has a phone only: the link the organisation hands out. */
  handOutLink: z.string().nullable(),
  credential: z.record(z.string(), z.unknown()),
});

/**
 * A credential secured as a JWT, in its compact form (three base64url parts): the shape the verify
 * page and the API take as a JWT rather than as JSON (VC-JOSE-COSE, or VC-JWT 1.1).
 */
export const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const VERIFY_CHECKS = ["format", "contexts", "signature", "dates", "status", "issuer"] as const;
export const VerifyResultOut = z.object({
  verified: z.boolean(),
  issuer: z.object({ id: z.string().nullable(), name: z.string().nullable(), known: z.boolean() }),
  status: z.enum(["valid", "revoked", "suspended", "unknown"]),
  checks: z.array(z.object({ name: z.enum(VERIFY_CHECKS), ok: z.boolean(), message: z.string() })),
});
export type VerifyResultOut = z.infer<typeof VerifyResultOut>;

/** A did:web an organisation's own platform signs with: `did:web:<host>[:<path>...]`. */
export const DID_WEB_PATTERN = /^did:web:[a-z0-9.-]+(%3[aA]\d{1,5})?(:[A-Za-z0-9._~%-]+)*$/;

export const DeclareIssuerDidInput = z.object({
  did: z
    .string()
    .trim()
    .max(300, "DID must be at most 300 characters")
    .regex(DID_WEB_PATTERN, "DID must be a did:web, e.g. did:web:learn.example.ac.ke"),
  /** Admins name the organisation; an organisation user declares for their own. */
  organizationId: z.string().max(64).pipe(z.uuid()).optional(),
});

export const IssuerDidDecisionInput = z.object({ decision: z.enum(["approve", "discard"]) });

export const IssuerDidOut = z.object({
  id: z.string(),
  did: z.string(),
  organization: z.object({ id: z.string(), name: z.string() }),
  approved: z.boolean(),
  createdAt: z.string(),
});

/** What a certificate's public page shows (/verify/<id>): the summary, the checks, the QR code. */
export const CredentialPageOut = z.object({
  summary: CredentialSummaryOut,
  verification: VerifyResultOut,
  /** The page's address as a QR code, an SVG made on the server. */
  qrSvg: z.string(),
  linkedInUrl: z.string(),
  jsonUrl: z.string(),
});
export type CredentialPageOut = z.infer<typeof CredentialPageOut>;

/** A certificate page's description for its <head>, in the page's language. */
export const credentialPageDescription = (language: "en" | "sw", course: string, organization: string) =>
  language === "sw"
    ? `${course}: cheti kinachothibitishika kilichotolewa na ${organization}.`
    : `${course}: a verifiable certificate issued by ${organization}.`;
