// Data access for members. `listApprovedMembers` is the public read (cache-friendly).
import type { ReviewFilter, SortField } from "@alliance/shared";
import { type AnyColumn, and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { members } from "../../db/schema";
import { type ListPage, type ListResult, orderBy, pagedRows, reviewFilter } from "../../lib/paging";
import { searchText } from "../../lib/search";

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

const sortColumns: Record<SortField<"members">, AnyColumn> = {
  createdAt: members.createdAt,
  firstName: members.firstName,
  surName: members.surName,
  organizationName: members.organizationName,
};
const newestFirst = { field: "createdAt", desc: true } as const;

/** Approved members for the public carousel: only `_id`, `organizationName`, `website`. */
export async function listApprovedMembers(db: Db, page: ListPage) {
  const where = eq(members.approved, true);
  const rows = db
    .select({ id: members.id, organizationName: members.organizationName, website: members.website })
    .from(members)
    .where(where)
    .$dynamic();
  return pagedRows(db, rows, members, where, orderBy(undefined, sortColumns, newestFirst, members.id), page);
}

/** Search fields: firstName, surName, email, organizationName, role; `status` filters by review status, `owner` by the owner's e-mail. */
export async function listMembers(
  db: Db,
  filter: {
    q?: string | undefined;
    status?: ReviewFilter | undefined;
    owner?: string | undefined;
    /**
     * An organisation user's view: its own organisation's records, and only the approved records
     * of others (never another organisation's pending application). Null: a user of no
     * organisation, who sees only approved records of others.
     */
    viewerOrganizationId?: string | null | undefined;
  },
  page: ListPage<SortField<"members">>,
): Promise<ListResult<MemberRow>> {
  const where: SQL | undefined = and(
    filter.viewerOrganizationId === undefined
      ? undefined
      : filter.viewerOrganizationId === null
        ? eq(members.approved, true)
        : or(eq(members.approved, true), eq(members.organizationId, filter.viewerOrganizationId)),
    searchText(
      [members.firstName, members.surName, members.email, members.organizationName, members.role],
      filter.q,
    ),
    reviewFilter(filter.status, members),
    filter.owner === undefined ? undefined : sql`lower(${members.email}) = lower(${filter.owner})`,
  );
  const rows = db.select().from(members).where(where).$dynamic();
  return pagedRows(db, rows, members, where, orderBy(page.sort, sortColumns, newestFirst, members.id), page);
}

/** The row, or undefined; `lock` holds it until the transaction `db` ends (a review decision). */
export async function findMember(db: Db, id: string, lock = false): Promise<MemberRow | undefined> {
  const query = db.select().from(members).where(eq(members.id, id));
  const [row] = await (lock ? query.for("update") : query);
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
