// The e-mails' words in English. Kiswahili (sw.ts) has the same keys and the same {placeholders};
// a test holds the two together. Values are filled in by mail/texts/index.ts.
export const EN = {
  signature: "The {site} team",
  hello: "Hello,",
  helloNamed: "Hello {name},",
  copyLink: "Or copy this address into your browser: {link}",

  invitationSubject: "You are invited to the {site} staff site",
  invitationBody:
    "An administrator has created an account for you ({email}) on the {site} site, where partner organisations share their courses, members and quarterly reports on the way to one million people trained in AI.",
  invitationButton: "Choose your password",
  invitationAfter:
    "This link works once and for {days} days. Afterwards, sign in at {signInUrl}. If you did not expect this, you can ignore this message.",

  resetSubject: "Choose a new password for the {site}",
  resetBody: "Someone (we hope you) asked to reset the password of your account.",
  resetButton: "Choose a new password",
  resetAfter:
    "This link works once and for one hour. If you did not ask for it, ignore this message: your password stays as it is.",

  passwordChangedSubject: "Your {site} password was changed",
  passwordChangedBody:
    "The password of your account was just changed, and your other sessions were signed out.",
  passwordChangedAfter:
    "If this was not you, ask for a new password at {signInUrl} and tell an administrator.",

  newApplicationSubject: "New membership application: {organization}",
  newApplicationBody:
    "{name} from {organization} has applied to join the alliance. The application waits for your review.",
  newApplicationButton: "Review applications",
  newRequestSubject: "New information request from {organization}",
  newRequestBody: "{name} from {organization} has sent a request for information.",
  newRequestButton: "Read the request",
  newPledgeSubject: "New pledge waiting for review: {organization}",
  newPledgeBody:
    "{name} of {organization} has pledged to train {trained} and certify {certified} people by {by}. The pledge waits for your review.",
  newPledgeButton: "Review the pledge",

  recordCourse: "course",
  recordMember: "member record",
  recordNews: "news item",
  recordEvent: "event",
  recordJob: "job",
  recordInsight: "insight",
  recordApprovedSubject: 'Your {what} "{title}" was approved',
  recordApprovedBody: 'The {what} "{title}" of your organisation has been approved and is now public.',
  recordHiddenSubject: 'Your {what} "{title}" was hidden',
  recordHiddenBody: 'The {what} "{title}" of your organisation has been hidden from the public site.',
  recordReturnedSubject: 'Your {what} "{title}" was returned',
  recordReturnedBody:
    'The {what} "{title}" of your organisation has been returned for changes. Edit it on the staff site and it goes back for review.',
  changesApprovedSubject: 'Your {what} "{title}": changes approved',
  changesApprovedBody:
    'The {what} "{title}" of your organisation has been updated with your changes, which an admin approved; they are now public.',
  changesDiscardedSubject: 'Your {what} "{title}": changes discarded',
  changesDiscardedBody:
    'The {what} "{title}" of your organisation keeps its approved version: an admin discarded your changes.',
  reviewerNote: "The reviewer's note:\n{note}",
  openStaffSite: "Open the staff site",

  quarterQ1: "Q1",
  quarterQ2: "Q2",
  quarterQ3: "Q3",
  quarterQ4: "Q4",
  period: "{quarter} {year}",
  reportApprovedSubject: "Your {period} report was approved",
  reportApprovedBody:
    "The {period} report of {organization} has been approved. Its figures now count towards the alliance's public impact. Thank you!",
  reportReturnedSubject: "Your {period} report was returned",
  reportReturnedBody: "The {period} report of {organization} has been returned for changes.",
  reportRemovedSubject: "Your {period} report was removed",
  reportRemovedBody:
    "The request to remove the {period} report of {organization} has been approved: the report no longer counts in the public figures.",
  reportKeptSubject: "Your {period} report was kept",
  reportKeptBody:
    "The request to remove the {period} report of {organization} has been declined: the report stays in the public figures.",
  openReports: "Open your reports",

  reminderSubject: "Your {period} report is due",
  reminderSecondSubject: "Reminder: your {period} report is due",
  reminderBody:
    "We have not yet received the {period} report of {organization}. Every report helps show how close Kenya is to one million people trained in AI.",
  reminderButton: "Submit the report",
  reminderSecond: "This is the second automatic reminder for this quarter.",

  ackApplicationSubject: "We received your membership application ({reference})",
  ackApplicationBody:
    "Thank you. We received your application to join the AI Skilling Alliance on {date}. Its reference is {reference}: please quote it if you write to us about it.",
  ackApplicationNext:
    "What happens next: the alliance's secretariat reviews applications, usually within two weeks. Once approved, your organisation appears among the members on the website, and we contact you about what membership involves.",
  ackRequestSubject: "We received your request ({reference})",
  ackRequestBody:
    "Thank you. We received your request for information on {date}. Its reference is {reference}: please quote it if you write to us about it.",
  ackRequestNext:
    "What happens next: a member of the secretariat reads every request and answers by e-mail or phone, usually within a week.",
  credentialSubject: "Your certificate for {course}",
  credentialBody:
    "{organization} has issued you a certificate for completing {course}. It is a verifiable digital credential: anyone you share the link with can check that it is genuine.",
  credentialButton: "See your certificate",
  credentialAfter:
    "On its page you can download the credential, print it or add it to your LinkedIn profile.",
} as const;

export type MailTextKey = keyof typeof EN;
/** A language's e-mail words: every key of the English ones, each a template with {placeholders}. */
export type MailTexts = Record<MailTextKey, string>;
