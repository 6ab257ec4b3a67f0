// iCalendar files of approved events (RFC 5545), written here rather than by a generator package
// (docs/decisions/0033-security-round-4.md): text values escaped (`\\`, `;`, `,`, line breaks as
// `\n`) with every other control character dropped, so no value can start a property or an event;
// the organiser's name is a quoted parameter without `"`, with the alliance's address as the
// value; lines folded at 75 octets, never inside a character; CRLF line ends.
import { SITE } from "@alliance/shared";

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

// Line breaks of any kind (CRLF, a bare CR, NEL, U+2028/U+2029) become one line feed.
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
// What RFC 5545 calls CONTROL (everything below space but tab, and DEL) and the C1 controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;

/** A TEXT value: escaped, line breaks as `\n`, nothing else a reader could take as syntax. */
export const icsText = (value: string): string =>
  value
    .replace(LINE_BREAK, "\n")
    .split("\n")
    .map((line) => line.replace(CONTROL, "").replace(/[\\;,]/g, (char) => `\\${char}`))
    .join("\\n");

/** A quoted parameter value: no `"` (no escape exists for it), no line break or control character. */
const quotedParameter = (value: string) =>
  `"${value.replace(LINE_BREAK, " ").replace(CONTROL, "").replaceAll('"', "'")}"`;

const encoder = new TextEncoder();

/** One content line folded at 75 octets (RFC 5545 3.1), breaking between characters only. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > 75) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n");
}

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

const place = (event: CalendarEvent) =>
  [event.venue, event.city].filter(Boolean).join(", ") || (event.eventType === "online" ? "Online" : "");

function vevent(event: CalendarEvent, origin: string): string[] {
  const location = place(event);
  return [
    "BEGIN:VEVENT",
    `UID:${event.id}@${new URL(origin).host}`,
    `DTSTAMP:${stamp(event.updatedAt)}`,
    `DTSTART:${stamp(event.startDate)}`,
    `DTEND:${stamp(event.endDate)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    `URL:${origin}/events/${encodeURIComponent(event.slug)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `ORGANIZER;CN=${quotedParameter(event.organizationName || SITE.title)}:mailto:${SITE.contactEmail}`,
    `LAST-MODIFIED:${stamp(event.updatedAt)}`,
    "STATUS:CONFIRMED",
    "END:VEVENT",
  ];
}

/** An iCalendar file of the events given (one event: its own file). */
export function eventsCalendar(events: CalendarEvent[], origin: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(SITE.title)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(`${SITE.title}: events`)}`,
    ...events.flatMap((event) => vevent(event, origin)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export const ICS_TYPE = "text/calendar; charset=utf-8";
