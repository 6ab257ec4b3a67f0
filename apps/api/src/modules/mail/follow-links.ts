// The links of a follower's e-mails (docs/decisions/0052-follow-by-e-mail.md), as account links
// are kept (account-links.ts): the queued message holds a masked token, and the sender issues the
// real one while sending, storing only its SHA-256. A confirmation link replaces the earlier ones
// and expires; each message to a follower gets its own unsubscribe link, which works as long as
// the subscription lasts, and the `List-Unsubscribe` headers of RFC 8058 (one click, by POST).

import { randomBytes } from "node:crypto";
import { API_BASE, FOLLOW_CONFIRM_DAYS } from "@alliance/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { followSubscriptions, followTokens } from "../../db/schema";
import { after } from "../../lib/clock";
import { hashToken, MASKED_TOKEN } from "./account-links";
import type { SiteLink } from "./outbox";

export const FOLLOW_CONFIRM = "follow-confirm";
export const FOLLOW_UNSUBSCRIBE = "follow-unsubscribe";

/** The address a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
export const oneClickUnsubscribe = (siteLink: SiteLink, token: string) =>
  siteLink(`${API_BASE}/follow/unsubscribe?token=${encodeURIComponent(token)}`);

/** A follower's queued message as it is sent: its token issued, and its headers. */
export async function withFollowToken<T extends { textBody: string; htmlBody: string; toAddress: string }>(
  tx: Db,
  message: T & { followSubscriptionId: string | null; linkPurpose: string | null },
  siteLink: SiteLink,
  now: Date,
): Promise<{ message: T; headers: Record<string, string> } | undefined> {
  const id = message.followSubscriptionId;
  if (!id) return { message, headers: {} };
  const [subscription] = await tx
    .select({ email: followSubscriptions.email, confirmedAt: followSubscriptions.confirmedAt })
    .from(followSubscriptions)
    .where(eq(followSubscriptions.id, id));
  // Unsubscribed (or never confirmed and forgotten) since it was queued: nothing is sent.
  if (!subscription || subscription.email !== message.toAddress.toLowerCase()) return undefined;
  const token = randomBytes(32).toString("base64url");
  const confirm = message.linkPurpose === FOLLOW_CONFIRM;
  if (!confirm && !subscription.confirmedAt) return undefined;
  if (confirm) {
    await tx
      .delete(followTokens)
      .where(and(eq(followTokens.subscriptionId, id), eq(followTokens.purpose, "confirm")));
  }
  await tx.insert(followTokens).values({
    tokenHash: hashToken(token),
    subscriptionId: id,
    purpose: confirm ? "confirm" : "unsubscribe",
    expiresAt: confirm ? after(now, FOLLOW_CONFIRM_DAYS * 86_400_000) : null,
  });
  return {
    message: {
      ...message,
      textBody: message.textBody.replaceAll(MASKED_TOKEN, token),
      htmlBody: message.htmlBody.replaceAll(MASKED_TOKEN, token),
    },
    headers: confirm
      ? {}
      : {
          "List-Unsubscribe": `<${oneClickUnsubscribe(siteLink, token)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
  };
}
