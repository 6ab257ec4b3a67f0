// Notifications, each queued in the transaction of the change it reports, to the users who have
// not switched that kind off in "My account". An organisation's users are, for now, the users
// whose organizationName matches the record's, ignoring case (plus the record's owner). Each
// person's message is written in the language they chose on My account.
import {
  LANGUAGE_LOCALES,
  type Language,
  type NotificationKind,
  pagePath,
  pagePathFor,
  type StaffPageKey,
} from "@alliance/shared";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationOptOuts, users } from "../../db/schema";
import { enqueue, type SiteLink } from "./outbox";
import {
  type MailContent,
  newApplicationMail,
  newPledgeMail,
  newRequestMail,
  type RecordDecision,
  type ReportReviewOutcome,
  type ReviewedWhat,
  recordReviewedMail,
  reportReviewedMail,
} from "./templates";

export type { RecordDecision };

/** A condition on `users`: the user has not switched `kind` off. */
export const notOptedOut = (kind: NotificationKind) =>
  sql`not exists (select 1 from ${notificationOptOuts} where ${notificationOptOuts.userId} = ${users.id} and ${notificationOptOuts.kind} = ${kind})`;

/** The users matching `who` who have not switched `kind` off. */
export async function recipients(tx: Db, who: SQL, kind: NotificationKind) {
  return tx
    .select({ id: users.id, email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(and(who, notOptedOut(kind)));
}

/** Users of an organisation (by name, ignoring case), and optionally a record's owner by e-mail. */
export function organisationUsers(organizationName: string, ownerEmail?: string): SQL {
  const name = organizationName.trim().toLowerCase();
  const byName = name ? sql`lower(${users.organizationName}) = ${name}` : sql`false`;
  const owner = ownerEmail?.trim()
    ? sql`lower(${users.email}) = ${ownerEmail.trim().toLowerCase()}`
    : undefined;
  return (owner ? or(byName, owner) : byName)!;
}

/** Queues one message per address, written in each person's language (made once per language). */
async function send(
  tx: Db,
  kind: string,
  people: Array<{ email: string; language: Language }>,
  content: (language: Language) => MailContent,
) {
  const seen = new Set<string>();
  const written = new Map<Language, MailContent>();
  for (const person of people) {
    const key = person.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const message = written.get(person.language) ?? content(person.language);
    written.set(person.language, message);
    await enqueue(tx, kind, person.email, message);
  }
}

export async function notifyNewApplication(
  tx: Db,
  siteLink: SiteLink,
  member: { firstName: string; surName: string; organizationName: string },
) {
  const admins = await recipients(tx, eq(users.isAdmin, true), "newSubmissions");
  const name = `${member.firstName} ${member.surName}`.trim();
  const content = (language: Language) =>
    newApplicationMail(language, {
      name,
      organizationName: member.organizationName,
      link: siteLink(pagePathFor(language, pagePath("adminMembers"))),
    });
  await send(tx, "new-application", admins, content);
}

export async function notifyNewRequest(
  tx: Db,
  siteLink: SiteLink,
  request: { firstName: string; surName: string; organizationName: string },
) {
  const admins = await recipients(tx, eq(users.isAdmin, true), "newSubmissions");
  const name = `${request.firstName} ${request.surName}`.trim();
  const content = (language: Language) =>
    newRequestMail(language, {
      name,
      organizationName: request.organizationName,
      link: siteLink(pagePathFor(language, pagePath("adminRequests"))),
    });
  await send(tx, "new-request", admins, content);
}

/** An organisation user proposed a pledge: tell the admins who want new submissions. */
export async function notifyNewPledge(
  tx: Db,
  siteLink: SiteLink,
  pledge: { proposedBy: string; organizationName: string; trained: number; certified: number; by: string },
) {
  const admins = await recipients(tx, eq(users.isAdmin, true), "newSubmissions");
  const content = (language: Language) => {
    const locale = LANGUAGE_LOCALES[language];
    return newPledgeMail(language, {
      name: pledge.proposedBy,
      organizationName: pledge.organizationName,
      trained: pledge.trained.toLocaleString(locale),
      certified: pledge.certified.toLocaleString(locale),
      by: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${pledge.by}T00:00:00Z`),
      ),
      link: siteLink(pagePathFor(language, pagePath("adminOrganizations"))),
    });
  };
  await send(tx, "new-pledge", admins, content);
}

/** A reviewed record as its organisation's notification names it. */
export interface ReviewedRecord {
  what: ReviewedWhat;
  title: string;
  organizationName: string;
  ownerEmail?: string;
}

/** Each reviewed record's staff screen (the e-mail's link) and its outbox kind. */
const REVIEWED_RECORDS: Record<ReviewedRecord["what"], { page: StaffPageKey; kind: string }> = {
  course: { page: "adminCourses", kind: "course-reviewed" },
  "member record": { page: "adminMembers", kind: "member-reviewed" },
  "news item": { page: "adminNews", kind: "news-reviewed" },
  event: { page: "adminEvents", kind: "event-reviewed" },
  job: { page: "adminJobs", kind: "job-reviewed" },
  insight: { page: "adminInsights", kind: "insight-reviewed" },
};

/** A reviewed record was approved or hidden, or its change decided: tell its organisation. */
export async function notifyRecordReviewed(
  tx: Db,
  siteLink: SiteLink,
  record: ReviewedRecord,
  decision: RecordDecision,
  note = "",
) {
  const people = await recipients(
    tx,
    organisationUsers(record.organizationName, record.ownerEmail),
    "recordReviews",
  );
  const content = (language: Language) =>
    recordReviewedMail(language, {
      what: record.what,
      title: record.title,
      decision,
      note,
      link: siteLink(pagePathFor(language, pagePath(REVIEWED_RECORDS[record.what].page))),
    });
  await send(tx, REVIEWED_RECORDS[record.what].kind, people, content);
}

/**
 * A report was approved or returned (with the reviewer's note): tell its organisation. Call it in
 * the transaction that records the review.
 */
export async function notifyReportReviewed(
  tx: Db,
  siteLink: SiteLink,
  report: { organizationName: string; year: number; quarter: string; createdBy?: string | null },
  outcome: ReportReviewOutcome,
  note = "",
) {
  const people = await recipients(
    tx,
    organisationUsers(report.organizationName, report.createdBy ?? undefined),
    "reportReviews",
  );
  const content = (language: Language) =>
    reportReviewedMail(language, {
      period: { quarter: report.quarter, year: report.year },
      organizationName: report.organizationName,
      outcome,
      note,
      link: siteLink(pagePathFor(language, pagePath("adminReports"))),
    });
  await send(tx, "report-reviewed", people, content);
}
