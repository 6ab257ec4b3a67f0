// Data access for technical partners. `listPartners` without a filter is also the public read.
import type { SortField } from "@alliance/shared";
import { type AnyColumn, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { partners } from "../../db/schema";
import { type ListPage, type ListResult, orderBy, pagedRows } from "../../lib/paging";
import { searchAny } from "../../lib/search";

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

const sortColumns: Record<SortField<"partners">, AnyColumn> = {
  createdAt: partners.createdAt,
  organizationName: partners.organizationName,
};
const newestFirst = { field: "createdAt", desc: true } as const;

/** Search field: organizationName. */
export async function listPartners(
  db: Db,
  filter: { q?: string | undefined },
  page: ListPage<SortField<"partners">>,
): Promise<ListResult<PartnerRow>> {
  const where: SQL | undefined = searchAny([partners.organizationName], filter.q);
  const rows = db.select().from(partners).where(where).$dynamic();
  return pagedRows(
    db,
    rows,
    partners,
    where,
    orderBy(page.sort, sortColumns, newestFirst, partners.id),
    page,
  );
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
