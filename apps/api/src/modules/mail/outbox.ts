// The transactional outbox: an e-mail is a row written with the change that causes it (pass the
// transaction), so a message is sent if and only if the change is committed.
import type { OutboxMessageOut, OutboxStatus } from "@alliance/shared";
import { count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import type { MailContent } from "./templates";

/**
 * An absolute link to a page of the site, for e-mails. Each app has its own (PUBLIC_URL): the mail
 * plugin decorates the instance with it (`app.siteLink`), and whoever writes a message passes it.
 */
export type SiteLink = (path: string) => string;

export function siteLinkFor(origin: string): SiteLink {
  const base = origin.replace(/\/+$/, "");
  return (path) => `${base}${path}`;
}

export async function enqueue(
  tx: Db,
  kind: string,
  to: string,
  content: MailContent,
  /**
   * An account link's message, or a follower's: the sender issues its token while sending
   * (account-links.ts, follow-links.ts).
   */
  link?: { userId: string; purpose: string } | { followSubscriptionId: string; purpose: string },
): Promise<void> {
  await tx.insert(outbox).values({
    kind,
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    linkUserId: link && "userId" in link ? link.userId : null,
    linkPurpose: link?.purpose ?? null,
    followSubscriptionId: link && "followSubscriptionId" in link ? link.followSubscriptionId : null,
  });
  // The mail plugin wakes the sender once the request that queued this has answered (its
  // transaction committed); the poll catches anything else.
}

/** Queues many messages of one kind in few statements (a batch of certificates: up to 1,000). */
export async function enqueueMany(
  tx: Db,
  kind: string,
  messages: Array<{ to: string; content: MailContent; follow?: { subscriptionId: string; purpose: string } }>,
): Promise<void> {
  for (let start = 0; start < messages.length; start += 200) {
    await tx.insert(outbox).values(
      messages.slice(start, start + 200).map(({ to, content, follow }) => ({
        kind,
        toAddress: to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        linkPurpose: follow?.purpose ?? null,
        followSubscriptionId: follow?.subscriptionId ?? null,
      })),
    );
  }
}

export type OutboxRow = typeof outbox.$inferSelect;

export function outboxOut(row: OutboxRow): OutboxMessageOut {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    hasLink: !!row.linkUserId,
  };
}

/** Newest first, optionally one status, for the admin Outbox screen. */
export async function listOutbox(
  db: Db,
  filter: { status?: OutboxStatus | undefined },
  window: { limit: number; offset: number },
) {
  const where: SQL | undefined = filter.status ? eq(outbox.status, filter.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
