// The e-mails the site sends, as plain text and simple HTML, in the site's voice and the reader's
// language (docs/decisions/0030-language-of-e-mails-and-accounts.md). Each template returns the
// subject and both bodies; the words live in texts/en.ts and texts/sw.ts, values from users are
// escaped in the HTML.
import { ACCOUNT_LINK_HOURS, type Language, SITE } from "@alliance/shared";
import { formatMailDate, formatMailNumber, type MailTextKey, wordsOf } from "./texts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

type Part = string | { link: string; label: string };

const site = { site: SITE.title };

/** Builds both bodies from paragraphs; a link part becomes a button in HTML and a bare URL in text. */
function compose(language: Language, subject: string, greeting: string, parts: Part[]): MailContent {
  const t = wordsOf(language);
  const signature = t("signature", site);
  const text = [
    greeting,
    ...parts.map((part) => (typeof part === "string" ? part : `${part.label}:\n${part.link}`)),
    `— ${signature}`,
  ].join("\n\n");
  const body = parts
    .map((part) =>
      typeof part === "string"
        ? `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`
        : `<p><a href="${escapeHtml(part.link)}" style="display:inline-block;padding:10px 18px;background:#14532d;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(part.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t("copyLink", { link: part.link }))}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<p style="font-weight:bold;color:#14532d">${escapeHtml(SITE.title)}</p>
<p>${escapeHtml(greeting)}</p>
${body}
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}

const hello = (language: Language, name = "") => {
  const t = wordsOf(language);
  return name.trim() ? t("helloNamed", { name: name.trim() }) : t("hello");
};

export function invitationMail(
  language: Language,
  p: { name: string; email: string; link: string; signInUrl: string },
) {
  const t = wordsOf(language);
  const days = formatMailNumber(language, ACCOUNT_LINK_HOURS.invite / 24);
  return compose(language, t("invitationSubject", site), hello(language, p.name), [
    t("invitationBody", { ...site, email: p.email }),
    { link: p.link, label: t("invitationButton") },
    t("invitationAfter", { days, signInUrl: p.signInUrl }),
  ]);
}

export function resetMail(language: Language, p: { name: string; link: string }) {
  const t = wordsOf(language);
  return compose(language, t("resetSubject", site), hello(language, p.name), [
    t("resetBody"),
    { link: p.link, label: t("resetButton") },
    t("resetAfter"),
  ]);
}

export function passwordChangedMail(language: Language, p: { name: string; signInUrl: string }) {
  const t = wordsOf(language);
  return compose(language, t("passwordChangedSubject", site), hello(language, p.name), [
    t("passwordChangedBody"),
    t("passwordChangedAfter", { signInUrl: p.signInUrl }),
  ]);
}

export function newApplicationMail(
  language: Language,
  p: { name: string; organizationName: string; link: string },
) {
  const t = wordsOf(language);
  const values = { name: p.name, organization: p.organizationName };
  return compose(language, t("newApplicationSubject", values), hello(language), [
    t("newApplicationBody", values),
    { link: p.link, label: t("newApplicationButton") },
  ]);
}

export function newRequestMail(
  language: Language,
  p: { name: string; organizationName: string; link: string },
) {
  const t = wordsOf(language);
  const values = { name: p.name, organization: p.organizationName };
  return compose(language, t("newRequestSubject", values), hello(language), [
    t("newRequestBody", values),
    { link: p.link, label: t("newRequestButton") },
  ]);
}

/** An organisation's pledge waits for an admin's review (as a new application does). */
export function newPledgeMail(
  language: Language,
  p: { name: string; organizationName: string; trained: string; certified: string; by: string; link: string },
) {
  const t = wordsOf(language);
  const values = {
    name: p.name,
    organization: p.organizationName,
    trained: p.trained,
    certified: p.certified,
    by: p.by,
  };
  return compose(language, t("newPledgeSubject", values), hello(language), [
    t("newPledgeBody", values),
    { link: p.link, label: t("newPledgeButton") },
  ]);
}

/** What an admin decided on a course or member record, or on an edit of it waiting for review. */
export type RecordDecision = "approved" | "hidden" | "returned" | "changes approved" | "changes discarded";
/** The kinds of record whose review an organisation is told of. */
export type ReviewedWhat = "course" | "member record" | "news item" | "event" | "job" | "insight";

const RECORD_DECISIONS: Record<RecordDecision, { subject: MailTextKey; body: MailTextKey }> = {
  approved: { subject: "recordApprovedSubject", body: "recordApprovedBody" },
  hidden: { subject: "recordHiddenSubject", body: "recordHiddenBody" },
  returned: { subject: "recordReturnedSubject", body: "recordReturnedBody" },
  "changes approved": { subject: "changesApprovedSubject", body: "changesApprovedBody" },
  "changes discarded": { subject: "changesDiscardedSubject", body: "changesDiscardedBody" },
};

const RECORD_NOUNS: Record<ReviewedWhat, MailTextKey> = {
  course: "recordCourse",
  "member record": "recordMember",
  "news item": "recordNews",
  event: "recordEvent",
  job: "recordJob",
  insight: "recordInsight",
};

/** The reviewer's note as its own paragraph, or nothing when there is none. */
const noteParts = (language: Language, note = ""): string[] =>
  note.trim() ? [wordsOf(language)("reviewerNote", { note: note.trim() })] : [];

export function recordReviewedMail(
  language: Language,
  p: {
    what: ReviewedWhat;
    title: string;
    decision: RecordDecision;
    /** The reviewer's note (a discarded change says why). */
    note?: string;
    link: string;
  },
) {
  const t = wordsOf(language);
  const keys = RECORD_DECISIONS[p.decision];
  const values = { what: t(RECORD_NOUNS[p.what]), title: p.title };
  return compose(language, t(keys.subject, values), hello(language), [
    t(keys.body, values),
    ...noteParts(language, p.note),
    { link: p.link, label: t("openStaffSite") },
  ]);
}

/** A reporting quarter as the reader's language names it ("Q2 2026", "robo ya pili ya mwaka 2026"). */
export function formatPeriod(language: Language, period: { quarter: string; year: number }): string {
  const t = wordsOf(language);
  const quarterKey = `quarter${period.quarter}` as MailTextKey;
  return t("period", {
    quarter: /^Q[1-4]$/.test(period.quarter) ? t(quarterKey) : period.quarter,
    year: formatMailNumber(language, period.year, { year: true }),
  });
}

/** How a review ended, as the organisation's e-mail tells it. */
export type ReportReviewOutcome = "approved" | "returned" | "removed" | "removal-declined";

const REVIEW_WORDS: Record<ReportReviewOutcome, { subject: MailTextKey; body: MailTextKey }> = {
  approved: { subject: "reportApprovedSubject", body: "reportApprovedBody" },
  returned: { subject: "reportReturnedSubject", body: "reportReturnedBody" },
  removed: { subject: "reportRemovedSubject", body: "reportRemovedBody" },
  "removal-declined": { subject: "reportKeptSubject", body: "reportKeptBody" },
};

export function reportReviewedMail(
  language: Language,
  p: {
    period: { quarter: string; year: number };
    organizationName: string;
    outcome: ReportReviewOutcome;
    note: string;
    link: string;
  },
) {
  const t = wordsOf(language);
  const keys = REVIEW_WORDS[p.outcome];
  const period = formatPeriod(language, p.period);
  return compose(language, t(keys.subject, { period }), hello(language), [
    t(keys.body, { period, organization: p.organizationName }),
    ...(p.outcome !== "approved" ? noteParts(language, p.note) : []),
    { link: p.link, label: t("openReports") },
  ]);
}

export function reportReminderMail(
  language: Language,
  p: {
    period: { quarter: string; year: number };
    organizationName: string;
    link: string;
    /** The second automatic round (21 days after the quarter). */
    second: boolean;
  },
) {
  const t = wordsOf(language);
  const period = formatPeriod(language, p.period);
  return compose(
    language,
    t(p.second ? "reminderSecondSubject" : "reminderSubject", { period }),
    hello(language),
    [
      t("reminderBody", { period, organization: p.organizationName }),
      { link: p.link, label: t("reminderButton") },
      // The second automatic round says so; it is not called the last (an admin may still write).
      ...(p.second ? [t("reminderSecond")] : []),
    ],
  );
}

/** The acknowledgement an applicant or a requester receives, with its reference and what comes next. */
export function acknowledgementMail(
  language: Language,
  p: { name: string; kind: "application" | "request"; reference: string; receivedAt: Date },
) {
  const t = wordsOf(language);
  const application = p.kind === "application";
  const values = { reference: p.reference, date: formatMailDate(language, p.receivedAt) };
  return compose(
    language,
    t(application ? "ackApplicationSubject" : "ackRequestSubject", values),
    hello(language, p.name),
    [
      t(application ? "ackApplicationBody" : "ackRequestBody", values),
      t(application ? "ackApplicationNext" : "ackRequestNext"),
    ],
  );
}

/** A recipient's new certificate, with the link to its public page. */
export function credentialIssuedMail(
  language: Language,
  p: { name: string; course: string; organization: string; link: string },
) {
  const t = wordsOf(language);
  const values = { course: p.course, organization: p.organization };
  return compose(language, t("credentialSubject", values), hello(language, p.name), [
    t("credentialBody", values),
    { link: p.link, label: t("credentialButton") },
    t("credentialAfter"),
  ]);
}
