// "Add to calendar" links of an event's page: Google Calendar and Outlook open their own "new
// event" form filled in from these addresses; the .ics file (the API's) serves Apple Calendar and
// the others. Times travel in UTC, so the reader's calendar shows them in its own time zone.
// Zod-free, so the public bundle can read it.

export interface CalendarEvent {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  venue: string;
  city: string;
  onlineLink: string;
}

/** Where the event takes place, as one line: "iHub, Nairobi", or its online link. */
const placeOf = (event: CalendarEvent) =>
  [event.venue, event.city].filter(Boolean).join(", ") || event.onlineLink;

/** The longest description sent in an address (calendars cut long ones anyway). */
const DETAILS_MAX = 500;
const detailsOf = (event: CalendarEvent) =>
  event.description.length > DETAILS_MAX
    ? `${event.description.slice(0, DETAILS_MAX - 1)}…`
    : event.description;

/** 2026-12-12T06:00:00.000Z → 20261212T060000Z (Google's form). */
const compactUtc = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
/** 2026-12-12T06:00:00.000Z → 2026-12-12T06:00:00Z (Outlook's form). */
const isoUtc = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, "Z");

export function googleCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${compactUtc(event.startDate)}/${compactUtc(event.endDate)}`,
    details: detailsOf(event),
    location: placeOf(event),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarUrl(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: isoUtc(event.startDate),
    enddt: isoUtc(event.endDate),
    body: detailsOf(event),
    location: placeOf(event),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query.toString()}`;
}
