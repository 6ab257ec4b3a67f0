// Accounts people run themselves: password reset, invitations, password change and the
// notification switches of "My account". Used by the API and by the forms.
import { z } from "zod";
import { LIMITS } from "./constants";
import { LanguageInput } from "./language-input";
import { PasswordInput } from "./schemas";

/** How long a link in an e-mail stays valid. */
export const ACCOUNT_LINK_HOURS = { invite: 7 * 24, reset: 1 } as const;
export type AccountLinkPurpose = keyof typeof ACCOUNT_LINK_HOURS;

/** Notifications a user can switch off in "My account". `admins` marks the ones only admins get. */
export const NOTIFICATION_KINDS = [
  { key: "newSubmissions", admins: true, label: "New membership applications and information requests" },
  {
    key: "recordReviews",
    admins: false,
    label: "My organisation's courses and member records approved or hidden",
  },
  { key: "reportReviews", admins: false, label: "My organisation's reports approved or returned" },
  { key: "reportReminders", admins: false, label: "Reminders when a quarterly report is due" },
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]["key"];
export const NOTIFICATION_KEYS = NOTIFICATION_KINDS.map((kind) => kind.key) as [
  NotificationKind,
  ...NotificationKind[],
];

export const ACCOUNT_TEXTS = {
  forgotAnswer:
    "If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.",
  invalidLink: "This link is no longer valid. Links work once and expire; ask for a new one.",
  passwordSet: "Your password is set. You can sign in now.",
  passwordChanged: "Password changed. Your other sessions have been signed out.",
  wrongCurrentPassword: "Your current password is not correct.",
  invitationSent: "Invitation sent",
  /** Without SMTP_URL nothing is e-mailed: the screens say where the message waits instead. */
  invitationWaiting:
    "Invitation saved: it waits in the Outbox for an admin to hand over (no mail server is set)",
  forgotAnswerNoMail:
    "If an account uses this address, a link to choose a new password waits for an admin to hand it over: this site sends no e-mail yet. Contact the alliance if you need it soon.",
  outboxBanner: (waiting: number) =>
    `No mail server is set: ${waiting.toLocaleString("en-KE")} e-mail${waiting === 1 ? "" : "s"} wait${waiting === 1 ? "s" : ""} in the Outbox for an admin to hand over.`,
  notificationsSaved: "Notification settings saved",
} as const;

export const ForgotPasswordInput = z.object({
  email: z
    .string({ error: "Enter your e-mail address" })
    .trim()
    .min(3, "Enter your e-mail address")
    .max(LIMITS.email),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z.object({
  token: z.string().min(20, ACCOUNT_TEXTS.invalidLink).max(200, ACCOUNT_TEXTS.invalidLink),
  password: PasswordInput,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(LIMITS.passwordMax),
  newPassword: PasswordInput,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const NotificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** PUT /users/me: what a signed-in user may change of their own account (for now, the language of their e-mails). */
export const MyAccountInput = z.object({ language: LanguageInput });
export type MyAccountInput = z.infer<typeof MyAccountInput>;

/** The texts of My account's "Language of e-mails" choice (staff screens stay in English, ADR 0030). */
export const LANGUAGE_CHOICE_TEXTS = {
  legend: "Language of e-mails",
  hint: "Invitations, password resets and notifications are written in this language.",
  saved: "Language of e-mails saved",
  notSaved: "Language not saved",
} as const;

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxMessageOut = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** An invitation or reset: its link's token is masked here; `POST /outbox/:id/reveal` issues one. */
  hasLink: z.boolean(),
});
export type OutboxMessageOut = z.infer<typeof OutboxMessageOut>;
/** GET /mail/status (admin): whether e-mail is sent, and how many messages wait. */
export const MailStatusOut = z.object({ smtp: z.boolean(), waiting: z.number() });
export type MailStatus = z.infer<typeof MailStatusOut>;

/** POST /outbox/:id/reveal (admin): the message with a fresh, working link (older ones die). */
export const RevealedMessageOut = OutboxMessageOut.extend({ link: z.string() });
export type RevealedMessageOut = z.infer<typeof RevealedMessageOut>;

export const OUTBOX_TEXTS = {
  reveal: "Reveal link",
  copy: "Copy link",
  copied: "Link copied. It works once; revealing again makes a new one.",
  handedOver: "Mark as handed over",
  markedHandedOver: "Marked as handed over",
  revealNote:
    "A new link was made for this message (earlier links of this account and purpose no longer work). Hand it only to the person it is for.",
} as const;
