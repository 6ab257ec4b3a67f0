// Certificates issued in a batch (docs/decisions/0041-open-badges-credentials.md): a CSV or a JSON
// array of up to 1,000 recipients for one course, every row checked first (a dry run answers each
// mistake by row and column and changes nothing); then issued as queued work, one batch at a time
// per instance: the credentials are signed in worker threads (signing-pool.ts; the main thread
// keeps serving requests), and all are stored together, with their e-mails and one audit entry, in
// one transaction. A batch is issued whole or not at all.
import { randomInt } from "node:crypto";
import {
  CREDENTIAL_BATCH_COLUMNS,
  CREDENTIAL_LIMITS,
  CREDENTIAL_TEXTS,
  type CredentialBatchError,
  type CredentialBatchOut,
  CredentialBatchRow,
  type IssueCredentialInput,
} from "@alliance/shared";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type courses, credentialBatches, credentials } from "../../db/schema";
import { readSpreadsheetCsv } from "../../lib/csv";
import { badRequest } from "../../lib/errors";
import { createWorkQueue } from "../../lib/work-queue";
import { type AuditEntry, recordAudit } from "../audit/audited";
import { enqueueMany, type SiteLink } from "../mail/outbox";
import type { IssuerOrganisation } from "./issuers";
import { CREDENTIAL_MAIL_KIND, recipientMail } from "./recipient-mail";
import {
  type CredentialRow,
  draftCredential,
  type PreparedCredential,
  signedCredential,
  verifyPath,
} from "./repository";
import { type CredentialService, STATUS_LIST_LENGTH } from "./service";
import { signInThreads, signingThreads } from "./signing-pool";

export interface BatchRecipient {
  /** Its row in the file (the heading row is 1; a JSON item's index + 1). */
  row: number;
  name: string;
  email?: string;
  phone?: string;
  completedOn: string;
  grade?: string;
}

/** Column names as people write them, to the field they fill. */
const COLUMN_ALIASES: Record<string, (typeof CREDENTIAL_BATCH_COLUMNS)[number]> = {
  name: "name",
  "full name": "name",
  email: "email",
  "e-mail": "email",
  phone: "phone",
  "phone number": "phone",
  completedon: "completedOn",
  "completed on": "completedOn",
  completed_on: "completedOn",
  "completion date": "completedOn",
  grade: "grade",
};

type RawRow = { row: number; cells: Record<string, unknown> };

function csvRows(text: string, errors: CredentialBatchError[]): RawRow[] {
  const records = readSpreadsheetCsv(text);
  if (!records) throw badRequest(CREDENTIAL_TEXTS.batchUnreadable);
  const [head, ...body] = records;
  if (!head) return [];
  const columns = head.record.map((heading) => {
    const field = COLUMN_ALIASES[heading.trim().toLowerCase()];
    if (!field && heading.trim()) {
      errors.push({
        row: head.line,
        column: heading.trim(),
        message: `Unknown column: the columns are ${CREDENTIAL_BATCH_COLUMNS.join(", ")}`,
      });
    }
    return field;
  });
  if (!columns.includes("name")) {
    errors.push({ row: head.line, column: "name", message: "The file needs a name column" });
  }
  return body
    .filter(({ record }) => record.some((value) => value.trim() !== ""))
    .map(({ record, line }) => {
      const cells: Record<string, unknown> = {};
      columns.forEach((field, index) => {
        const value = record[index]?.trim();
        if (field && value) cells[field] = value;
      });
      return { row: line, cells };
    });
}

function jsonRows(text: string, errors: CredentialBatchError[]): RawRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(CREDENTIAL_TEXTS.batchUnreadable);
  }
  const items =
    parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as { recipients?: unknown }).recipients
      : parsed;
  if (!Array.isArray(items)) throw badRequest(CREDENTIAL_TEXTS.batchUnreadable);
  return items.map((item, index) => {
    const row = index + 1;
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      errors.push({ row, column: null, message: "Each recipient is an object with a name" });
      return { row, cells: {} };
    }
    const cells: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const field = COLUMN_ALIASES[key.toLowerCase()];
      if (!field) {
        errors.push({
          row,
          column: key,
          message: `Unknown field: the fields are ${CREDENTIAL_BATCH_COLUMNS.join(", ")}`,
        });
      } else if (value !== null && value !== "") cells[field] = value;
    }
    return { row, cells };
  });
}

/**
 * The recipients of a batch file, or every mistake in it (row and column named). A CSV has a
 * heading row; JSON is an array of objects (or `{ recipients: [...] }`).
 */
