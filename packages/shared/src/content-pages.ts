// The public pages of news, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md): their wording, the labels
// of the choices, and how a list's URL is read (`contentListSearch`), once for the server that
// renders the page and the browser that hydrates it. A value that is not a valid choice is dropped
// (the list shows everything) rather than refused, as on the impact page.
// No zod here (the public pages import this module): the choices themselves are defined here and
// the schemas of ./content-types.ts use them.
import { LANGUAGES } from "./languages";
import { type PageKey, pagePath } from "./pages";
import { SITE } from "./site";

export const EVENT_TYPES = ["online", "in-person", "hybrid"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const JOB_TYPES = ["full-time", "part-time", "contract", "internship", "freelance"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const WORK_MODES = ["onsite", "remote", "hybrid"] as const;
export type WorkMode = (typeof WORK_MODES)[number];
/** What a job's pay or stipend is counted per ("once": one amount for the whole job). */
export const PAY_PERIODS = ["hour", "day", "week", "month", "year", "once"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
/** The currency of every job's pay: Kenya shillings. */
export const PAY_CURRENCY = "KES";
/** Pay periods as the staff screens name them. */
export const PAY_PERIOD_LABELS: Record<PayPeriod, string> = {
  hour: "an hour",
  day: "a day",
  week: "a week",
  month: "a month",
  year: "a year",
  once: "in all",
};
/** Public events list: upcoming (not ended yet) or past (ended). */
export const EVENT_WHEN = ["upcoming", "past"] as const;

/** The four public kinds of content, by the path of their pages and of their API. */
export const CONTENT_KINDS = ["news", "events", "jobs", "insights"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Items per page of a public list. */
export const CONTENT_LIST_PAGE_SIZE = 12;

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  online: "Online",
  "in-person": "In person",
  hybrid: "Hybrid",
};
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  contract: "Contract",
  internship: "Internship",
  freelance: "Freelance",
};
export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  onsite: "On-site",
  remote: "Remote",
  hybrid: "Hybrid",
};

interface KindTexts {
  /** Navigation label and <h1> of the list. */
  title: string;
  /** One item, in a sentence ("event"). */
  one: string;
  intro: string;
  description: string;
  empty: string;
  emptyFiltered: string;
  back: string;
}

export const CONTENT_PAGE_TEXTS = {
  news: {
    title: "News",
    one: "news item",
    intro: "What the alliance and its member organisations are doing for AI skills in Kenya.",
    description: `News from the ${SITE.title} and its member organisations: programmes, partnerships and milestones in AI skilling across Kenya.`,
    empty: "No news has been published yet.",
    emptyFiltered: "No news matches your search.",
    back: "All news",
  },
  events: {
    title: "Events",
    one: "event",
    intro:
      "Workshops, talks and bootcamps by the alliance's members, online and across Kenya: upcoming events first, then past ones.",
    description: `Upcoming and past AI events of the ${SITE.title}: workshops, talks and bootcamps online and across Kenya.`,
    empty: "No event has been published yet.",
    emptyFiltered: "No event matches these filters.",
    back: "All events",
  },
  jobs: {
    title: "Jobs",
    one: "job",
    intro:
      "AI jobs and internships offered by the alliance's member organisations. Only open positions are listed.",
    description: `AI jobs and internships in Kenya from the member organisations of the ${SITE.title}: full-time, part-time, contract and internships, on-site or remote.`,
    empty: "No job is open at the moment.",
    emptyFiltered: "No open job matches these filters.",
    back: "All jobs",
  },
  insights: {
    title: "Insights",
    one: "insight",
    intro:
      "Research reports on AI skills and adoption in Kenya, with how they were made and where to read them in full.",
    description: `Research insights on AI skills in Kenya published by the ${SITE.title} and its members: summaries, methods and full reports.`,
    empty: "No insight has been published yet.",
    emptyFiltered: "No insight matches your search.",
    back: "All insights",
  },
} as const satisfies Record<ContentKind, KindTexts>;

export const CONTENT_TEXTS = {
  search: "Search",
  searchButton: "Apply",
  clear: "Clear filters",
  filtersLegend: "Filter the list",
  allTypes: "All types",
  allModes: "All work modes",
  allMonths: "Any month",
  eventType: "Event type",
  month: "Month",
  jobType: "Job type",
  workMode: "Work mode",
  location: "Location",
  loading: "Loading…",
  loadFailed: "The list could not be loaded. Please try again later.",
  itemLoadFailed: "This page could not be loaded. Please try again later.",
  postedBy: (name: string) => `By ${name}`,
  upcoming: "Upcoming events",
  past: "Past events",
  pastBadge: "Past event",
  closedBadge: "Closed",
  when: "When",
  where: "Where",
  online: "Online",
  joinOnline: "Join online",
  register: "Register",
  addToCalendar: "Add to calendar (.ics)",
  eventsFeed: "Subscribe to upcoming events (iCalendar)",
  newsFeed: "News feed (Atom)",
  eventPast: (date: string) => `This event took place on ${date}.`,
  jobClosed: (date: string) => `This job closed on ${date}. It is no longer taking applications.`,
  closes: (date: string) => `Closes on ${date}`,
  closingDate: "Closing date",
  aboutJob: "About the role",
  requirements: "Requirements",
  responsibilities: "Responsibilities",
  howToApply: "How to apply",
  applyByEmail: (email: string) => `Apply by e-mail to ${email}`,
  applyOnline: "Apply online",
  readMore: "Read more",
  externalLink: "More on the author's site",
  summary: "Summary",
  methodology: "Methodology",
  fullReport: "Read the full report",
  published: (date: string) => `Published ${date}`,
  insightDate: (date: string) => `Insight of ${date}`,
  tags: "Tags",
  listPages: (title: string) => `${title} pages`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous",
  next: "Next",
  results: (count: number) => (count === 1 ? "1 result" : `${count} results`),
  homeNews: "Latest news",
  homeEvents: "Next events",
  homeAllNews: "All news",
  homeAllEvents: "All events",
  homeNoEvents: "No upcoming event at the moment.",
  homeNoNews: "No news yet.",
  fromOrganisation: (name: string) => `Only the items of ${name}.`,
  allOrganisations: "Show all organisations",
} as const;

/** Words the staff lists add to an item's row. */
export const CONTENT_ITEM_STATUS_TEXT = { closed: " (closed)", past: " (past)" } as const;

/** A page title: "<item> | <site>". */
export const contentPageTitle = (title: string) => `${title} | ${SITE.title}`;

/** A description from a plain text: its first ~160 characters, on one line. */
export function contentDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** The pages of each kind in the page registry: its list and the page of one item. */
export const CONTENT_PAGES = {
  news: { list: "news", item: "newsItem" },
  events: { list: "events", item: "event" },
  jobs: { list: "jobs", item: "job" },
  insights: { list: "insights", item: "insight" },
} as const satisfies Record<ContentKind, { list: PageKey; item: PageKey }>;

/** The address of a kind's public list. */
export const contentListPath = (kind: ContentKind) => pagePath(CONTENT_PAGES[kind].list);

/** The address of an item's public page. */
export const contentItemPath = (kind: ContentKind, slug: string) =>
  pagePath(CONTENT_PAGES[kind].item, { slug });

/** A list's filters as they appear in its URL (only valid values; page 1 is left out). */
export type ContentListSearch = Record<string, string>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value) ? value : "";
const text = (value: string | null, max: number) =>
  (value ?? "")
    .replace(/[\p{Cc}]/gu, " ")
    .trim()
    .slice(0, max);

