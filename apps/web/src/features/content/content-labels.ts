// The words of the news, events, jobs and insights pages that depend on the kind or on a choice,
// as messages of the content catalogue (the shared label maps stay the staff screens' and the
// API's words; docs/decisions/0029-public-site-in-two-languages.md).
import {
  CONTENT_LANGUAGES,
  type ContentKind,
  type ContentLanguage,
  EVENT_TYPES,
  type EventType,
  JOB_TYPES,
  type JobType,
  LANGUAGES,
  type Language,
  PAY_PERIODS,
  type PayPeriod,
  WORK_MODES,
  type WorkMode,
} from "@alliance/shared";
import { type MessageId, messageIdsFor } from "../../i18n/message-ids";

/** A kind's own words, `content.<kind>.<part>`. */
const kindTexts = <const K extends ContentKind>(kind: K) =>
  messageIdsFor(`content.${kind}`, ["title", "intro", "empty", "emptyFiltered", "back"]);

export const KIND_TEXTS: Record<
  ContentKind,
  { title: MessageId; intro: MessageId; empty: MessageId; emptyFiltered: MessageId; back: MessageId }
> = {
  news: kindTexts("news"),
  events: kindTexts("events"),
  jobs: kindTexts("jobs"),
  insights: kindTexts("insights"),
};

export const EVENT_TYPE_NAMES: Record<EventType, MessageId> = messageIdsFor("content.eventType", EVENT_TYPES);

export const JOB_TYPE_NAMES: Record<JobType, MessageId> = messageIdsFor("content.jobType", JOB_TYPES);

export const WORK_MODE_NAMES: Record<WorkMode, MessageId> = messageIdsFor("content.workMode", WORK_MODES);

/** The language an item is in, as its card and page name it. */
export const CONTENT_LANGUAGE_NAMES: Record<ContentLanguage, MessageId> = messageIdsFor(
  "content.contentLanguage",
  CONTENT_LANGUAGES,
);

/** The language filter's choices (an item in both languages is kept by either). */
export const IN_LANGUAGE_NAMES: Record<Language, MessageId> = messageIdsFor("content.inLanguage", LANGUAGES);

/** A job's pay, "KES 80,000 a month", by its period. */
export const PAY_NAMES: Record<PayPeriod, MessageId> = messageIdsFor("content.payPer", PAY_PERIODS);

/** The lists' filters of one value among several: label, the "all" choice, the values and their names. */
export const CHOICE_FILTERS = {
  eventType: { label: "content.eventType", all: "content.allTypes", names: EVENT_TYPE_NAMES },
  type: { label: "content.jobType", all: "content.allTypes", names: JOB_TYPE_NAMES },
  workMode: { label: "content.workMode", all: "content.allModes", names: WORK_MODE_NAMES },
  language: { label: "content.language", all: "content.allLanguages", names: IN_LANGUAGE_NAMES },
} satisfies Record<string, { label: MessageId; all: MessageId; names: Record<string, MessageId> }>;
