// What the alliance is doing (docs/decisions/0028-news-events-jobs-insights.md): news,
// events, AI jobs and insights, posted by organisations and reviewed like courses. One input
// schema per type (the API validates with it, the forms resolve with it), the list queries and
// the constants (the answers are in ./content-answers.ts). Text is plain (no HTML): bodies keep their line breaks, one-line
// fields refuse control characters, links are http(s) only, images are uploads of this site.
import { z } from "zod";
import { LIMITS } from "./constants";
import { EVENT_TYPES, EVENT_WHEN, JOB_TYPES, PAY_PERIODS, WORK_MODES } from "./content-pages";
import { CONTENT_LANGUAGES, LANGUAGES } from "./languages";
import { APPROVAL_STATUSES, approvalStatusQuery, booleanQuery, listQuery, pagingQuery } from "./lists";
import { isSingleLine, singleLineMessage } from "./single-line";
import { optionalLine, requiredLine, requiredMultiline } from "./text-fields";
import { toHttpUrl } from "./url-safety";
import { httpUrl, optionalHttpUrl, optionalUploadedImage } from "./urls";

/** The four content types by audit/trash entity name, with their API path. */
export const CONTENT_TYPES = { news: "news", event: "events", job: "jobs", insight: "insights" } as const;
export type ContentEntity = keyof typeof CONTENT_TYPES;

export const CONTENT_LIMITS = {
  title: LIMITS.title,
  body: 20_000,
  summary: 2_000,
  methodology: 5_000,
  place: 200,
  /** Items of a list (hashtags, tags, requirements, responsibilities). */
  listItems: 20,
  listItem: 300,
  tag: 40,
} as const;

/** The public lists' page sizes (server-rendered pages ask for one page at a time). */
export const CONTENT_PAGING = { default: 20, max: 100 } as const;

export const CONTENT_MESSAGES = {
  endBeforeStart: "The end must not be before the start",
  howToApply: "How to apply must be a web address starting with http:// or https://, or an e-mail address",
  imageRequired: "Image is required",
  notClosed: "Only a closed job can be reposted",
  newsDeleted: "News item deleted",
  eventDeleted: "Event deleted",
  jobDeleted: "Job deleted",
  insightDeleted: "Insight deleted",
  jobReposted: "Job reposted as a new draft",
} as const;

/**
 * Events and jobs an admin may return to their organisation with a note, as a report is: an item
 * not yet public waits for its organisation's edit, which sends it back for review.
 */
export const RETURNABLE_CONTENT = ["event", "job"] as const;
export type ReturnableContent = (typeof RETURNABLE_CONTENT)[number];

export const CONTENT_RETURN_MESSAGES = {
  noteRequired: "Write a note saying what to fix before returning it",
  notReturnable:
    "A public item is not returned: hide it, or discard the change waiting for review with a note",
  heading: "Returned for changes",
  badge: "Returned",
  action: "Return",
} as const;

/** PATCH /events|jobs/:id/return (admin): what the organisation is to fix. */
export const ContentReturnInput = z.object({
  note: z
    .string({ error: CONTENT_RETURN_MESSAGES.noteRequired })
    .trim()
    .min(1, CONTENT_RETURN_MESSAGES.noteRequired)
    .max(LIMITS.message),
});
export type ContentReturnInput = z.infer<typeof ContentReturnInput>;

/** A review status of a content item: an event or job may also be returned to its organisation. */
export const CONTENT_STATUSES = [...APPROVAL_STATUSES, "returned"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// Field rules

/** The language an item is written, taught or held in (English when not given). */
export const contentLanguage = z
  .enum(CONTENT_LANGUAGES, { error: `Language must be one of: ${CONTENT_LANGUAGES.join(", ")}` })
  .default("en");

/** A bounded list of short one-line texts (empty entries dropped, duplicates kept once). */
const textList = (
  label: string,
  max: number = CONTENT_LIMITS.listItem,
  items: number = CONTENT_LIMITS.listItems,
) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(max, `Each of ${label} must be at most ${max} characters`)
        .refine(isSingleLine, singleLineMessage(label)),
      { error: `${label} must be a list` },
    )
    .max(items, `At most ${items} ${label}`)
    .optional()
    .default([])
    .transform((values) => [...new Set(values.filter((value) => value !== ""))]);