export function readBatch(
  body: Buffer | undefined,
  contentType: string | undefined,
  today: string,
): { recipients: BatchRecipient[]; errors: CredentialBatchError[] } {
  const text = (body ?? Buffer.alloc(0)).toString("utf8").replace(/^\uFEFF/, "");
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  const start = text.trimStart();
  const json = type === "application/json" || type.endsWith("+json") || /^[[{]/.test(start);
  const errors: CredentialBatchError[] = [];
  const rows = json ? jsonRows(text, errors) : csvRows(text, errors);
  if (rows.length === 0 && errors.length === 0) throw badRequest(CREDENTIAL_TEXTS.batchEmpty);
  if (rows.length > CREDENTIAL_LIMITS.batch) throw badRequest(CREDENTIAL_TEXTS.batchTooMany);
  const recipients: BatchRecipient[] = [];
  for (const { row, cells } of rows) {
    const values = Object.fromEntries(
      Object.entries(cells).map(([key, value]) => [key, typeof value === "number" ? String(value) : value]),
    );
    const parsed = CredentialBatchRow.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({ row, column: issue.path[0] ? String(issue.path[0]) : null, message: issue.message });
      }
      continue;
    }
    if (parsed.data.completedOn > today) {
      errors.push({ row, column: "completedOn", message: CREDENTIAL_TEXTS.completedInFuture });
      continue;
    }
    recipients.push({ row, ...parsed.data, grade: parsed.data.grade || undefined });
  }
  return { recipients, errors };
}

/** `count` status bits of the organisation not yet taken, drawn at random (herd privacy). */
async function freeIndices(db: Db, organizationId: string, count: number): Promise<number[]> {
  const taken = await db
    .select({ index: credentials.statusIndex })
    .from(credentials)
    .where(eq(credentials.organizationId, organizationId));
  const used = new Set(taken.map((row) => row.index));
  if (used.size + count > STATUS_LIST_LENGTH) throw new Error("the issuer's status list is full");
  const out: number[] = [];
  while (out.length < count) {
    const index = randomInt(STATUS_LIST_LENGTH);
    if (used.has(index)) continue;
    used.add(index);
    out.push(index);
  }
  return out;
}

/** Thrown inside the storing transaction when a status bit was taken meanwhile: sign those again. */
class IndexTaken extends Error {
  constructor(readonly rows: Set<number>) {
    super("status index taken");
  }
}

export interface BatchJob {
  db: Db;
  service: CredentialService;
  siteLink: SiteLink;
  clock: () => Date;
  batchId: string;
  organisation: IssuerOrganisation;
  course: typeof courses.$inferSelect;
  recipients: BatchRecipient[];
  language?: "en" | "sw";
  createdBy: string;
  actor: Pick<AuditEntry, "actorId" | "actorEmail">;
  /** CREDENTIAL_SIGNING_THREADS: undefined picks one per core (signing-pool.ts). */
  signingThreads?: number;
}

const PROGRESS_EVERY = 50;

