// Data access for information requests (admin only, except the public insert).
import { SORT_FIELDS, type SortField } from "@alliance/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { requests } from "../../db/schema";
import { type ListPage, type ListResult, pagedTable, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";

export type RequestRow = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;

const order = sortOrder(requests, SORT_FIELDS.requests);

/** Search fields: firstName, surName, email, organizationName; `handled` filters by status. */
export async function listRequests(
  db: Db,
  filter: { q?: string | undefined; handled?: boolean | undefined },
  page: ListPage<SortField<"requests">>,
): Promise<ListResult<RequestRow>> {
  const where = and(
    searchText([requests.firstName, requests.surName, requests.email, requests.organizationName], filter.q),
    filter.handled === undefined ? undefined : eq(requests.reqStatus, filter.handled),
  );
  return pagedTable(db, requests, where, order(page.sort), page);
}

export async function findRequest(db: Db, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id));
  return row;
}

export async function insertRequest(db: Db, values: NewRequest): Promise<RequestRow> {
  const [row] = await db.insert(requests).values(values).returning();
  return row!;
}

export async function setRequestStatus(db: Db, id: string, reqStatus: boolean) {
  const [row] = await db.update(requests).set({ reqStatus }).where(eq(requests.id, id)).returning();
  return row;
}

export async function deleteRequest(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(requests).where(eq(requests.id, id)).returning({ id: requests.id });
  return rows.length > 0;
}
