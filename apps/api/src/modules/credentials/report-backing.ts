// Credentials behind a report's certified figure (docs/decisions/0041-open-badges-credentials.md):
// the organisation attaches credentials it issued elsewhere (a file, or links that each answer
// one). What was sent is checked for form and size on the request and refused whole when wrong;
// the verification itself (signatures, DID documents and status lists read over the network) is
// queued work, one job at a time per instance, each credential verified in turn so other requests
// are served between two. A credential counts for the report when it verified, its issuer is one
// of the organisation's DIDs in the registry, and its completion date falls in the report's
// quarter; the counting queries (summary-repository.ts) decide the last two when they read, so a
// DID approved later makes what it signed count without a new check.
import { createHash } from "node:crypto";
import {
  REPORT_CREDENTIAL_LIMITS,
  REPORT_CREDENTIAL_TEXTS,
  type ReportCredentialOut,
} from "@alliance/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { credentials, reportCredentials } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { createWorkQueue } from "../../lib/work-queue";
import { countsFor } from "../reports/summary-repository";
import { ownDid } from "./did";
import { organisationBySlug } from "./issuers";
import { knownIssuer } from "./registry";
import { fetchRemoteText } from "./remote-json";
import type { CredentialService } from "./service";
import { credentialOfJwt, decodeJwt } from "./vc-jwt";
import { verifyCredential } from "./verify";

type Json = Record<string, unknown>;
/** One credential as attached: a JSON object (Data Integrity) or a compact JWT. */
export type AttachedItem = Json | string;

/** A check still pending after this long was cut off by its instance's stop: it is read as failed. */
const STALE_AFTER_MS = 15 * 60 * 1000;

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * The credentials of a file: a JSON array of credentials (objects or JWT strings), one
 * credential (an object), or JWT-secured credentials one per line. Anything else, an empty file or
 * more than the limit is refused whole (400): nothing is attached.
 */
export function readCredentialFile(body: Buffer | string | undefined): AttachedItem[] {
  const text = (typeof body === "string" ? body : (body?.toString("utf8") ?? ""))
    .replace(/^\uFEFF/, "")
    .trim();
  if (!text) throw badRequest(REPORT_CREDENTIAL_TEXTS.empty);
  let items: unknown[];
  if (text.startsWith("[") || text.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest(REPORT_CREDENTIAL_TEXTS.unreadable);
    }
    items = Array.isArray(parsed) ? parsed : [parsed];
  } else {
    items = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return checkedItems(items);
}

/** Items sent as JSON (`{ credentials: [...] }`) or read from a file: each a credential or a JWT. */
export function checkedItems(items: unknown[]): AttachedItem[] {
  if (items.length === 0) throw badRequest(REPORT_CREDENTIAL_TEXTS.empty);
  if (items.length > REPORT_CREDENTIAL_LIMITS.credentials) throw badRequest(REPORT_CREDENTIAL_TEXTS.tooMany);
  return items.map((item, index) => {
    if (isObject(item)) return item;
    if (typeof item === "string" && decodeJwt(item)) return item.trim();
    throw badRequest(REPORT_CREDENTIAL_TEXTS.notCredential(index + 1));
  });
}

/**
 * Links a credential can be read from: http(s) URLs without credentials in them, https unless the
 * host is one of DID_WEB_INSECURE_HOSTS (development and tests). Whether the host is a public
 * address is decided when it is read (remote-json.ts), as for DID documents.
 */
export function checkedLinks(links: string[], insecureHosts: readonly string[]): URL[] {
  const unique = [...new Set(links.map((link) => link.trim()))];
  return unique.map((link) => {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw badRequest(REPORT_CREDENTIAL_TEXTS.badLink(link));
    }
    const listed = insecureHosts.includes(url.host.toLowerCase());
    if ((url.protocol !== "https:" && !(listed && url.protocol === "http:")) || url.username || url.password)
      throw badRequest(REPORT_CREDENTIAL_TEXTS.badLink(link));
    return url;
  });
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The hash of a credential as attached: a JWT's text, or an object's JSON as read. */
export const hashOf = (item: AttachedItem) => sha256(typeof item === "string" ? item : JSON.stringify(item));

/** The credential an item carries (a JWT's payload folded in), or null. */
function credentialOf(item: AttachedItem): Json | null {
  if (typeof item !== "string") return item;
  const jwt = decodeJwt(item);
  return jwt ? credentialOfJwt(jwt.payload) : null;
}

