// Data access for technical partners. `listPartners` without a filter is also the public read.
import { SORT_FIELDS, type SortField } from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partners } from "../../db/schema";
import { type ListPage, type ListResult, pagedTable, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

const order = sortOrder(partners, SORT_FIELDS.partners);

/** Search field: organizationName. */
export async function listPartners(
  db: Db,
  filter: { q?: string | undefined },
  page: ListPage<SortField<"partners">>,
): Promise<ListResult<PartnerRow>> {
  const where = searchText([partners.organizationName], filter.q);
  return pagedTable(db, partners, where, order(page.sort), page);
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
