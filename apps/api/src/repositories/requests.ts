// Data access for information requests (admin only, except the public insert).
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { requests } from "../db/schema";
import { type ListResult, type PageWindow, searchText } from "../lib/search";

export type RequestRow = typeof requests.$inferSelect;
export type NewRequest = typeof requests.$inferInsert;

/** Search fields of SPEC §5: firstName, surName, email, organizationName. */
export async function listRequests(
  db: Db,
  filter: { q?: string | undefined },
  window: PageWindow | undefined,
): Promise<ListResult<RequestRow>> {
  const where: SQL | undefined = searchText(
    [requests.firstName, requests.surName, requests.email, requests.organizationName],
    filter.q,
  );
  const query = db
    .select()
    .from(requests)
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .$dynamic();
  if (!window) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
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
