// The words of the news, events, jobs and insights pages that depend on the kind or on a choice,
// as messages of the content catalogue (the shared label maps stay the staff screens' and the
// API's words; docs/decisions/0029-public-site-in-two-languages.md).
import type {
  ContentKind,
  ContentLanguage,
  EventType,
  JobType,
  Language,
  PayPeriod,
  WorkMode,
} from "@alliance/shared";
import type { MessageId } from "../../i18n/message-ids";

export const KIND_TEXTS: Record<
  ContentKind,
  { title: MessageId; intro: MessageId; empty: MessageId; emptyFiltered: MessageId; back: MessageId }
> = {
  news: {
    title: "content.news.title",
    intro: "content.news.intro",
    empty: "content.news.empty",
    emptyFiltered: "content.news.emptyFiltered",
    back: "content.news.back",
  },
  events: {
    title: "content.events.title",
    intro: "content.events.intro",
    empty: "content.events.empty",
    emptyFiltered: "content.events.emptyFiltered",
    back: "content.events.back",
  },
  jobs: {
    title: "content.jobs.title",
    intro: "content.jobs.intro",
    empty: "content.jobs.empty",
    emptyFiltered: "content.jobs.emptyFiltered",
    back: "content.jobs.back",
  },
  insights: {
    title: "content.insights.title",
    intro: "content.insights.intro",
    empty: "content.insights.empty",
    emptyFiltered: "content.insights.emptyFiltered",
    back: "content.insights.back",
  },
};

export const EVENT_TYPE_NAMES: Record<EventType, MessageId> = {
  online: "content.eventType.online",
  "in-person": "content.eventType.in-person",
  hybrid: "content.eventType.hybrid",
};

export const JOB_TYPE_NAMES: Record<JobType, MessageId> = {
  "full-time": "content.jobType.full-time",
  "part-time": "content.jobType.part-time",
  contract: "content.jobType.contract",
  internship: "content.jobType.internship",
  freelance: "content.jobType.freelance",
};

export const WORK_MODE_NAMES: Record<WorkMode, MessageId> = {
  onsite: "content.workMode.onsite",
  remote: "content.workMode.remote",
  hybrid: "content.workMode.hybrid",
};

/** The language an item is in, as its card and page name it. */
export const CONTENT_LANGUAGE_NAMES: Record<ContentLanguage, MessageId> = {
  en: "content.contentLanguage.en",
  sw: "content.contentLanguage.sw",
  both: "content.contentLanguage.both",
};

/** The language filter's choices (an item in both languages is kept by either). */
export const IN_LANGUAGE_NAMES: Record<Language, MessageId> = {
  en: "content.inLanguage.en",
  sw: "content.inLanguage.sw",
};

/** A job's pay, "KES 80,000 a month", by its period. */
export const PAY_NAMES: Record<PayPeriod, MessageId> = {
  hour: "content.payPer.hour",
  day: "content.payPer.day",
  week: "content.payPer.week",
  month: "content.payPer.month",
  year: "content.payPer.year",
  once: "content.payPer.once",
};
