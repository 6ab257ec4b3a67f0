// The feeds of docs/decisions/0028-news-events-jobs-insights.md, written by maintained generators: an Atom feed of the latest
// approved news (`feed`) and iCalendar files of approved events (`ics`): one per event, and one of
// every upcoming event. Links point at the public pages (/news/<slug>, /events/<slug>) on the
// site's own address (PUBLIC_URL), never the request's Host.
import { SITE } from "@alliance/shared";
import { Feed } from "feed";
import { createEvents, type EventAttributes } from "ics";

export interface FeedNews {
  slug: string;
  title: string;
  body: string;
  image: string;
  organizationName: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The Atom feed of the news given (newest first). */
export function newsAtom(items: FeedNews[], origin: string): string {
  const feed = new Feed({
    id: `${origin}/news`,
    title: `${SITE.title}: news`,
    link: `${origin}/news`,
    language: "en",
    updated: items[0]?.updatedAt ?? new Date(0),
    copyright: SITE.title,
    feedLinks: { atom: `${origin}/news.atom` },
  });
  for (const item of items) {
    const link = `${origin}/news/${item.slug}`;
    feed.addItem({
      id: link,
      link,
      title: item.title,
      // Plain text: the generator escapes it; no HTML from users reaches the feed.
      description: item.body.slice(0, 500),
      date: item.updatedAt,
      published: item.createdAt,
      ...(item.organizationName ? { author: [{ name: item.organizationName }] } : {}),
      ...(item.image ? { image: `${origin}${item.image}` } : {}),
    });
  }
  return feed.atom1();
}

export interface CalendarEvent {
  id: string;
  slug: string;
  title: string;
  description: string;
  eventType: string;
  startDate: Date;
  endDate: Date;
  venue: string;
  city: string;
  onlineLink: string;
  organizationName: string;
  updatedAt: Date;
}

const place = (event: CalendarEvent) =>
  [event.venue, event.city].filter(Boolean).join(", ") || (event.eventType === "online" ? "Online" : "");

function attributes(event: CalendarEvent, origin: string): EventAttributes {
  const location = place(event);
  return {
    uid: `${event.id}@${new URL(origin).host}`,
    title: event.title,
    description: event.description,
    start: event.startDate.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: event.endDate.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    url: `${origin}/events/${event.slug}`,
    ...(location ? { location } : {}),
    ...(event.organizationName ? { organizer: { name: event.organizationName } } : {}),
    lastModified: event.updatedAt.getTime(),
    status: "CONFIRMED",
  };
}

/** An iCalendar file of the events given (one event: its own file). */
export function eventsCalendar(events: CalendarEvent[], origin: string): string {
  const { error, value } = createEvents(
    events.map((event) => attributes(event, origin)),
    { productId: SITE.title, calName: `${SITE.title}: events` },
  );
  if (error || value === null) throw error ?? new Error("iCalendar: no output");
  return value;
}

export const ICS_TYPE = "text/calendar; charset=utf-8";
export const ATOM_TYPE = "application/atom+xml; charset=utf-8";
