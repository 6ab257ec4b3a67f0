// Data access for technical partners. `listPartners` without a filter or page is the public read.
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { partners } from "../db/schema";
import { type ListResult, type PageWindow, searchAny } from "../lib/search";

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

/** Search field of SPEC §5: organizationName. */
export async function listPartners(
  db: Db,
  filter: { q?: string | undefined } = {},
  window?: PageWindow,
): Promise<ListResult<PartnerRow>> {
  const where: SQL | undefined = searchAny([partners.organizationName], filter.q);
  const query = db
    .select()
    .from(partners)
    .where(where)
    .orderBy(desc(partners.createdAt), desc(partners.id))
    .$dynamic();
  if (!window) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(partners).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findPartner(db: Db, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  return row;
}

export async function insertPartner(db: Db, values: NewPartner): Promise<PartnerRow> {
  const [row] = await db.insert(partners).values(values).returning();
  return row!;
}

export async function updatePartner(db: Db, id: string, values: Partial<NewPartner>) {
  const [row] = await db.update(partners).set(values).where(eq(partners.id, id)).returning();
  return row;
}

export async function deletePartner(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(partners).where(eq(partners.id, id)).returning({ id: partners.id });
  return rows.length > 0;
}
