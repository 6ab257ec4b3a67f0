// Followers of new jobs, events and news (docs/decisions/0052-follow-by-e-mail.md): the sign-up
// (double opt-in: a choice waits as `pending` until its link is confirmed), the confirmation and
// the unsubscribe, each by a link's token whose SHA-256 alone is stored.
import {
  FOLLOW_CONFIRM_DAYS,
  type FollowFrequency,
  type FollowKind,
  type Language,
  pagePath,
  pagePathFor,
} from "@alliance/shared";
import { and, count, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type FollowChoice, followSubscriptions, followTokens, outbox } from "../../db/schema";
import { hashToken, MASKED_TOKEN } from "../mail/account-links";
import { FOLLOW_CONFIRM } from "../mail/follow-links";
import { enqueue, type SiteLink } from "../mail/outbox";
import { followConfirmMail } from "../mail/templates";

export interface FollowSignUp {
  email: string;
  kinds: FollowKind[];
  frequency: FollowFrequency;
  language: Language;
}

/**
 * Confirmations one address may be sent in an hour: sign-ups for someone else's address (each
 * throttled per sender's address only) cannot fill that inbox; the answer stays the same.
 */
export const FOLLOW_CONFIRMATIONS_PER_HOUR = 3;

const sameChoice = (a: FollowChoice, b: FollowChoice) =>
  a.frequency === b.frequency && a.language === b.language && a.kinds.join() === b.kinds.join();

/**
 * Records the sign-up and queues its confirmation, unless the address already follows exactly
 * this. A sign-up again never changes what an address receives before its link is confirmed.
 */
export async function signUp(tx: Db, siteLink: SiteLink, input: FollowSignUp, now: Date): Promise<boolean> {
  const choice: FollowChoice = { kinds: input.kinds, frequency: input.frequency, language: input.language };
  const [existing] = await tx
    .select()
    .from(followSubscriptions)
    .where(eq(followSubscriptions.email, input.email))
    .for("update");
  let id: string;
  if (!existing) {
    const [row] = await tx
      .insert(followSubscriptions)
      .values({ email: input.email, ...choice, pending: choice, createdAt: now })
      .onConflictDoUpdate({ target: followSubscriptions.email, set: { pending: choice } })
      .returning({ id: followSubscriptions.id });
    id = row!.id;
  } else {
    if (existing.confirmedAt && sameChoice(existing, choice)) {
      if (existing.pending) {
        await tx
          .update(followSubscriptions)
          .set({ pending: null })
          .where(eq(followSubscriptions.id, existing.id));
      }
      return false;
    }
    await tx
      .update(followSubscriptions)
      .set({ pending: choice })
      .where(eq(followSubscriptions.id, existing.id));
    id = existing.id;
  }
  const [recent] = await tx
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.followSubscriptionId, id),
        eq(outbox.kind, FOLLOW_CONFIRM),
        gt(outbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.sent ?? 0) >= FOLLOW_CONFIRMATIONS_PER_HOUR) return false;
  const link = siteLink(pagePathFor(input.language, pagePath("followConfirm"), `?token=${MASKED_TOKEN}`));
  await enqueue(
    tx,
    FOLLOW_CONFIRM,
    input.email,
    followConfirmMail(input.language, { ...choice, link, days: FOLLOW_CONFIRM_DAYS }),
    { followSubscriptionId: id, purpose: FOLLOW_CONFIRM },
  );
  return true;
}

/** Applies the choice a valid confirmation link stands for; false when the link is not valid. */
export async function confirm(tx: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .delete(followTokens)
    .where(
      and(
        eq(followTokens.tokenHash, hashToken(token)),
        eq(followTokens.purpose, "confirm"),
        gt(followTokens.expiresAt, now),
      ),
    )
    .returning({ subscriptionId: followTokens.subscriptionId });
  if (!row) return false;
  const [subscription] = await tx
    .select()
    .from(followSubscriptions)
    .where(eq(followSubscriptions.id, row.subscriptionId))
    .for("update");
  if (!subscription) return false;
  const choice = subscription.pending ?? subscription;
  await tx
    .update(followSubscriptions)
    .set({
      kinds: choice.kinds,
      frequency: choice.frequency,
      language: choice.language,
      pending: null,
      confirmedAt: subscription.confirmedAt ?? now,
    })
    .where(eq(followSubscriptions.id, subscription.id));
  return true;
}

/** Forgets the address an unsubscribe link was sent to (its row, and so its links). */
export async function unsubscribe(tx: Db, token: string): Promise<boolean> {
  const [row] = await tx
    .select({ subscriptionId: followTokens.subscriptionId })
    .from(followTokens)
    .where(and(eq(followTokens.tokenHash, hashToken(token)), eq(followTokens.purpose, "unsubscribe")));
  if (!row) return false;
  await tx.delete(followSubscriptions).where(eq(followSubscriptions.id, row.subscriptionId));
  return true;
}

/** Forgets the sign-ups never confirmed within FOLLOW_CONFIRM_DAYS. */
export async function forgetUnconfirmed(tx: Db, now: Date): Promise<void> {
  await tx
    .delete(followSubscriptions)
    .where(
      and(
        isNull(followSubscriptions.confirmedAt),
        lt(followSubscriptions.createdAt, new Date(now.getTime() - FOLLOW_CONFIRM_DAYS * 86_400_000)),
      ),
    );
}
