// The feeds of docs/decisions/0028-news-events-jobs-insights.md: an Atom feed of the latest
// approved news and iCalendar files of approved events (one per event, and one of every upcoming
// event). Links point at the public pages (/news/<slug>, /events/<slug>) on the site's own address
// (PUBLIC_URL), never the request's Host. Both are written by this project's own writers, which
// escape every value (docs/decisions/0033-security-round-4.md).
export { ATOM_TYPE, type FeedNews, newsAtom } from "./atom";
export { type CalendarEvent, eventsCalendar, ICS_TYPE } from "./icalendar";
