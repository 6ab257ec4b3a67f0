// The e-mails the site sends, as plain text and simple HTML, in the site's voice. Each template
// returns the subject and both bodies; values from users are escaped in the HTML.
import { SITE } from "@alliance/shared";

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

/** Builds both bodies from paragraphs; a link part becomes a button in HTML and a bare URL in text. */
function compose(subject: string, greeting: string, parts: Part[]): MailContent {
  const signature = `The ${SITE.title} team`;
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
<p style="font-size:13px;color:#555">Or copy this address into your browser: ${escapeHtml(part.link)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937;max-width:560px;margin:0 auto;padding:16px">
<p style="font-weight:bold;color:#14532d">${escapeHtml(SITE.title)}</p>
<p>${escapeHtml(greeting)}</p>
${body}
<p>— ${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}

const hello = (name: string) => (name.trim() ? `Hello ${name.trim()},` : "Hello,");

export function invitationMail(p: { name: string; email: string; link: string; signInUrl: string }) {
  return compose(`You are invited to the ${SITE.title} staff site`, hello(p.name), [
    `An administrator has created an account for you (${p.email}) on the ${SITE.title} site, where partner organisations share their courses, members and quarterly reports on the way to one million people trained in AI.`,
    { link: p.link, label: "Choose your password" },
    `This link works once and for 7 days. Afterwards, sign in at ${p.signInUrl}. If you did not expect this, you can ignore this message.`,
  ]);
}

export function resetMail(p: { name: string; link: string }) {
  return compose(`Choose a new password for the ${SITE.title}`, hello(p.name), [
    "Someone (we hope you) asked to reset the password of your account.",
    { link: p.link, label: "Choose a new password" },
    "This link works once and for one hour. If you did not ask for it, ignore this message: your password stays as it is.",
  ]);
}

export function passwordChangedMail(p: { name: string; signInUrl: string }) {
  return compose(`Your ${SITE.title} password was changed`, hello(p.name), [
    "The password of your account was just changed, and your other sessions were signed out.",
    `If this was not you, ask for a new password at ${p.signInUrl} and tell an administrator.`,
  ]);
}

export function newApplicationMail(p: { name: string; organizationName: string; link: string }) {
  return compose(`New membership application: ${p.organizationName}`, "Hello,", [
    `${p.name} from ${p.organizationName} has applied to join the alliance. The application waits for your review.`,
    { link: p.link, label: "Review applications" },
  ]);
}

export function newRequestMail(p: { name: string; organizationName: string; link: string }) {
  return compose(`New information request from ${p.organizationName}`, "Hello,", [
    `${p.name} from ${p.organizationName} has sent a request for information.`,
    { link: p.link, label: "Read the request" },
  ]);
}

/** What an admin decided on a course or member record, or on an edit of it waiting for review. */
export type RecordDecision = "approved" | "hidden" | "changes approved" | "changes discarded";

const RECORD_DECISIONS: Record<RecordDecision, { subject: string; state: string }> = {
  approved: { subject: " was approved", state: "has been approved and is now public" },
  hidden: { subject: " was hidden", state: "has been hidden from the public site" },
  "changes approved": {
    subject: ": changes approved",
    state: "has been updated with your changes, which an admin approved; they are now public",
  },
  "changes discarded": {
    subject: ": changes discarded",
    state: "keeps its approved version: an admin discarded your changes",
  },
};

export function recordReviewedMail(p: {
  what: "course" | "member record" | "news item" | "event" | "job" | "insight";
  title: string;
  decision: RecordDecision;
  /** The reviewer's note (a discarded change says why). */
  note?: string;
  link: string;
}) {
  const { subject, state } = RECORD_DECISIONS[p.decision];
  return compose(`Your ${p.what} "${p.title}"${subject}`, "Hello,", [
    `The ${p.what} "${p.title}" of your organisation ${state}.`,
    ...(p.note?.trim() ? [`The reviewer's note:\n${p.note.trim()}`] : []),
    { link: p.link, label: "Open the staff site" },
  ]);
}

/** How a review ended, as the organisation's e-mail tells it. */
export type ReportReviewOutcome = "approved" | "returned" | "removed" | "removal-declined";

const REVIEW_WORDS: Record<
  ReportReviewOutcome,
  { subject: string; body: (period: string, org: string) => string }
> = {
  approved: {
    subject: "approved",
    body: (period, org) =>
      `The ${period} report of ${org} has been approved. Its figures now count towards the alliance's public impact. Thank you!`,
  },
  returned: {
    subject: "returned",
    body: (period, org) => `The ${period} report of ${org} has been returned for changes.`,
  },
  removed: {
    subject: "removed",
    body: (period, org) =>
      `The request to remove the ${period} report of ${org} has been approved: the report no longer counts in the public figures.`,
  },
  "removal-declined": {
    subject: "kept",
    body: (period, org) =>
      `The request to remove the ${period} report of ${org} has been declined: the report stays in the public figures.`,
  },
};

export function reportReviewedMail(p: {
  period: string;
  organizationName: string;
  outcome: ReportReviewOutcome;
  note: string;
  link: string;
}) {
  const words = REVIEW_WORDS[p.outcome];
  const parts: Part[] = [
    words.body(p.period, p.organizationName),
    ...(p.outcome !== "approved" && p.note.trim() ? [`The reviewer's note:\n${p.note.trim()}`] : []),
  ];
  return compose(`Your ${p.period} report was ${words.subject}`, "Hello,", [
    ...parts,
    { link: p.link, label: "Open your reports" },
  ]);
}

export function reportReminderMail(p: {
  period: string;
  organizationName: string;
  link: string;
  final: boolean;
}) {
  return compose(`${p.final ? "Reminder: your" : "Your"} ${p.period} report is due`, "Hello,", [
    `We have not yet received the ${p.period} report of ${p.organizationName}. Every report helps show how close Kenya is to one million people trained in AI.`,
    { link: p.link, label: "Submit the report" },
    ...(p.final ? ["This is the last reminder for this quarter."] : []),
  ]);
}

/** The acknowledgement an applicant or a requester receives, with its reference and what comes next. */
export function acknowledgementMail(p: { name: string; kind: "application" | "request"; reference: string }) {
  const application = p.kind === "application";
  return compose(
    `We received your ${application ? "membership application" : "request"} (${p.reference})`,
    `Hello ${p.name},`,
    [
      `Thank you. We received your ${application ? "application to join the AI Skilling Alliance" : "request for information"}. Its reference is ${p.reference}: please quote it if you write to us about it.`,
      application
        ? "What happens next: the alliance's secretariat reviews applications, usually within two weeks. Once approved, your organisation appears among the members on the website, and we contact you about what membership involves."
        : "What happens next: a member of the secretariat reads every request and answers by e-mail or phone, usually within a week.",
    ],
  );
}
