// How the review dialog of news, events, jobs and insights shows a field whose stored value is not
// for people: instants and calendar days as Kenyans read them (East Africa Time, as the staff
// lists show them), a choice by its label, hashtags with their #. Lists are one item per line
// (the dialog's default).
import {
  CONTENT_LANGUAGE_LABELS,
  EVENT_TYPE_LABELS,
  type EventType,
  JOB_TYPE_LABELS,
  type JobType,
  kenyanDate,
  kenyanDateTime,
  WORK_MODE_LABELS,
  type WorkMode,
} from "@alliance/shared";
import type { FieldFormats } from "../../components/staff/list/change-review-dialog";

/** A value that is not a date is shown as it is, rather than as "Invalid Date". */
const readable = (format: (value: string) => string) => (value: unknown) => {
  const text = String(value);
  return Number.isNaN(Date.parse(text)) ? text : format(text);
};
const labelOf = (labels: Record<string, string>) => (value: unknown) =>
  labels[String(value)] ?? String(value);

export const NEWS_FORMATS: FieldFormats = {
  hashtags: (value) => (Array.isArray(value) ? value.map((tag) => `#${tag}`).join(" ") : String(value)),
};

export const EVENT_FORMATS: FieldFormats = {
  eventType: labelOf(EVENT_TYPE_LABELS satisfies Record<EventType, string>),
  startDate: readable(kenyanDateTime),
  endDate: readable(kenyanDateTime),
  language: labelOf(CONTENT_LANGUAGE_LABELS),
};

export const JOB_FORMATS: FieldFormats = {
  type: labelOf(JOB_TYPE_LABELS satisfies Record<JobType, string>),
  workMode: labelOf(WORK_MODE_LABELS satisfies Record<WorkMode, string>),
  closingDate: readable(kenyanDate),
  language: labelOf(CONTENT_LANGUAGE_LABELS),
};

export const INSIGHT_FORMATS: FieldFormats = {
  dateOfInsight: readable(kenyanDate),
};
