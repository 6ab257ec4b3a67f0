// Completeness you can act on (ADR 0024): who must report, who to write to, when they were last
// reminded, and the admin's reminder.
import { z } from "zod";
import { QUARTERS } from "./constants";
import { REPORT_FIRST_YEAR } from "./report-calendar";
import { CompletenessOut } from "./responses";

const CompletenessOrganization = CompletenessOut.shape.organizations.element.extend({
  users: z.array(z.object({ name: z.string(), email: z.string() })),
  /** The last reminder, manual or the automatic quarterly one (then `lastReminderAutomatic`). */
  lastRemindedAt: z.string().nullable(),
  lastReminderAutomatic: z.boolean(),
  /**
   * Its approved pledge and what its approved reports have delivered toward it since the pledge's
   * start (docs/decisions/0027-impact-page-open-data-pledges.md, 0040).
   */
  pledge: z
    .object({
      trained: z.number(),
      certified: z.number(),
      by: z.string(),
      from: z.string(),
      deliveredTrained: z.number(),
      deliveredCertified: z.number(),
    })
    .nullable(),
});

/** GET /reports/completeness: only organisations that must report, with their users' contacts. */
export const CompletenessDetailOut = CompletenessOut.extend({
  organizations: z.array(CompletenessOrganization),
});
export type CompletenessDetail = z.infer<typeof CompletenessDetailOut>;

/** POST /reports/completeness/remind (admin). */
export const RemindInput = z.object({
  organizationId: z.string().max(64).uuid("Choose an organisation"),
  year: z.coerce.number().int().min(REPORT_FIRST_YEAR).max(9999),
  quarter: z.enum(QUARTERS),
});
export type RemindInput = z.infer<typeof RemindInput>;

/**
 * POST /reports/completeness/remind-all (admin): every organisation still missing the quarter's
 * report, each under the same rule as one reminder (at most one in 24 hours, only users who want
 * reminders).
 */
export const RemindAllInput = RemindInput.omit({ organizationId: true });
export type RemindAllInput = z.infer<typeof RemindAllInput>;
export const RemindAllOut = z.object({
  message: z.string(),
  /** Organisations written to. */
  reminded: z.number().int(),
  /** Missing organisations left out: reminded in the last 24 hours, or no one to write to. */
  skipped: z.number().int(),
});
export type RemindAllOut = z.infer<typeof RemindAllOut>;

/** PUT /organizations/:id { mustReport } (admin): whether it must report each quarter. */
export const MustReportInput = z.object({ mustReport: z.boolean() });

export const COMPLETENESS_TEXTS = {
  reminded: "Reminder sent.",
  remindedWaiting: "Reminder queued: it waits in the Outbox (no mail server).",
  tooSoon: "This organisation was reminded less than 24 hours ago.",
  noUsers: "This organisation has no users to remind.",
  allOptedOut: "Every user of this organisation has switched report reminders off.",
  periodNotEnded: "Choose a quarter that has ended: a reminder is for a report that is due.",
  sendReminder: "Send reminder",
  remindAll: "Remind all missing",
  remindAllDone: (reminded: number, skipped: number, waiting: boolean) =>
    (reminded === 0
      ? "No reminder sent."
      : waiting
        ? `Reminders queued for ${plural(reminded, "organisation")}: they wait in the Outbox (no mail server).`
        : `Reminders sent to ${plural(reminded, "organisation")}.`) +
    (skipped === 0
      ? ""
      : ` ${plural(skipped, "organisation")} left out: reminded in the last 24 hours or no one to write to.`),
  remindedRecently: "Reminded in the last 24 hours",
  noOneToRemind: "No user to remind",
  lastReminded: "Last reminded",
  automatic: "automatic",
  never: "Never",
  mustReportAdminOnly: "Only an admin can choose which organisations must report",
  pledgeProgress: (delivered: number, pledged: number, by: string, from: string) =>
    `Pledge: ${delivered.toLocaleString("en-KE")} of ${pledged.toLocaleString("en-KE")} trained since ${from}, by ${by}`,
} as const;

export const REMIND_INTERVAL_HOURS = 24;

function plural(count: number, noun: string) {
  return `${count.toLocaleString("en-KE")} ${noun}${count === 1 ? "" : "s"}`;
}