/** Hashtags and tags: letters, digits, - and _ (a leading # is dropped). */
const TAG = /^[\p{L}\p{N}_-]+$/u;
const tagList = (label: string) =>
  textList(label, CONTENT_LIMITS.tag, 10)
    .transform((values) => values.map((value) => value.replace(/^#/, "")))
    .refine((values) => values.every((value) => TAG.test(value)), `${label} are words of letters and digits`);

const title = (label = "Title") => requiredLine(label, CONTENT_LIMITS.title);

const isoDate = (label: string) =>
  z.iso
    .date({ error: `${label} must be a date (YYYY-MM-DD)` })
    .max(10, `${label} must be a date (YYYY-MM-DD)`)
    .describe(`${label}, YYYY-MM-DD`);
const isoDateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .max(40, `${label} must be a date and time (ISO 8601)`)
    .describe(`${label}, ISO 8601 with a time zone`);

/** An http(s) address (as httpUrl stores it) or an e-mail address (lower-cased). */
export const howToApply = z
  .string({ error: CONTENT_MESSAGES.howToApply })
  .trim()
  .min(1, CONTENT_MESSAGES.howToApply)
  .max(LIMITS.url, `How to apply must be at most ${LIMITS.url} characters`)
  .transform((value, ctx) => {
    const address = value.replace(/^mailto:/i, "");
    if (!address.includes("/") && z.email().safeParse(address).success) return address.toLowerCase();
    const url = toHttpUrl(value);
    if (url === undefined) {
      ctx.addIssue({ code: "custom", message: CONTENT_MESSAGES.howToApply });
      return z.NEVER;
    }
    return url;
  });

/** On create the image is required (checked by the API); on edit an empty image keeps the current one. */
const image = optionalUploadedImage();
const featured = z.boolean().optional().describe("Admin only: ignored for organisation users");

// ---------------------------------------------------------------------------------------------
// Inputs

export const NewsInput = z.object({
  title: title(),
  body: requiredMultiline("Body", CONTENT_LIMITS.body),
  image,
  externalLink: optionalHttpUrl("External link"),
  hashtags: tagList("Hashtags"),
  featured,
});
export type NewsInput = z.infer<typeof NewsInput>;

export const EventInput = z
  .object({
    title: title(),
    description: requiredMultiline("Description", CONTENT_LIMITS.body),
    image,
    eventType: z.enum(EVENT_TYPES, { error: `Event type must be one of: ${EVENT_TYPES.join(", ")}` }),
    startDate: isoDateTime("Start"),
    endDate: isoDateTime("End"),
    venue: optionalLine("Venue", CONTENT_LIMITS.place),
    city: optionalLine("City", CONTENT_LIMITS.place),
    onlineLink: optionalHttpUrl("Online link"),
    registrationLink: optionalHttpUrl("Registration link"),
    language: contentLanguage,
    featured,
  })
  .refine((value) => Date.parse(value.endDate) >= Date.parse(value.startDate), {
    message: CONTENT_MESSAGES.endBeforeStart,
    path: ["endDate"],
  });
export type EventInput = z.infer<typeof EventInput>;

/** The most a job's pay may name (KES), a bound against a typo of extra zeros. */
export const PAY_MAX = 100_000_000;
/** The job's fields (the form extends them); `JobInput` adds the pay rule. */
export const JobInputFields = z.object({
  title: title(),
  about: requiredMultiline("About", CONTENT_LIMITS.body),
  type: z.enum(JOB_TYPES, { error: `Type must be one of: ${JOB_TYPES.join(", ")}` }),
  workMode: z.enum(WORK_MODES, { error: `Work mode must be one of: ${WORK_MODES.join(", ")}` }),
  location: title("Location"),
  requirements: textList("Requirements"),
  responsibilities: textList("Responsibilities"),
  howToApply,
  closingDate: isoDate("Closing date"),
  language: contentLanguage,
  /** Optional pay or stipend in KES: an amount and what it is counted per, both or neither. */
  payAmount: z
    .number({ error: "Pay must be a whole number of shillings" })
    .int("Pay must be a whole number of shillings")
    .positive("Pay must be more than 0")
    .max(PAY_MAX, `Pay must be at most ${PAY_MAX}`)
    .nullable()
    .optional(),
  payPeriod: z
    .enum(PAY_PERIODS, { error: `Pay period must be one of: ${PAY_PERIODS.join(", ")}` })
    .nullable()
    .optional(),
  featured,
});
/** Pay and its period come together, or neither. */
export const jobPayGiven = (value: {
  payAmount?: number | null | undefined;
  payPeriod?: string | null | undefined;
}) => (value.payAmount == null) === (value.payPeriod == null);
export const JOB_PAY_MESSAGE = {
  message: "Give the pay and what it is counted per (a month, a year...), or neither",
  path: ["payPeriod"],
};
export const JobInput = JobInputFields.refine(jobPayGiven, JOB_PAY_MESSAGE);
export type JobInput = z.infer<typeof JobInput>;

export const InsightInput = z.object({
  title: title(),
  image,
  dateOfInsight: isoDate("Date of the insight"),
  summary: requiredMultiline("Summary", CONTENT_LIMITS.summary),
  methodology: requiredMultiline("Methodology", CONTENT_LIMITS.methodology),
  link: httpUrl("Link to the full report"),
  tags: tagList("Tags"),
  featured,
});
export type InsightInput = z.infer<typeof InsightInput>;

/** The fields an organisation user's edit of an approved item may change (held for review). */
export const CONTENT_REVIEWED_FIELDS = {
  news: ["title", "body", "image", "externalLink", "hashtags"],
  event: [
    "title",
    "description",
    "image",
    "eventType",
    "startDate",
    "endDate",
    "venue",
    "city",
    "onlineLink",
    "registrationLink",
    "language",
  ],
  job: [
    "title",
    "about",
    "type",
    "workMode",
    "location",
    "requirements",
    "responsibilities",
    "howToApply",
    "closingDate",
    "language",
    "payAmount",
    "payPeriod",
  ],
  insight: ["title", "image", "dateOfInsight", "summary", "methodology", "link", "tags"],
} as const satisfies Record<ContentEntity, readonly string[]>;

// ---------------------------------------------------------------------------------------------
// Queries

const search = z.string().trim().max(LIMITS.search).optional().describe("Case-insensitive search text");
const staffFilters = {
  status: approvalStatusQuery,
  mine: booleanQuery.describe("true: only the signed-in user's own organisation's items"),
};
export const NewsStaffQuery = listQuery("news").extend(staffFilters);
export const EventsStaffQuery = listQuery("events").extend(staffFilters);
export const JobsStaffQuery = listQuery("jobs").extend(staffFilters);
export const InsightsStaffQuery = listQuery("insights").extend(staffFilters);

export const PublicContentQuery = pagingQuery(CONTENT_PAGING).extend({
  q: search,
  organization: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, "organization is the address (slug) of an organisation's page")
    .optional()
    .describe("The address (slug) of an organisation's public page: only its items"),
});
const languageQuery = z
  .enum(LANGUAGES)
  .optional()
  .describe("en or sw: only items in that language or in both (default: every language)");
export const PublicEventsQuery = PublicContentQuery.extend({
  language: languageQuery,
  when: z.enum(EVENT_WHEN).optional().describe("upcoming: not ended yet; past: ended. Default: both"),
  eventType: z.enum(EVENT_TYPES).optional(),
  month: z
    .string()
    .max(7, "month is YYYY-MM")
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month is YYYY-MM")
    .optional()
    .describe("Events that take place during this month (YYYY-MM, East Africa Time)"),
});
export const PublicJobsQuery = PublicContentQuery.extend({
  language: languageQuery,
  type: z.enum(JOB_TYPES).optional(),
  workMode: z.enum(WORK_MODES).optional(),
  location: z.string().trim().max(CONTENT_LIMITS.place).optional().describe("Part of the location"),
  includeClosed: booleanQuery.describe("true: closed jobs too (default: open ones only)"),
});
