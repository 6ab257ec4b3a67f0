// Data access for events. An event is past once its end has passed: computed from the time the
// caller passes (the app's clock), so nothing has to move it.
import type { SortField } from "@alliance/shared";
import { and, asc, desc, eq, getTableColumns, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { events } from "../../db/schema";
import { type ListPage, type ListResult, pagedRows, sortOrder } from "../../lib/paging";
import { searchText } from "../../lib/search";
import type { AuthUser } from "../../plugins/auth";
import {
  type OrganizationFields,
  ofOrganization,
  organizationColumns,
  type StaffFilter,
  staffWhere,
} from "../content/items";
import type { ReviewColumns } from "../content/review";

export type NewEvent = typeof events.$inferInsert;

const columns = { ...getTableColumns(events), ...organizationColumns(events.organizationId) };
export type EventRow = typeof events.$inferSelect & OrganizationFields;

const order = sortOrder(events, ["createdAt", "title", "startDate"]);

export async function findEvent(db: Db, id: string, lock = false): Promise<EventRow | undefined> {
  const query = db.select(columns).from(events).where(eq(events.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** An approved event by its slug, upcoming or past. */
export async function findApprovedEvent(db: Db, slug: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.approved, true)));
  return row;
}

export async function insertEvent(db: Db, values: NewEvent): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning(columns);
  return row!;
}

export async function updateEvent(
  db: Db,
  id: string,
  values: Partial<NewEvent> | ReviewColumns,
): Promise<EventRow | undefined> {
  const [row] = await db.update(events).set(values).where(eq(events.id, id)).returning(columns);
  return row;
}

export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** The staff list: title, city, venue searched; review status; the caller's own. */
export function listEvents(
  db: Db,
  filter: StaffFilter,
  viewer: AuthUser,
  page: ListPage<SortField<"events">>,
): Promise<ListResult<EventRow>> {
  const where = staffWhere(events, [events.title, events.city, events.venue], filter, viewer);
  return pagedRows(
    db,
    db.select(columns).from(events).where(where).$dynamic(),
    events,
    where,
    order(page.sort),
    page,
  );
}

export interface PublicEventsFilter {
  q?: string | undefined;
  when?: "upcoming" | "past" | undefined;
  eventType?: string | undefined;
  /** YYYY-MM: events taking place during that month (East Africa Time). */
  month?: string | undefined;
  /** The slug of an organisation's page: its events only. */
  organization?: string | undefined;
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
  const where: SQL | undefined = and(
    eq(events.approved, true),
    filter.when === "upcoming" ? gte(events.endDate, now) : undefined,
    filter.when === "past" ? lt(events.endDate, now) : undefined,
    filter.eventType ? eq(events.eventType, filter.eventType) : undefined,
    filter.month
      ? and(
          gte(events.endDate, monthStart(filter.month)),
          lt(events.startDate, monthStart(nextMonth(filter.month))),
        )
      : undefined,
    searchText([events.title, events.description, events.city, events.venue], filter.q),
    ofOrganization(events.organizationId, filter.organization),
  );
  const isPast = sql`(${events.endDate} < ${now.toISOString()}::timestamptz)`;
  return pagedRows(
    db,
    db.select(columns).from(events).where(where).$dynamic(),
    events,
    where,
    [
      asc(isPast),
      sql`case when ${isPast} then null else ${events.startDate} end asc`,
      desc(events.startDate),
      desc(events.id),
    ],
    page,
  );
}

/** Upcoming approved events, soonest first (the iCalendar feed). */
export function upcomingEvents(db: Db, now: Date, limit = 200): Promise<EventRow[]> {
  return db
    .select(columns)
    .from(events)
    .where(and(eq(events.approved, true), gte(events.endDate, now)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
}

/** Every approved event's address and last change (the sitemap). */
export const publishedEvents = (db: Db) =>
  db.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events).where(eq(events.approved, true));
