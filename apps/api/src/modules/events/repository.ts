// Data access for events (../content/repository.ts), and its reads of its own: an event is past
// once its end has passed, computed from the time the caller passes (the app's clock), so nothing
// has to move it.
import { contentLanguagesFor, type Language } from "@alliance/shared";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import type { ListPage, ListResult } from "../../lib/paging";
import { type ContentRowOf, contentRepository, type PublishedFilter } from "../content/repository";

export type NewEvent = typeof events.$inferInsert;
export type EventRow = ContentRowOf<typeof events>;

export const eventsRepository = contentRepository(events, {
  sortable: ["createdAt", "title", "startDate"],
  staffSearch: (t) => [t.title, t.city, t.venue],
  publishedSearch: (t) => [t.title, t.description, t.city, t.venue],
});

export interface PublicEventsFilter extends PublishedFilter {
  when?: "upcoming" | "past" | undefined;
  eventType?: string | undefined;
  /** YYYY-MM: events taking place during that month (East Africa Time). */
  month?: string | undefined;
  /** Only events held in this language or in both. */
  language?: Language | undefined;
}

/** The first instant of a month in East Africa Time (UTC+3, no daylight saving). */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+03:00`);
const nextMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
};

/**
 * Approved events: upcoming ones (not ended at `now`) first, soonest first, then past ones, latest
 * first; `when` keeps one of the two.
 */
export function listApprovedEvents(
  db: Db,
  filter: PublicEventsFilter,
  now: Date,
  page: ListPage,
): Promise<ListResult<EventRow>> {
  const isPast = sql`(${events.endDate} < ${now.toISOString()}::timestamptz)`;
  return eventsRepository.listPublished(db, filter, page, {
    where: and(
      filter.when === "upcoming" ? gte(events.endDate, now) : undefined,
      filter.when === "past" ? lt(events.endDate, now) : undefined,
      filter.eventType ? eq(events.eventType, filter.eventType) : undefined,
      filter.language ? inArray(events.language, contentLanguagesFor(filter.language)) : undefined,
      filter.month
        ? and(
            gte(events.endDate, monthStart(filter.month)),
            lt(events.startDate, monthStart(nextMonth(filter.month))),
          )
        : undefined,
    ),
    order: [
      asc(isPast),
      sql`case when ${isPast} then null else ${events.startDate} end asc`,
      desc(events.startDate),
      desc(events.id),
    ],
  });
}

/** Upcoming approved events, soonest first (the iCalendar feed). */
export const upcomingEvents = (db: Db, now: Date, limit = 200): Promise<EventRow[]> =>
  eventsRepository.latest(db, limit, {
    where: gte(events.endDate, now),
    order: [asc(events.startDate), asc(events.id)],
  });