const dayOf = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * The date a credential was completed, as its issuer states it (the day as written, in the
 * issuer's own time): the subject's `activityEndDate` (OB 3.0, what this site writes), else the
 * credential's `awardedDate` (OB 3.0), else its `validFrom` (VC 2.0) or `issuanceDate` (VC 1.1).
 */
export function completionDate(credential: Json): string | null {
  const subjects = Array.isArray(credential.credentialSubject)
    ? credential.credentialSubject
    : [credential.credentialSubject];
  for (const subject of subjects) {
    if (isObject(subject) && dayOf(subject.activityEndDate)) return dayOf(subject.activityEndDate);
  }
  return dayOf(credential.awardedDate) ?? dayOf(credential.validFrom) ?? dayOf(credential.issuanceDate);
}

export interface BackingJob {
  db: Db;
  service: CredentialService;
  clock: () => Date;
  insecureHosts: readonly string[];
  /** Each attachment's row and what to check: the credential, or the link to read it from. */
  items: Array<{ rowId: string; item?: AttachedItem; link?: URL }>;
  /** After the last check: the public figures that count them are stale. */
  onDone?: () => Promise<void>;
}

/** The instance's queue of checks: one job at a time, 20 may wait. */
export interface BackingChecks {
  readonly full: boolean;
  /** Queues a job; failures are the job's rows' (and the log's), never the caller's. */
  run(job: BackingJob, onError: (error: unknown) => void): void;
  /** Resolves once every job queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

export function backingChecks(): BackingChecks {
  const queue = createWorkQueue({ concurrency: 1, maxWaiting: 20 });
  let last: Promise<void> = Promise.resolve();
  return {
    get full() {
      return queue.waiting >= queue.maxWaiting;
    },
    run(job, onError) {
      // One at a time, first in first out: the last job queued is the last to finish.
      last = queue.run(() => runBackingJob(job)).catch(onError);
    },
    idle: () => last,
  };
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads a link's credential: JSON, or a compact JWT as text. */
async function credentialAt(link: URL, insecureHosts: readonly string[]): Promise<AttachedItem> {
  const text = (
    await fetchRemoteText(
      link,
      insecureHosts,
      "application/vc+ld+json, application/vc+jwt, application/vc, application/json",
    )
  ).trim();
  if (decodeJwt(text)) return text;
  try {
    const parsed = JSON.parse(text);
    if (isObject(parsed)) return parsed;
  } catch {
    // Answered below.
  }
  throw new Error(`${link.href} does not answer a credential`);
}

/** The id of this site's own credential the item is, if it is one (counted with the site's own). */
async function ownCredential(db: Db, service: CredentialService, credentialId: string | null) {
  const prefix = `${service.origin}/verify/`;
  const id = credentialId?.startsWith(prefix) ? credentialId.slice(prefix.length) : null;
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select({ id: credentials.id }).from(credentials).where(eq(credentials.id, id));
  return row?.id ?? null;
}

/** Checks one attachment and records the outcome on its row. */
async function checkOne(
  job: BackingJob,
  entry: BackingJob["items"][number],
  documents: Map<string, ReturnType<ReturnType<CredentialService["loader"]>>>,
) {
  const { db, service } = job;
  const set: Partial<typeof reportCredentials.$inferInsert> = { state: "checked" };
  try {
    const item = entry.item ?? (await credentialAt(entry.link!, job.insecureHosts));
    const credential = credentialOf(item);
    set.hash = hashOf(item);
    const id = credential?.id;
    set.credentialId = typeof id === "string" ? id.slice(0, 2000) : null;
    set.completedOn = credential ? completionDate(credential) : null;
    const result = await verifyCredential(service, item, {
      now: job.clock(),
      knownIssuer: (did) => knownIssuer(db, service, did),
      documents,
    });
    const issuer = result.issuer.id?.split("#")[0] ?? null;
    set.issuer = issuer?.slice(0, 2000) ?? null;
    const own = issuer ? ownDid(issuer, service.origin) : null;
    set.issuerOrganizationId =
      own?.kind === "organisation" ? ((await organisationBySlug(db, own.slug!))?.id ?? null) : null;
    set.ownCredentialId = set.issuerOrganizationId
      ? await ownCredential(db, service, set.credentialId)
      : null;
    set.verified = result.verified;
    set.reason = result.verified
      ? null
      : result.checks
          .filter((check) => !check.ok && check.name !== "issuer")
          .map((check) => check.message)
          .join("; ")
          .slice(0, 2000);
  } catch (error) {
    set.verified = false;
    set.reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  }
  set.checkedAt = job.clock();
  await db.update(reportCredentials).set(set).where(eq(reportCredentials.id, entry.rowId));
}

/** Verifies a job's attachments one after the other, other requests served in between. */
export async function runBackingJob(job: BackingJob): Promise<void> {
  // The issuers' DID documents and status lists, read once for the whole job.
  const documents = new Map<string, ReturnType<ReturnType<CredentialService["loader"]>>>();
  for (const entry of job.items) {
    await checkOne(job, entry, documents);
    await yieldToRequests();
  }
  await job.onDone?.();
}

const quarterLabel = (year: number, quarter: string) => `${year} ${quarter}`;

type ReportKey = { id: string; organizationId: string | null; year: number; quarter: string };

/** One page of a report's attachments, each with whether it counts and why not. */
export async function listAttachments(
  db: Db,
  report: ReportKey,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ rows: ReportCredentialOut[]; total: number }> {
  const counts = report.organizationId
    ? countsFor(sql`${report.organizationId}::uuid`, sql`${report.year}::int`, sql`${report.quarter}::text`)
    : sql`false`;
  // A credential attached twice (the same id, or the same bytes through a link and a file)
  // counts once: on its earliest counting row.
  const rows = await rowsOf<{
    id: string;
    source: "file" | "link";
    link: string | null;
    credential_id: string | null;
    hash: string | null;
    issuer: string | null;
    completed_on: string | null;
    state: "pending" | "checked";
    verified: boolean;
    reason: string | null;
    own_credential_id: string | null;
    checked_at: Date | string | null;
    created_at: Date | string;
    counts: boolean;
    first: boolean;
    issuer_ok: boolean;
  }>(
    db,
    sql`select *, (row_number() over (partition by counts, coalesce(credential_id, hash, id::text)
          order by created_at, id) = 1) as first
      from (select x.*, coalesce((${counts}), false) as counts,
          coalesce(x.issuer_organization_id = ${report.organizationId} or exists (
            select 1 from issuer_dids d where d.did = x.issuer and d.organization_id = ${report.organizationId}
              and d.approved), false) as issuer_ok
        from ${reportCredentials} x where x.report_id = ${report.id}) as a
      order by created_at desc, id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  const [total] = await rowsOf<{ n: string | number }>(
    db,
    sql`select count(*) as n from ${reportCredentials} where report_id = ${report.id}`,
  );
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  const period = quarterLabel(report.year, report.quarter);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((row) => {
      const counted = row.counts && row.first;
      // A check still pending this long was cut off (its instance stopped): read as failed, so
      // the screen stops waiting; it never counted, and a late result would still show.
      const interrupted =
        row.state === "pending" && new Date(row.created_at).getTime() < now.getTime() - STALE_AFTER_MS;
      let reason: string | null = null;
      if (interrupted) reason = REPORT_CREDENTIAL_TEXTS.interrupted;
      else if (row.state === "pending") reason = REPORT_CREDENTIAL_TEXTS.pending;
      else if (!row.verified) reason = row.reason;
      else if (row.own_credential_id) reason = REPORT_CREDENTIAL_TEXTS.issuedHere;
      else if (!row.issuer_ok) reason = REPORT_CREDENTIAL_TEXTS.notOrganisations(row.issuer ?? "unknown");
      else if (!row.completed_on) reason = REPORT_CREDENTIAL_TEXTS.noDate;
      else if (!row.counts)
        reason = REPORT_CREDENTIAL_TEXTS.outsideQuarter(String(row.completed_on).slice(0, 10), period);
      else if (!row.first) reason = REPORT_CREDENTIAL_TEXTS.duplicate;
      return {
        id: row.id,
        source: row.source,
        link: row.link,
        credentialId: row.credential_id,
        hash: row.hash ?? "",
        issuer: row.issuer,
        completedOn: row.completed_on ? String(row.completed_on).slice(0, 10) : null,
        verified: interrupted ? false : row.state === "pending" ? null : row.verified,
        counted,
        reason,
        checkedAt: iso(row.checked_at),
        createdAt: iso(row.created_at)!,
      };
    }),
  };
}

/** The hashes among `hashes` already attached to the report. */
export async function attachedHashes(db: Db, reportId: string, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: reportCredentials.hash })
    .from(reportCredentials)
    .where(and(eq(reportCredentials.reportId, reportId), inArray(reportCredentials.hash, hashes)));
  return new Set(rows.map((row) => row.hash!));
}
