// Demo news, events, jobs and insights, dated relative to the day the demo is seeded:
// the news is recent, the events are upcoming, the jobs are open and the insights were
// published in the last months, so a first start on any day shows a site that looks alive.
import type { EventType, JobType, WorkMode } from "@alliance/shared";

const DAY = 24 * 60 * 60 * 1000;

/** `days` from `now` (negative: before), as an instant. */
const at = (now: Date, days: number, hour = 6) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
/** The same as a calendar day ("2026-12-12"), for dates stored without a time. */
const day = (now: Date, days: number) => at(now, days).toISOString().slice(0, 10);

/** Index into DEMO_ORG_USERS: the organisation posting the item. */
type Owned = { owner: number };

export const demoNews = (now: Date) =>
  [
    {
      owner: 0,
      title: "Savannah Tech Hub opens an AI lab for young people in Nairobi",
      body: "A new lab gives young people in Nairobi free access to computers, mentors and short AI courses every weekday afternoon.\nThe first cohort of 60 starts this month.",
      hashtags: ["ailab", "youth"],
      createdAt: at(now, -4),
    },
    {
      owner: 1,
      title: "Lakeside University adds an AI module to teacher training",
      body: "Every student teacher at Lakeside University now takes a six-week module on using AI in the classroom, with lesson plans in English and Kiswahili.",
      hashtags: ["walimu", "education"],
      createdAt: at(now, -11),
    },
    {
      owner: 3,
      title: "Farmers in Nyandarua try AI tools for crop disease",
      body: "Highlands AgriTech Cooperative trained 300 farmers to photograph their crops and get advice on disease from a phone app, in Kiswahili.",
      hashtags: ["kilimo", "agritech"],
      createdAt: at(now, -23),
    },
  ] satisfies Array<Owned & Record<string, unknown>>;

export const demoEvents = (now: Date) =>
  [
    {
      owner: 0,
      title: "AI for small businesses: a one-day workshop",
      description:
        "A hands-on day for owners of small businesses: writing, bookkeeping and customer service with AI tools, and what to keep private.",
      eventType: "in-person" as EventType,
      startDate: at(now, 12, 6),
      endDate: at(now, 12, 13),
      venue: "Savannah Tech Hub, Ngong Road",
      city: "Nairobi",
      createdAt: at(now, -6),
    },
    {
      owner: 2,
      title: "Webinar: AI skills in technical and vocational training",
      description: "Trainers from TVET institutes share how they teach AI basics, with time for questions.",
      eventType: "online" as EventType,
      startDate: at(now, 26, 11),
      endDate: at(now, 26, 13),
      venue: "",
      city: "",
      createdAt: at(now, -9),
    },
    {
      owner: 1,
      title: "Open day: AI in the classroom",
      description: "Student teachers show the lessons they built with AI; schools and parents welcome.",
      eventType: "hybrid" as EventType,
      startDate: at(now, 40, 7),
      endDate: at(now, 40, 12),
      venue: "Lakeside University, Main Hall",
      city: "Kisumu",
      createdAt: at(now, -2),
    },
  ] satisfies Array<Owned & Record<string, unknown>>;

export const demoJobs = (now: Date) =>
  [
    {
      owner: 0,
      title: "AI trainer (community programmes)",
      about: "Run short AI courses for young people and small businesses in Nairobi and nearby counties.",
      type: "full-time" as JobType,
      workMode: "onsite" as WorkMode,
      location: "Nairobi",
      requirements: ["Experience teaching adults", "Fluent English and Kiswahili"],
      responsibilities: ["Teach the lab's courses", "Follow up with graduates"],
      howToApply: "jobs@savannah-tech.example",
      closingDate: day(now, 21),
      createdAt: at(now, -5),
    },
    {
      owner: 1,
      title: "Research intern: AI in education",
      about: "Help the university's education faculty study how student teachers use AI.",
      type: "internship" as JobType,
      workMode: "hybrid" as WorkMode,
      location: "Kisumu",
      requirements: ["A degree in education, social science or computing"],
      responsibilities: ["Interviews and surveys", "A short written report"],
      howToApply: "https://lakeside-university.example/careers",
      closingDate: day(now, 35),
      createdAt: at(now, -8),
    },
    {
      owner: 3,
      title: "Field officer: digital farming tools",
      about: "Show farmers how to use the cooperative's AI crop advice on their phones.",
      type: "contract" as JobType,
      workMode: "onsite" as WorkMode,
      location: "Nyandarua",
      requirements: ["Knowledge of farming", "A smartphone"],
      responsibilities: ["Farm visits", "Group trainings"],
      howToApply: "jobs@highlands-agri.example",
      closingDate: day(now, 14),
      createdAt: at(now, -3),
    },
  ] satisfies Array<Owned & Record<string, unknown>>;

export const demoInsights = (now: Date) =>
  [
    {
      owner: 1,
      title: "How student teachers use AI: a first survey",
      summary:
        "Most of the 400 student teachers asked use AI tools weekly, mostly to plan lessons; few were taught how.",
      methodology:
        "An online survey of 400 student teachers at two universities, with 20 follow-up interviews.",
      link: "https://lakeside-university.example/research/ai-teachers",
      tags: ["education", "survey"],
      dateOfInsight: day(now, -30),
      createdAt: at(now, -28),
    },
    {
      owner: 3,
      title: "AI advice for smallholder farmers: what worked",
      summary:
        "Farmers who photographed their crops weekly caught disease earlier; connectivity was the main obstacle.",
      methodology: "Records of 300 farmers over one season, compared with 300 who did not use the app.",
      link: "https://highlands-agri.example/reports/ai-advice",
      tags: ["agriculture"],
      dateOfInsight: day(now, -75),
      createdAt: at(now, -70),
    },
  ] satisfies Array<Owned & Record<string, unknown>>;

/** When a demo item was reviewed: a day after it was posted, never after `now`. */
export const reviewedAfter = (createdAt: Date, now: Date) =>
  new Date(Math.min(createdAt.getTime() + DAY, now.getTime()));
