// Credentials behind a report's certified figure (docs/decisions/0041-open-badges-credentials.md):
// an organisation attaches the credentials it issued on its own platform, as a file or as links
// that each answer one credential; each is verified off the request path and counts for the
// report when verified, issued by one of the organisation's DIDs in the registry, and completed
// in the report's quarter.
import { z } from "zod";
import { pagingQuery } from "./lists";

export const REPORT_CREDENTIAL_LIMITS = {
  /** A file (or a JSON body) of credentials, in bytes. */
  bytes: 5 * 1024 * 1024,
  /** Credentials in one file or body. */
  credentials: 1000,
  /** Links in one request: each is fetched with a 3-second time-out. */
  links: 200,
  /** One link's length. */
  link: 2000,
} as const;

export const REPORT_CREDENTIAL_SOURCES = ["file", "link"] as const;
export type ReportCredentialSource = (typeof REPORT_CREDENTIAL_SOURCES)[number];

export const REPORT_CREDENTIAL_TEXTS = {
  heading: "Credentials behind the certified figure",
  intro:
    "Attach the certificates your organisation issued on its own platform (Open Badges or other verifiable credentials). Each one is checked: it counts as verifiable when its signature, dates and status hold, it was issued by one of your organisation's DIDs in the alliance's registry, and it was completed in the report's quarter. Certificates issued on this site are counted already.",
  unreadable: "Send a JSON array of credentials, one credential, or JWT-secured credentials one per line",
  empty: "The file holds no credential",
  tooMany: `At most ${REPORT_CREDENTIAL_LIMITS.credentials} credentials at a time`,
  tooLarge: `A file of credentials is at most ${REPORT_CREDENTIAL_LIMITS.bytes / 1024 / 1024} MB`,
  notCredential: (item: number) =>
    `Item ${item} is neither a credential (a JSON object) nor a JWT-secured credential`,
  tooManyLinks: `At most ${REPORT_CREDENTIAL_LIMITS.links} links at a time`,
  badLink: (link: string) => `Not a link a credential can be read from: ${link.slice(0, 80)}`,
  nothing: "Choose a file of credentials or give links",
  busy: "Busy checking other credentials: try again in a minute",
  pending: "Being checked",
  interrupted: "The check was interrupted: attach it again",
  notOrganisations: (issuer: string) =>
    `Its issuer ${issuer} is not one of the organisation's DIDs in the registry (an admin approves a DID the organisation declares)`,
  outsideQuarter: (date: string, period: string) => `Completed on ${date}, outside ${period}`,
  noDate: "It names no completion or award date",
  issuedHere: "Issued on this site: counted already with the site's own certificates",
  duplicate: "The same credential is attached already: counted once",
  counted: "Counted as verifiable",
} as const;

/** `POST /reports/{id}/credentials` as JSON: credentials (objects or JWTs) or links, not both. */
export const ReportCredentialsInput = z.union([
  z.object({
    credentials: z
      // A credential is any JSON object (its fields are the verifier's to check), or a JWT.
      .array(z.union([z.looseObject({}), z.string().max(64 * 1024)]))
      .min(1, REPORT_CREDENTIAL_TEXTS.empty)
      .max(REPORT_CREDENTIAL_LIMITS.credentials, REPORT_CREDENTIAL_TEXTS.tooMany),
  }),
  z.object({
    links: z
      .array(z.string().trim().min(1).max(REPORT_CREDENTIAL_LIMITS.link))
      .min(1, REPORT_CREDENTIAL_TEXTS.nothing)
      .max(REPORT_CREDENTIAL_LIMITS.links, REPORT_CREDENTIAL_TEXTS.tooManyLinks),
  }),
]);
export type ReportCredentialsInput = z.infer<typeof ReportCredentialsInput>;

export const ReportCredentialOut = z.object({
  id: z.string(),
  source: z.enum(REPORT_CREDENTIAL_SOURCES),
  /** The link it was read from (source "link"). */
  link: z.string().nullable(),
  /** The credential's own id, when it names one. */
  credentialId: z.string().nullable(),
  /** SHA-256 of the credential as attached (hex). */
  hash: z.string(),
  issuer: z.string().nullable(),
  /** Its completion (or award) date, as the credential states it. */
  completedOn: z.string().nullable(),
  /** Its signature, dates and status hold; null while it is being checked. */
  verified: z.boolean().nullable(),
  /** It counts as verifiable for this report. */
  counted: z.boolean(),
  /** Why it does not count (or a note when it does not add to the count). */
  reason: z.string().nullable(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportCredentialOut = z.infer<typeof ReportCredentialOut>;

export const REPORT_CREDENTIAL_PAGING = { default: 50, max: 200 } as const;
export const ReportCredentialsQuery = pagingQuery(REPORT_CREDENTIAL_PAGING);

export const ReportCredentialsAttachedOut = z.object({
  /** New attachments, queued for their check. */
  attached: z.number().int(),
  /** Items already attached to the report (the same bytes): skipped. */
  duplicates: z.number().int(),
});
export type ReportCredentialsAttachedOut = z.infer<typeof ReportCredentialsAttachedOut>;

export const ReportCredentialParams = z.object({ id: z.string().max(64), attachmentId: z.string().max(64) });
