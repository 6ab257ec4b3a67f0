// "There is always at least one admin", kept under concurrency. Demoting or deleting a user runs in
// one transaction that first takes a database-wide advisory lock for admin changes, then re-reads
// (after the lock, so it sees every change committed before) whether the caller is still an admin
// and how many admins there are, and only then writes. Two admins demoting or deleting each other
// at the same moment, on one instance or several, are therefore serialised: the second finds
// that its caller is no longer an admin (403) or that the change would leave none (409).
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { conflict, forbidden } from "../../lib/errors";

export const LAST_ADMIN_MESSAGE = "At least one admin must remain. Make another user an admin first.";

/** Any constant shared by every instance; names the lock "admin changes". */
const ADMIN_CHANGE_LOCK = 0x61646d6e;

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

async function lockAndCheck(tx: Tx, callerId: string, target: { id: string }, removesAdmin: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
  const [caller] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, callerId), eq(users.isAdmin, true)));
  if (!caller) throw forbidden();
  if (!removesAdmin) return;
  const [targetRow] = await tx.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, target.id));
  if (!targetRow?.isAdmin) return;
  const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  if (Number(admins?.n ?? 0) <= 1) throw conflict(LAST_ADMIN_MESSAGE);
}

/** Sets `isAdmin` of the target as the caller (an admin); refuses a change that leaves no admin. */
export async function setAdminGuarded(
  db: Db,
  callerId: string,
  targetId: string,
  isAdmin: boolean,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, callerId, { id: targetId }, !isAdmin);
    const [row] = await tx.update(users).set({ isAdmin }).where(eq(users.id, targetId)).returning();
    return row;
  });
}

/** Deletes the target as the caller (an admin); refuses to delete the last admin. */
export async function deleteUserGuarded(db: Db, callerId: string, targetId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, callerId, { id: targetId }, true);
    const rows = await tx.delete(users).where(eq(users.id, targetId)).returning({ id: users.id });
    return rows.length > 0;
  });
}
