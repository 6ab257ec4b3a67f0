// The answers of news, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md):
// each type's own fields, what every item answers with, and the review fields only staff who may
// edit it receive. The inputs, queries and constants are in ./content-types.ts.
import { z } from "zod";
import { EVENT_TYPES, JOB_TYPES, PAY_PERIODS, WORK_MODES } from "./content-pages";
import { CONTENT_STATUSES } from "./content-types";
import { CONTENT_LANGUAGES } from "./languages";

/** What every item answers with; `pendingChange` and the review fields reach staff who may edit it. */
const common = {
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  organizationName: z.string(),
  /** Its organisation's public page (/organisations/<slug>); "" for an item of no organisation. */
  organizationSlug: z.string(),
  organizationId: z.string().nullable(),
  approved: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
const staffFields = <T extends z.ZodRawShape>(values: z.ZodObject<T>) => ({
  status: z.enum(CONTENT_STATUSES).optional(),
  /** The admin's note while the item is returned to its organisation (events and jobs). */
  returned: z.object({ note: z.string(), by: z.string(), at: z.string() }).nullable().optional(),
  email: z.string().optional(),
  version: z.number().optional(),
  pendingChange: z
    .object({ values: values.partial(), proposedBy: z.string(), proposedAt: z.string() })
    .nullable()
    .optional(),
});

const NewsFields = z.object({
  title: z.string(),
  body: z.string(),
  image: z.string(),
  externalLink: z.string(),
  hashtags: z.array(z.string()),
});
export const PublicNewsOut = NewsFields.extend(common);
export const NewsOut = PublicNewsOut.extend(staffFields(NewsFields));
export type News = z.infer<typeof NewsOut>;

const EventFields = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  eventType: z.enum(EVENT_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  venue: z.string(),
  city: z.string(),
  onlineLink: z.string(),
  registrationLink: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
});
export const PublicEventOut = EventFields.extend(common).extend({
  /** Ended: the page says so instead of disappearing. */
  past: z.boolean(),
});
export const EventOut = PublicEventOut.extend(staffFields(EventFields));
export type ContentEvent = z.infer<typeof EventOut>;

const JobFields = z.object({
  title: z.string(),
  about: z.string(),
  type: z.enum(JOB_TYPES),
  workMode: z.enum(WORK_MODES),
  location: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  howToApply: z.string(),
  closingDate: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  payAmount: z.number().nullable(),
  payCurrency: z.literal("KES"),
  payPeriod: z.enum(PAY_PERIODS).nullable(),
});
export const PublicJobOut = JobFields.extend(common).extend({
  /** Its closing date has passed: the page says so instead of disappearing. */
  closed: z.boolean(),
});
export const JobOut = PublicJobOut.extend(staffFields(JobFields));
export type Job = z.infer<typeof JobOut>;

const InsightFields = z.object({
  title: z.string(),
  image: z.string(),
  dateOfInsight: z.string(),
  summary: z.string(),
  methodology: z.string(),
  link: z.string(),
  tags: z.array(z.string()),
});
export const PublicInsightOut = InsightFields.extend(common);
export const InsightOut = PublicInsightOut.extend(staffFields(InsightFields));
export type Insight = z.infer<typeof InsightOut>;
