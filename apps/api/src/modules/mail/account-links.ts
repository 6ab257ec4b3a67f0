// Single-use links for invitations and password resets. The token travels only in the e-mail as
// it is sent: the database keeps its SHA-256, and the outbox keeps the message with the token
// masked, so neither a leaked database nor a backup can be replayed. Issuing a link voids the
// user's earlier unused links of the same purpose; a password or e-mail change voids them all
// (trigger users_void_account_links, migration 0018).
import { createHash, randomBytes } from "node:crypto";
import {
  ACCOUNT_LINK_HOURS,
  type AccountLinkPurpose,
  type Language,
  pagePath,
  pagePathFor,
} from "@alliance/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountTokens, users } from "../../db/schema";
import { after } from "../../lib/clock";
import { enqueue, type SiteLink } from "./outbox";
import { invitationMail, resetMail } from "./templates";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

interface LinkUser {
  id: string;
  username: string;
  email: string;
  /** The language the user reads e-mails in (chosen on My account). */
  language: Language;
}

/**
 * What a queued account e-mail carries instead of its token: the outbox (and so a backup or the
 * Outbox screen) never holds a token that works. The sender puts a fresh token in its place while
 * sending (`withLiveToken`), and an admin's reveal issues one too.
 */
export const MASKED_TOKEN = "TOKEN-ISSUED-WHEN-SENT";

/** Issues a new link for the user and purpose, voiding its earlier unused ones; answers the token. */
export async function issueToken(
  tx: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: after(now, ACCOUNT_LINK_HOURS[purpose] * 3600_000),
  });
  return token;
}

/**
 * Queues the e-mail of a new invitation or reset link, in the caller's transaction. The earlier
 * unused links of that purpose die now; the new token is issued only when the message is sent.
 */
export async function sendAccountLink(
  tx: Db,
  siteLink: SiteLink,
  user: LinkUser,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const link = siteLink(pagePathFor(user.language, pagePath("setPassword"), `?token=${MASKED_TOKEN}`));
  const content =
    purpose === "invite"
      ? invitationMail(user.language, {
          name: user.username,
          email: user.email,
          link,
          signInUrl: siteLink(pagePathFor(user.language, pagePath("login"))),
        })
      : resetMail(user.language, { name: user.username, link });
  await enqueue(tx, purpose === "invite" ? "invitation" : "password-reset", user.email, content, {
    userId: user.id,
    purpose,
  });
}

/**
 * A queued message as it is sent: an account link's masked token replaced by a fresh one (issued
 * in `tx`); other messages unchanged. The account must still exist and still have this address.
 */
export async function withLiveToken<T extends { textBody: string; htmlBody: string; toAddress: string }>(
  tx: Db,
  message: T & { linkUserId: string | null; linkPurpose: string | null },
  now: Date,
): Promise<T | undefined> {
  if (!message.linkUserId || !message.linkPurpose) return message;
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, message.linkUserId));
  // The account is gone, or its address changed since: this link must not reach the old address.
  if (!owner || owner.email.toLowerCase() !== message.toAddress.toLowerCase()) return undefined;
  const token = await issueToken(tx, message.linkUserId, message.linkPurpose as AccountLinkPurpose, now);
  return {
    ...message,
    textBody: message.textBody.replaceAll(MASKED_TOKEN, token),
    htmlBody: message.htmlBody.replaceAll(MASKED_TOKEN, token),
  };
}

/** The user a valid (unused, unexpired) token belongs to, without using it up. */
export async function findLinkUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses the token up (atomically: of two concurrent uses, one wins) and voids every other open
 * link of the user. Returns the user id, or undefined when the token is unknown, used or expired.
 */
export async function consumeLink(tx: Db, token: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId });
  if (!row) return undefined;
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, row.userId), isNull(accountTokens.usedAt)));
  return row.userId;
}
