// Data access for staff users. Rows carry the password hash; what the API answers is shaped by
// users/serialize.ts `userOut`, which leaves it out.
import { type Language, SORT_FIELDS, type SortField } from "@alliance/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, members, reports, users } from "../../db/schema";
import { type ListPage, type ListResult, pagedTable, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";

export type UserRow = typeof users.$inferSelect;

const emailIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function findByEmailForLogin(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email)).limit(1);
  return row;
}

export async function findById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Sets the language a user's e-mails are written in; answers the updated row. */
export async function setLanguage(db: Db, id: string, language: Language): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, id)).returning();
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

/**
 * Updates a user; when the e-mail changes, the records they own by e-mail (courses, members,
 * reports' createdBy: docs/product/design.md §4) follow it in the same transaction, so they keep their records.
 */
export async function updateUserAndOwnership(
  db: Db,
  existing: UserRow,
  values: Partial<
    Pick<
      UserRow,
      "username" | "email" | "phone" | "organizationName" | "organizationId" | "passwordHash" | "language"
    >
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

const order = sortOrder(users, SORT_FIELDS.users);

/** Newest first unless sorted; `q` is a case-insensitive substring of username, email, phone or organization. */
export async function listUsers(
  db: Db,
  filter: { q?: string | undefined },
  page: ListPage<SortField<"users">>,
): Promise<ListResult<UserRow>> {
  const where = searchText([users.username, users.email, users.phone, users.organizationName], filter.q);
  return pagedTable(db, users, where, order(page.sort), page);
}
