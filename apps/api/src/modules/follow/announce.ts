// What followers receive (docs/decisions/0052-follow-by-e-mail.md): a published job, event or
// news item is announced once, in the transaction that publishes it; followers who chose
// "immediate" get a message each, in their language, through the outbox. Once a week a digest
// of the week's announcements goes to the "weekly" followers of those lists, only to those with
// something new. Every message carries its own unsubscribe link and the one-click headers.
import {
  FOLLOW_DIGEST_MAX_ITEMS,
  type FollowKind,
  type Language,
  pagePath,
  pagePathFor,
} from "@alliance/shared";
import { and, arrayContains, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { followAnnouncements, followSubscriptions, scheduledRuns } from "../../db/schema";
import { MASKED_TOKEN } from "../mail/account-links";
import { FOLLOW_UNSUBSCRIBE } from "../mail/follow-links";
import { enqueueMany, type SiteLink } from "../mail/outbox";
import { followDigestMail, followItemMail, type MailContent } from "../mail/templates";
import { forgetUnconfirmed } from "./repository";

const DAY = 86_400_000;

/** Each list's page and its items' page. */
const PAGES_OF = {
  jobs: { list: "jobs", item: (slug: string) => pagePath("job", { slug }) },
  events: { list: "events", item: (slug: string) => pagePath("event", { slug }) },
  news: { list: "news", item: (slug: string) => pagePath("newsItem", { slug }) },
} as const satisfies Record<FollowKind, { list: "jobs" | "events" | "news"; item: (slug: string) => string }>;

/** The content entity of a published item, as the follow lists name it. */
export const FOLLOW_KIND_OF = { job: "jobs", event: "events", news: "news" } as const;

/** The unsubscribe page's link in a reader's language; the sender puts the token in. */
const unsubscribeLink = (siteLink: SiteLink, language: Language) =>
  siteLink(pagePathFor(language, pagePath("followUnsubscribe"), `?token=${MASKED_TOKEN}`));

async function followers(tx: Db, kind: FollowKind, frequency: "immediate" | "weekly") {
  return tx
    .select({
      id: followSubscriptions.id,
      email: followSubscriptions.email,
      kinds: followSubscriptions.kinds,
      language: followSubscriptions.language,
    })
    .from(followSubscriptions)
    .where(
      and(
        isNotNull(followSubscriptions.confirmedAt),
        eq(followSubscriptions.frequency, frequency),
        arrayContains(followSubscriptions.kinds, [kind]),
      ),
    );
}

/**
 * An item was published (created by an admin, or approved): announce it, once. Call it in the
 * transaction that publishes it, so the messages go if and only if the publication is committed.
 */
export async function announcePublished(
  tx: Db,
  siteLink: SiteLink,
  kind: FollowKind,
  item: { id: string; title: string; slug: string },
  now: Date,
): Promise<void> {
  const path = PAGES_OF[kind].item(item.slug);
  const announced = await tx
    .insert(followAnnouncements)
    .values({ kind, itemId: item.id, title: item.title, path, announcedAt: now })
    .onConflictDoNothing()
    .returning({ kind: followAnnouncements.kind });
  if (announced.length === 0) return;
  const people = await followers(tx, kind, "immediate");
  const written = new Map<string, MailContent>();
  const messages = people.map((person) => {
    const language = person.language as Language;
    const key = `${language}:${person.kinds.join()}`;
    const content =
      written.get(key) ??
      followItemMail(language, {
        kind,
        title: item.title,
        link: siteLink(pagePathFor(language, path)),
        kinds: person.kinds,
        unsubscribe: unsubscribeLink(siteLink, language),
      });
    written.set(key, content);
    return { to: person.email, content, follow: { subscriptionId: person.id, purpose: FOLLOW_UNSUBSCRIBE } };
  });
  await enqueueMany(tx, "follow-item", messages);
}

/** The start (Monday 00:00 UTC) of the week `now` is in; the digest covers the week before it. */
export function weekStart(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY);
}

/**
 * Sends the digest of the last complete week, unless another instance (or an earlier check)
 * already did: the week is claimed in `scheduled_runs` in the transaction that queues the
 * messages. Also forgets the sign-ups never confirmed. Answers how many messages were queued.
 */
export async function runFollowDigest(db: Db, siteLink: SiteLink, now: Date): Promise<number> {
  const end = weekStart(now);
  const start = new Date(end.getTime() - 7 * DAY);
  const key = `follow-digest:${start.toISOString().slice(0, 10)}`;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(scheduledRuns).values({ key }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 0;
    await forgetUnconfirmed(tx, now);
    const items = await tx
      .select()
      .from(followAnnouncements)
      .where(and(gte(followAnnouncements.announcedAt, start), lt(followAnnouncements.announcedAt, end)))
      .orderBy(asc(followAnnouncements.announcedAt));
    if (items.length === 0) return 0;
    const people = await tx
      .select()
      .from(followSubscriptions)
      .where(and(isNotNull(followSubscriptions.confirmedAt), eq(followSubscriptions.frequency, "weekly")));
    const messages = [];
    for (const person of people) {
      const language = person.language as Language;
      const sections = (Object.keys(PAGES_OF) as FollowKind[])
        .filter((kind) => person.kinds.includes(kind))
        .map((kind) => ({
          kind,
          items: items
            .filter((item) => item.kind === kind)
            .slice(0, FOLLOW_DIGEST_MAX_ITEMS)
            .map((item) => ({ title: item.title, link: siteLink(pagePathFor(language, item.path)) })),
          more: siteLink(pagePathFor(language, pagePath(PAGES_OF[kind].list))),
        }))
        .filter((section) => section.items.length > 0);
      if (sections.length === 0) continue;
      messages.push({
        to: person.email,
        content: followDigestMail(language, {
          sections,
          kinds: person.kinds,
          unsubscribe: unsubscribeLink(siteLink, language),
        }),
        follow: { subscriptionId: person.id, purpose: FOLLOW_UNSUBSCRIBE },
      });
    }
    await enqueueMany(tx, "follow-digest", messages);
    return messages.length;
  });
}

/** Announces a published item if followers can follow its type (jobs, events, news). */
export async function announceIfFollowed(
  tx: Db,
  siteLink: SiteLink,
  entity: string,
  item: { id: string; title: string; slug: string; approved: boolean },
  now: Date,
): Promise<void> {
  const kind = FOLLOW_KIND_OF[entity as keyof typeof FOLLOW_KIND_OF];
  if (kind && item.approved) await announcePublished(tx, siteLink, kind, item, now);
}