/** The filters of each list's URL (`organization`: the slug of an organisation's page). */
export const CONTENT_LIST_FILTERS = {
  news: ["q", "organization"],
  events: ["q", "eventType", "month", "language", "organization"],
  jobs: ["q", "type", "workMode", "location", "language", "organization"],
  insights: ["q", "organization"],
} as const satisfies Record<ContentKind, readonly string[]>;

/** An organisation page's address (slug), as the database makes them: a-z, digits, hyphens. */
const ORGANISATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const organisationSlug = (value: string | null) => {
  const slug = (value ?? "").trim().toLowerCase();
  return slug.length <= 120 && ORGANISATION_SLUG.test(slug) ? slug : "";
};

/**
 * The valid filters and page of a list's URL, in a fixed order (so the server's and the browser's
 * addresses are the same): `q`, the kind's filters, then `page` when it is not 1.
 */
export function contentListSearch(
  kind: ContentKind,
  params: URLSearchParams | Record<string, unknown>,
): ContentListSearch {
  const get = (key: string): string | null => {
    if (params instanceof URLSearchParams) return params.get(key);
    const value = params[key];
    return typeof value === "string" || typeof value === "number" ? String(value) : null;
  };
  const values: Record<string, string> = {
    q: text(get("q"), 100),
    eventType: oneOf(EVENT_TYPES, get("eventType")),
    month: MONTH.test(get("month") ?? "") ? (get("month") ?? "") : "",
    type: oneOf(JOB_TYPES, get("type")),
    workMode: oneOf(WORK_MODES, get("workMode")),
    location: text(get("location"), 100),
    language: oneOf(LANGUAGES, get("language")),
    organization: organisationSlug(get("organization")),
  };
  const search: ContentListSearch = {};
  for (const key of CONTENT_LIST_FILTERS[kind]) {
    const value = values[key];
    if (value) search[key] = value;
  }
  const page = Number(get("page") ?? "1");
  if (Number.isInteger(page) && page > 1 && page <= 10_000) search.page = String(page);
  return search;
}

/** The query string of a list's filters ("" or "?q=…"). */
export function contentSearchString(search: ContentListSearch): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : "";
}

/** The public API query of a list page: its filters, its page and the page size. */
export function contentApiQuery(search: ContentListSearch): Record<string, string> {
  return { ...search, page: search.page ?? "1", pageSize: String(CONTENT_LIST_PAGE_SIZE) };
}

/** Items of each kind an organisation's page shows (its lists link to the rest). */
export const ORGANISATION_PAGE_ITEMS = 3;

/**
 * The public API queries of an organisation's page, one per kind: its latest news and insights,
 * its upcoming events (soonest first) and its open jobs, a few each.
 */
export function organisationContentQueries(slug: string): Record<ContentKind, Record<string, string>> {
  const query = { organization: slug, page: "1", pageSize: String(ORGANISATION_PAGE_ITEMS) };
  return { news: query, events: { ...query, when: "upcoming" }, jobs: query, insights: query };
}

/** An organisation's items on a public list (the page's "All its ..." links). */
export const organisationListPath = (kind: ContentKind, slug: string) =>
  `/${kind}${contentSearchString({ organization: slug })}`;
