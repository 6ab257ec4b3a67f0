// Credentials issued here (docs/decisions/0041-open-badges-credentials.md): issuing (signed,
// stored, the recipient told in the same transaction), reading, listing and status changes.
import { randomInt, randomUUID } from "node:crypto";
import { CREDENTIAL_TEXTS, type CredentialSummaryOut, type IssueCredentialInput } from "@alliance/shared";
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type CredentialStatus, courses, credentials, organizations } from "../../db/schema";
import { badRequest, forbidden } from "../../lib/errors";
import { hasApprovedMember, type IssuerOrganisation, organisationById } from "./issuers";
import { openBadgeCredential, withProofSet } from "./open-badge";
import { type CredentialService, STATUS_LIST_LENGTH } from "./service";

export type CredentialRow = typeof credentials.$inferSelect;

export const verifyPath = (id: string) => `/verify/${id}`;

const summaryColumns = {
  row: credentials,
  courseTitle: courses.title,
  organizationName: organizations.name,
  organizationSlug: organizations.slug,
};

type SummaryRow = {
  row: CredentialRow;
  courseTitle: string | null;
  organizationName: string;
  organizationSlug: string;
};

export function credentialSummary(
  origin: string,
  found: SummaryRow,
  showName: boolean,
): CredentialSummaryOut {
  const { row } = found;
  const achievement = (row.document.credentialSubject as { achievement?: { name?: string } } | undefined)
    ?.achievement;
  return {
    id: row.id,
    url: `${origin}${verifyPath(row.id)}`,
    recipientName: showName || !row.nameHidden ? row.recipientName : null,
    nameHidden: row.nameHidden,
    course: { id: row.courseId, title: found.courseTitle ?? achievement?.name ?? "" },
    organization: { name: found.organizationName, slug: found.organizationSlug },
    completedOn: row.completedOn,
    issuedAt: row.issuedAt.toISOString(),
    status: row.status,
    statusReason: row.statusReason,
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
  };
}

function summaries(db: Db, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(credentials)
    .innerJoin(organizations, eq(organizations.id, credentials.organizationId))
    .leftJoin(courses, eq(courses.id, credentials.courseId))
    .where(where);
}

export async function findCredential(db: Db, id: string): Promise<SummaryRow | undefined> {
  const [row] = await summaries(db, eq(credentials.id, id));
  return row;
}

