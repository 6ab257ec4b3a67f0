// The public impact page (/impact, docs/decisions/0027-impact-page-open-data-pledges.md) and the organisation pages: their wording, and
// the pure arithmetic of progress toward the alliance's target (the pace needed per quarter to
// reach it by the end of TARGET_YEAR; the recent pace is in recent-pace.ts).
import { type MetricKey, QUARTERS, TARGET_YEAR, TRAINING_TARGET } from "./constants";
import { currentPeriod, type Period, periodOrdinal } from "./report-calendar";
import { SITE } from "./site";

/**
 * What each metric means: the definitions organisations report against, written once here and
 * read by the open data's package (its fields' descriptions) and the impact page's method section,
 * whose English catalogue holds the same words (features/impact/metric-definitions.test.ts).
 */
export const METRIC_DEFINITIONS: Record<MetricKey, string> = {
  aware:
    "People who attended an awareness activity about AI (a talk, a session, a campaign event) run by the organisation during the quarter.",
  engaged:
    "People who took an active part in a learning activity (a workshop, a lab, a course started) during the quarter.",
  trained: "People who completed an AI training course or programme during the quarter.",
  certified:
    "People who passed an assessment and received an AI certificate or credential during the quarter.",
  orgsReached: "Other organisations the organisation reached with AI skilling activities during the quarter.",
  reachedByLeaders:
    "People reached by the organisation's leaders speaking about AI skills during the quarter.",
};

export const IMPACT_PAGE_TEXTS = {
  title: "Impact",
  heading: "Our impact, in figures you can check",
  intro:
    "How many people the alliance's member organisations have made aware of AI, trained and certified, quarter by quarter: only figures from reports the alliance has reviewed and approved, with how they are counted, their limits, and the data to download.",
  dataAsOf: (when: string) => `Data as of ${when}`,
  noDataYet: "No report has been approved yet.",
  /** Reports approved before approval times were recorded (a migrated database) carry none. */
  dataAsOfUnknown: "Data as of: the time of the latest approval was not recorded for these reports.",
  loading: "Loading the figures…",
  loadFailed: "The figures could not be loaded. Please try again later.",
  filtersLegend: "Show figures for",
  allYears: "All years",
  allQuarters: "All quarters",
  year: "Year",
  quarter: "Quarter",
  filteredNote:
    "Totals, the table and the top organisations follow the period chosen; progress toward the target always counts every approved report.",
  totalsHeading: "Approved figures",
  progressHeading: `Progress toward ${TRAINING_TARGET.toLocaleString("en-KE")} people by ${TARGET_YEAR}`,
  progressOf: (metric: string) => `${metric} toward ${TRAINING_TARGET.toLocaleString("en-KE")}`,
  delivered: "Delivered",
  pledged: "Pledged by organisations",
  pledgedNote:
    "Pledged: what organisations have publicly committed to train and certify by the end of 2027 at the latest (approved pledges only).",
  neededPace: (perQuarter: string, quarters: number) =>
    `Needed: ${perQuarter} a quarter for the ${quarters} quarter${quarters === 1 ? "" : "s"} left until the end of ${TARGET_YEAR}.`,
  targetReached: "The target has been reached.",
  targetTimeOver: `The target date, the end of ${TARGET_YEAR}, has passed.`,
  tableHeading: "Quarter by quarter",
  tableCaption: "Approved figures and reporting rate by quarter",
  quarterColumn: "Quarter",
  reportedColumn: "Reporting rate",
  reported: (reported: number, expected: number) => `${reported} of ${expected} organisations reported`,
  noApprovedReports: "no approved reports yet",
  provisional: "provisional",
  provisionalNote:
    "Provisional: the quarter is still in progress, so its figures will grow as reports are approved.",
  chartHeading: "Trained and certified by quarter",
  chartLoading: "Loading the chart…",
  topHeading: "Organisations that trained the most people",
  topMeaning:
    "The number is people trained (completed an AI course or programme) in approved reports over the period shown: one metric, not a sum of several.",
  topEmpty: "No organisation has an approved report with people trained for this period yet.",
  methodHeading: "Method",
  definitionsHeading: "What each figure means",
  reviewHeading: "Only reviewed and approved reports count",
  review:
    "Each member organisation reports its figures once a quarter. An alliance administrator reviews every report before it counts: figures are checked against the organisation's previous quarters and against each other (no more certified than trained, for example), and evidence such as attendance lists may be asked for. A report is either approved or returned to the organisation with a note. Only approved reports appear on this page, on organisation pages and in the open data.",
  provisionalHeading: "Provisional figures",
  provisionalText:
    "The quarter in progress is marked provisional: organisations are still reporting and reports are still being reviewed, so its figures will grow.",
  limitsHeading: "Known limits",
  limits: [
    "The figures are self-reported by member organisations. The alliance reviews them but does not count people itself.",
    "One person may be counted by two organisations, for example when a course is run by one member and certified by another. Totals add organisations' figures together and may therefore count some people twice.",
    "Members' own public pledges may count the same people: for example, a technology partner's own pledge to train 1,000,000 people in Kenya may include people also counted here. Do not add this page's figures to such pledges.",
    "Reporting rates differ from quarter to quarter: a quarter where few organisations have reported says little about the people reached.",
  ],
  correctionsHeading: "Corrections",
  corrections:
    "An organisation that finds a mistake in an approved report asks for a change; the change is reviewed like a new report, and the corrected figures replace the old ones everywhere, including the downloads. Every review and change is recorded in an audit log.",
  licenceHeading: "Licence and open data",
  licence:
    "The data is published under the Creative Commons Attribution 4.0 licence (CC BY 4.0): you may share and adapt it, including commercially, if you credit the Kenya AI Skilling Alliance.",
  licenceLink: "Read the CC BY 4.0 licence",
  downloads: {
    csv: "Approved figures by organisation and quarter (CSV)",
    json: "The same figures (JSON)",
    datapackage: "Description of the files (Frictionless Data Package, JSON)",
  },
  seeOrganisation: (name: string) => `${name}: organisation page`,
  linkFromHome: "How these figures are counted, by quarter, with the data to download",
  /** In the home page's impact section, beside "Data as of ...". */
  methodLinkFromHome: "How these figures are counted",
} as const;

