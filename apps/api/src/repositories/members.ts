// Data access for members. `listApprovedMembers` is the public read (cache-friendly).
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { members } from "../db/schema";
import { type ListResult, type PageWindow, searchText } from "../lib/search";

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

/** Approved members for the public carousel: only `_id`, `organizationName`, `website`. */
export async function listApprovedMembers(db: Db) {
  return db
    .select({ id: members.id, organizationName: members.organizationName, website: members.website })
    .from(members)
    .where(eq(members.approved, true))
    .orderBy(desc(members.createdAt), desc(members.id));
}

/** Search fields of SPEC §5: firstName, surName, email, organizationName, role. */
export async function listMembers(
  db: Db,
  filter: { q?: string | undefined },
  window: PageWindow | undefined,
): Promise<ListResult<MemberRow>> {
  const where: SQL | undefined = searchText(
    [members.firstName, members.surName, members.email, members.organizationName, members.role],
    filter.q,
  );
  const query = db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.createdAt), desc(members.id))
    .$dynamic();
  if (!window) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findMember(db: Db, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function insertMember(db: Db, values: NewMember): Promise<MemberRow> {
  const [row] = await db.insert(members).values(values).returning();
  return row!;
}

export async function updateMember(
  db: Db,
  id: string,
  values: Partial<NewMember>,
): Promise<MemberRow | undefined> {
  const [row] = await db.update(members).set(values).where(eq(members.id, id)).returning();
  return row;
}

export async function deleteMember(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(members).where(eq(members.id, id)).returning({ id: members.id });
  return rows.length > 0;
}