export async function listCredentials(db: Db, organizationId: string | null, limit: number, offset: number) {
  const where = organizationId ? eq(credentials.organizationId, organizationId) : undefined;
  const [rows, [total]] = await Promise.all([
    summaries(db, where)
      .orderBy(desc(credentials.issuedAt), desc(credentials.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(credentials).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The organisation may issue: its member record is approved (403 otherwise). */
export async function requireIssuer(
  db: Db,
  organizationId: string | null | undefined,
): Promise<IssuerOrganisation> {
  const organisation = organizationId ? await organisationById(db, organizationId) : undefined;
  if (!organisation?.approved) throw forbidden(CREDENTIAL_TEXTS.notIssuer);
  return organisation;
}

/**
 * The organisation a caller issues for: an organisation user its own (naming another is 403); an
 * admin the one named (or their own). 403 when it has no approved member record.
 */
export async function issuingOrganisation(
  db: Db,
  user: { isAdmin: boolean; organizationId?: string | null },
  named: string | undefined,
): Promise<IssuerOrganisation> {
  if (!user.isAdmin && named && named !== user.organizationId) throw forbidden();
  return requireIssuer(db, user.isAdmin ? (named ?? user.organizationId) : user.organizationId);
}

/** The organisations a caller may issue for (its own, or every approved one for an admin), with their approved courses. */
export async function issuableCourses(db: Db, user: { isAdmin: boolean; organizationId?: string | null }) {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, courseId: courses.id, title: courses.title })
    .from(organizations)
    .leftJoin(courses, and(eq(courses.organizationId, organizations.id), eq(courses.approved, true)))
    .where(
      user.isAdmin
        ? hasApprovedMember
        : and(
            eq(organizations.id, user.organizationId ?? "00000000-0000-0000-0000-000000000000"),
            hasApprovedMember,
          ),
    )
    .orderBy(asc(organizations.name), asc(courses.title));
  const out = new Map<string, { id: string; name: string; courses: Array<{ id: string; title: string }> }>();
  for (const row of rows) {
    const entry = out.get(row.id) ?? { id: row.id, name: row.name, courses: [] };
    if (row.courseId) entry.courses.push({ id: row.courseId, title: row.title! });
    out.set(row.id, entry);
  }
  return [...out.values()];
}

/** One of the organisation's approved courses (400 otherwise). */
export async function issuableCourse(db: Db, organizationId: string, courseId: string) {
  const [course] = await db
    .select()
    .from(courses)
    .where(
      and(eq(courses.id, courseId), eq(courses.organizationId, organizationId), eq(courses.approved, true)),
    );
  if (!course) throw badRequest(CREDENTIAL_TEXTS.courseNotIssuable);
  return course;
}

export interface IssueRequest {
  service: CredentialService;
  organisation: IssuerOrganisation;
  course: typeof courses.$inferSelect;
  input: IssueCredentialInput;
  issuedAt: Date;
  createdBy: string;
  /** Its bit in the status lists; drawn at random when not given (a batch draws its own, unique). */
  statusIndex?: number;
  /** Signs with a key read once for many credentials (a batch); else the controller's active key. */
  sign?: (credential: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export type PreparedCredential = typeof credentials.$inferInsert;

/**
 * One credential ready to sign: its row without the signed document, and the unsigned credential.
 * Its status bit is drawn at random when not given (herd privacy).
 */
export function draftCredential(request: IssueRequest): {
  row: Omit<PreparedCredential, "document">;
  unsigned: Record<string, unknown>;
} {
  const { service, organisation, course, input, issuedAt } = request;
  const completedOn = input.completedOn ?? issuedAt.toISOString().slice(0, 10);
  if (completedOn > issuedAt.toISOString().slice(0, 10)) throw badRequest(CREDENTIAL_TEXTS.completedInFuture);
  const did = service.organisationDid(organisation.slug);
  const id = randomUUID();
  const index = request.statusIndex ?? randomInt(STATUS_LIST_LENGTH);
  const unsigned = openBadgeCredential({
    id,
    url: `${service.origin}${verifyPath(id)}`,
    issuer: { did, name: organisation.name, url: `${service.origin}/organisations/${organisation.slug}` },
    course: {
      id: course.id,
      title: course.title,
      description: course.desc,
      link: course.link,
      criteria: `Completed the course "${course.title}" offered by ${organisation.name}.`,
    },
    recipient: input.recipient,
    completedOn,
    grade: input.grade || undefined,
    issuedAt,
    status: { index, listUrl: (purpose) => service.statusListUrl(organisation.slug, purpose) },
  });
  return {
    row: {
      id,
      organizationId: organisation.id,
      courseId: course.id,
      recipientName: input.recipient.name,
      completedOn,
      issuedAt,
      statusIndex: index,
      createdBy: request.createdBy,
    },
    unsigned,
  };
}

/** A drafted credential with its signed document (the proof written as a set). */
export const signedCredential = (
  row: Omit<PreparedCredential, "document">,
  signed: Record<string, unknown>,
): PreparedCredential => ({ ...row, document: withProofSet(signed) });

/**
 * Signs one credential, ready to store. Signing reads the issuer's key (and may make it), so it
 * runs before the write's transaction.
 */
export async function prepareCredential(request: IssueRequest): Promise<PreparedCredential> {
  const { row, unsigned } = draftCredential(request);
  const { service, organisation } = request;
  const did = service.organisationDid(organisation.slug);
  return signedCredential(
    row,
    await (request.sign ? request.sign(unsigned) : service.sign(unsigned, organisation.id, did)),
  );
}

/** Stores a signed credential; undefined when its status bit is taken (sign again with another). */
export async function insertCredential(
  tx: Db,
  prepared: PreparedCredential,
): Promise<CredentialRow | undefined> {
  // onConflictDoNothing keeps the transaction usable after a clash.
  const [row] = await tx.insert(credentials).values(prepared).onConflictDoNothing().returning();
  return row;
}

export async function setCredentialStatus(
  db: Db,
  id: string,
  change: { status: CredentialStatus; reason: string; at: Date },
): Promise<void> {
  await db
    .update(credentials)
    .set({ status: change.status, statusReason: change.reason, statusChangedAt: change.at })
    .where(eq(credentials.id, id));
}

export async function setNameHidden(db: Db, id: string, nameHidden: boolean): Promise<void> {
  await db.update(credentials).set({ nameHidden }).where(eq(credentials.id, id));
}