export const LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

/** The public downloads (API paths under API_BASE). */
export const OPEN_DATA_FILES = ["impact.csv", "impact.json", "datapackage.json"] as const;

export const ORGANISATION_PAGE_TEXTS = {
  figuresHeading: "Approved figures by quarter",
  figuresCaption: "Approved figures of this organisation by quarter",
  noFigures: "This organisation has no approved report yet.",
  totalsHeading: "Totals of approved reports",
  pledgeHeading: "Pledge",
  noPledge: "This organisation has not made a public pledge yet.",
  pledge: (trained: string, certified: string, by: string) =>
    `Pledged to train ${trained} people and certify ${certified} by ${by}.`,
  progress: (metric: string, delivered: string, pledged: string) =>
    `${metric}: ${delivered} of ${pledged} pledged`,
  coursesHeading: "Approved courses",
  /** Its items on the public lists: each section's heading and the link to its whole list. */
  newsHeading: "News",
  allNews: "All its news",
  eventsHeading: "Upcoming events",
  allEvents: "All its events",
  jobsHeading: "Open jobs",
  allJobs: "All its open jobs",
  insightsHeading: "Insights",
  allInsights: "All its insights",
  noCourses: "No approved course yet.",
  website: "Website",
  backToImpact: "All figures and the method",
  loading: "Loading the organisation…",
  loadFailed: "This organisation's page could not be loaded. Please try again later.",
  deliveredOfPledge: "Delivered in approved reports",
  description: (name: string) =>
    `${name}, member of the Kenya AI Skilling Alliance: people trained and certified in approved reports by quarter, its pledge and its approved AI courses.`,
} as const;

/** The <title> of an organisation's page (the server's head and the browser's after navigation). */
export const organisationPageTitle = (name: string) => `${name} | ${SITE.title}`;

/** The quarters from the one in progress on `now` to the last of the target year, both counted. */
export function quartersLeft(now: Date = new Date(), targetYear: number = TARGET_YEAR): number {
  const last = periodOrdinal({ year: targetYear, quarter: QUARTERS[3] });
  return Math.max(0, last - periodOrdinal(currentPeriod(now)) + 1);
}

/** People a quarter still needed to reach `target` in the quarters left (0 once reached). */
export function paceNeeded(delivered: number, quartersRemaining: number, target: number = TRAINING_TARGET) {
  const remaining = Math.max(0, target - delivered);
  if (remaining === 0) return 0;
  return Math.ceil(remaining / Math.max(1, quartersRemaining));
}

/** "2024 Q1": a period as the page writes it. */
export const periodLabel = (period: Period) => `${period.year} ${period.quarter}`;