/** Signs every credential of the batch, then stores them all in one transaction. */
async function issueBatch(job: BatchJob): Promise<Array<{ row: number; name: string; url: string }>> {
  const { db, service, organisation, course, recipients } = job;
  const input = (recipient: BatchRecipient): IssueCredentialInput => ({
    courseId: course.id,
    recipient: { name: recipient.name, email: recipient.email, phone: recipient.phone },
    completedOn: recipient.completedOn,
    grade: recipient.grade,
    language: job.language,
  });
  const controller = service.organisationDid(organisation.slug);
  const threads = signingThreads(job.signingThreads);
  const progress = async (signed: number) => {
    await db.update(credentialBatches).set({ signed }).where(eq(credentialBatches.id, job.batchId));
  };
  // Signs the recipients' credentials with the given status bits: in worker threads (the main
  // thread keeps answering requests), or one after the other here when there are none.
  const signAll = async (
    list: BatchRecipient[],
    statusIndices: number[],
    report?: (signed: number) => Promise<void>,
  ): Promise<PreparedCredential[]> => {
    const drafts = list.map((recipient, position) =>
      draftCredential({
        service,
        organisation,
        course,
        input: input(recipient),
        issuedAt: job.clock(),
        createdBy: job.createdBy,
        statusIndex: statusIndices[position]!,
      }),
    );
    let reported = 0;
    const tell = async (signed: number) => {
      if (!report || (signed < list.length && signed - reported < PROGRESS_EVERY)) return;
      reported = signed;
      await report(signed);
    };
    if (threads > 0) {
      const key = await service.signingKey(organisation.id, controller);
      const unsigned = drafts.map((draft) => draft.unsigned);
      const signed = await signInThreads(unsigned, key, job.clock(), threads, tell);
      return drafts.map((draft, position) => signedCredential(draft.row, signed[position]!));
    }
    const signer = await service.signer(organisation.id, controller);
    const out: PreparedCredential[] = [];
    for (const draft of drafts) {
      out.push(signedCredential(draft.row, await signer(draft.unsigned)));
      await tell(out.length);
      // Let other requests through between two signatures.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return out;
  };

  const prepared = new Map<number, PreparedCredential>();
  const indices = await freeIndices(db, organisation.id, recipients.length);
  const signedAll = await signAll(recipients, indices, progress);
  for (const [position, recipient] of recipients.entries()) prepared.set(recipient.row, signedAll[position]!);
  await progress(recipients.length);

  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const clashes = new Set<number>();
        const stored = new Map<number, Pick<CredentialRow, "id">>();
        const all = [...prepared.entries()];
        for (let start = 0; start < all.length; start += 200) {
          const chunk = all.slice(start, start + 200);
          // Only the ids come back: the documents are not read back while the connection is held.
          const rows = await tx
            .insert(credentials)
            .values(chunk.map(([, value]) => value))
            .onConflictDoNothing()
            .returning({ id: credentials.id });
          const inserted = new Set(rows.map((row) => row.id));
          for (const [row, value] of chunk) {
            if (inserted.has(value.id!)) stored.set(row, { id: value.id! });
            else clashes.add(row);
          }
        }
        if (clashes.size) throw new IndexTaken(clashes);
        const handOut: Array<{ row: number; name: string; url: string }> = [];
        const mails: Array<NonNullable<ReturnType<typeof recipientMail>>> = [];
        for (const recipient of recipients) {
          const credential = stored.get(recipient.row)!;
          const news = { credential, organisation, course, input: input(recipient) };
          const mail = recipientMail(job.siteLink, news);
          if (mail) mails.push(mail);
          else {
            handOut.push({
              row: recipient.row,
              name: recipient.name,
              url: `${service.origin}${verifyPath(credential.id)}`,
            });
          }
        }
        await enqueueMany(tx, CREDENTIAL_MAIL_KIND, mails);
        await recordAudit(tx, {
          action: "issue-credential-batch",
          entity: "credential-batch",
          entityId: job.batchId,
          after: { course: course.title, issued: recipients.length },
          ...job.actor,
        });
        const finishedAt = job.clock();
        await tx
          .update(credentialBatches)
          .set({ state: "done", handOut, finishedAt })
          .where(eq(credentialBatches.id, job.batchId));
        return handOut;
      });
    } catch (error) {
      if (!(error instanceof IndexTaken) || attempt >= 5) throw error;
      // Another issue took these bits while the batch was signed: draw others and sign again.
      const again = await freeIndices(db, organisation.id, error.rows.size);
      const clashed = recipients.filter((recipient) => error.rows.has(recipient.row));
      const resigned = await signAll(clashed, again);
      for (const [position, recipient] of clashed.entries()) prepared.set(recipient.row, resigned[position]!);
    }
  }
}

/** One batch at a time per instance; a few more wait their turn. */
export const batchQueue = () => createWorkQueue({ concurrency: 1, maxWaiting: 20 });

/** Runs the batch; its row says how it went (done, or failed with the reason). */
export async function runBatch(job: BatchJob): Promise<void> {
  await job.db
    .update(credentialBatches)
    .set({ state: "running" })
    .where(eq(credentialBatches.id, job.batchId));
  try {
    await issueBatch(job);
  } catch (error) {
    await job.db
      .update(credentialBatches)
      .set({
        state: "failed",
        error: `Nothing was issued: ${(error as Error).message || "the batch failed"}`,
        finishedAt: job.clock(),
      })
      .where(eq(credentialBatches.id, job.batchId));
  }
  job.service.statusChanged();
}

/** A batch still waiting or running this long was interrupted (a restart): nothing of it was stored. */
const STALE_MS = 15 * 60 * 1000;

export async function failStaleBatches(db: Db, now: Date): Promise<void> {
  await db
    .update(credentialBatches)
    .set({ state: "failed", error: CREDENTIAL_TEXTS.batchInterrupted, finishedAt: now })
    .where(
      and(
        inArray(credentialBatches.state, ["queued", "running"]),
        lt(credentialBatches.createdAt, new Date(now.getTime() - STALE_MS)),
      ),
    );
}

export function batchOut(row: typeof credentialBatches.$inferSelect): CredentialBatchOut {
  return {
    id: row.id,
    dryRun: false,
    state: row.state,
    total: row.total,
    signed: row.signed,
    course: { id: row.courseId ?? "", title: row.courseTitle },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    handOut: row.handOut,
    errors: [],
  };
}
