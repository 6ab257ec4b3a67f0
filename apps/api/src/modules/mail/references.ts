// Reference numbers of public forms (KAIA-M-2026-000123 for an application, KAIA-R-... for a
// request): one database sequence, so they are unique across instances and never reused. The
// sender is acknowledged by e-mail with the reference, and the form's answer names it too.
import { type Language, TEXTS } from "@alliance/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";
import { enqueue } from "./outbox";
import { acknowledgementMail } from "./templates";

export async function nextReference(tx: Db, kind: "M" | "R", now: Date): Promise<string> {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select nextval('form_reference_seq')::int as n`);
  const n = Number(row!.n);
  return `KAIA-${kind}-${now.getFullYear()}-${String(n).padStart(6, "0")}`;
}

/** A public form as stored: who sent it, and when. */
interface Received {
  email: string;
  firstName: string;
  language: Language;
  createdAt: Date;
}

/**
 * Queues the sender's acknowledgement (the reference and what happens next, in their language)
 * in the transaction that stores the form.
 */
export const acknowledge = (tx: Db, kind: "application" | "request", received: Received, reference: string) =>
  enqueue(
    tx,
    "acknowledgement",
    received.email,
    acknowledgementMail(received.language, {
      name: received.firstName,
      kind,
      reference,
      receivedAt: received.createdAt,
    }),
  );

/** The answer to a public form: the stored row's id, the thanks and its reference. */
export const submittedOut = (row: { id: string; reference: string | null }) => ({
  _id: row.id,
  message: TEXTS.submittedSuccessfully,
  reference: row.reference ?? undefined,
});
