// Reference numbers of public forms (KAIA-M-2026-000123 for an application, KAIA-R-... for a
// request): one database sequence, so they are unique across instances and never reused.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/rows";

export async function nextReference(tx: Db, kind: "M" | "R", now: Date): Promise<string> {
  const [row] = await rowsOf<{ n: number }>(tx, sql`select nextval('form_reference_seq')::int as n`);
  const n = Number(row!.n);
  return `KAIA-${kind}-${now.getFullYear()}-${String(n).padStart(6, "0")}`;
}
