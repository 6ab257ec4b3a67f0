// Data access for staff users. Rows are mapped to the API shape (docs/product/spec.md §3: `_id`, ISO dates) here;
// the password hash never leaves this module except through `findByEmailForLogin`.
import type { SortField } from "@alliance/shared";
import { type AnyColumn, and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, members, reports, users } from "../../db/schema";
import { type ListPage, type ListResult, orderBy, pagedRows } from "../../lib/paging";
import { searchAny } from "../../lib/search";

export type UserRow = typeof users.$inferSelect;

export interface UserDto {
  _id: string;
  username: string;
  email: string;
  phone: string;
  organizationName: string;
  organizationId: string | null;
  isAdmin: boolean;
  reserved: boolean;
  createdAt: string;
}

export function toUserDto(row: Omit<UserRow, "passwordHash"> & { passwordHash?: string }): UserDto {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    organizationName: row.organizationName,
    organizationId: row.organizationId,
    isAdmin: row.isAdmin,
    reserved: row.reserved,
    createdAt: row.createdAt.toISOString(),
  };
}

const emailIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findByEmailForLogin(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** True when another user (not `exceptId`) already has this e-mail, compared case-insensitively. */
export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const where = exceptId ? and(emailIs(email), ne(users.id, exceptId)) : emailIs(email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return Boolean(row);
}

export interface NewUser {
  username: string;
  email: string;
  phone: string;
  /** By name (linked or created by the database) or by id: see modules/organizations/repository.ts. */
  organizationName?: string;
  organizationId?: string;
  passwordHash: string;
  isAdmin?: boolean;
  reserved?: boolean;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<
    Pick<UserRow, "username" | "email" | "phone" | "organizationName" | "passwordHash" | "isAdmin">
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/**
 * Updates a user; when the e-mail changes, the records they own by e-mail (courses, members,
 * reports' createdBy: docs/product/design.md §4) follow it in the same transaction, so they keep their records.
 */
export async function updateUserAndOwnership(
  db: Db,
  existing: UserRow,
  values: Partial<
    Pick<UserRow, "username" | "email" | "phone" | "organizationName" | "organizationId" | "passwordHash">
  >,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(values).where(eq(users.id, existing.id)).returning();
    const oldEmail = existing.email.toLowerCase();
    const newEmail = values.email?.toLowerCase();
    if (row && newEmail && newEmail !== oldEmail) {
      await tx.update(courses).set({ email: newEmail }).where(sql`lower(${courses.email}) = ${oldEmail}`);
      await tx.update(members).set({ email: newEmail }).where(sql`lower(${members.email}) = ${oldEmail}`);
      await tx
        .update(reports)
        .set({ createdBy: newEmail })
        .where(sql`lower(${reports.createdBy}) = ${oldEmail}`);
    }
    return row;
  });
}

export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

const sortColumns: Record<SortField<"users">, AnyColumn> = {
  createdAt: users.createdAt,
  username: users.username,
  email: users.email,
  organizationName: users.organizationName,
};
const newestFirst = { field: "createdAt", desc: true } as const;

/** Newest first unless sorted; `q` is a case-insensitive substring of username, email, phone or organization. */
export async function listUsers(
  db: Db,
  filter: { q?: string | undefined },
  page: ListPage<SortField<"users">>,
): Promise<ListResult<UserRow>> {
  const where = searchAny([users.username, users.email, users.phone, users.organizationName], filter.q);
  const rows = db.select().from(users).where(where).$dynamic();
  return pagedRows(db, rows, users, where, orderBy(page.sort, sortColumns, newestFirst, users.id), page);
}
