// Single-use links for invitations and password resets. The token travels only in the e-mail;
// the database keeps its SHA-256, so a leaked database (or outbox export) cannot be replayed
// from the token table. Issuing a link voids the user's earlier unused links of the same purpose.
import { createHash, randomBytes } from "node:crypto";
import { ACCOUNT_LINK_HOURS, type AccountLinkPurpose } from "@alliance/shared";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountTokens, users } from "../../db/schema";
import { enqueue, siteLink } from "./outbox";
import { invitationMail, resetMail } from "./templates";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

interface LinkUser {
  id: string;
  username: string;
  email: string;
}

/** Issues a link and queues its e-mail, in the caller's transaction. */
export async function sendAccountLink(tx: Db, user: LinkUser, purpose: AccountLinkPurpose): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await tx.insert(accountTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ACCOUNT_LINK_HOURS[purpose] * 3600_000),
  });
  const link = siteLink(`/set-password?token=${encodeURIComponent(token)}`);
  const content =
    purpose === "invite"
      ? invitationMail({ name: user.username, email: user.email, link, signInUrl: siteLink("/login") })
      : resetMail({ name: user.username, link });
  await enqueue(tx, purpose === "invite" ? "invitation" : "password-reset", user.email, content);
}

/** The user a valid (unused, unexpired) token belongs to, without using it up. */
export async function findLinkUser(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/**
 * Uses the token up (atomically: of two concurrent uses, one wins) and voids every other open
 * link of the user. Returns the user id, or undefined when the token is unknown, used or expired.
 */
export async function consumeLink(tx: Db, token: string): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!row) return undefined;
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, row.userId), isNull(accountTokens.usedAt)));
  return row.userId;
}
