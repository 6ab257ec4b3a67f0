// Pledges (docs/decisions/0027-impact-page-open-data-pledges.md): an organisation commits to a number of people it will train and
// certify by a date from today (East Africa Time) to the end of the alliance's target year. Its
// users propose; an admin approves naming the proposal seen (its `proposedAt`), as other changes
// are reviewed; the impact page shows the total pledged beside the total delivered. Why:
// docs/decisions/0027-impact-page-open-data-pledges.md, 0033-security-round-4.md. A pledge counts
// from its start (docs/decisions/0040-pace-ranking-and-pledge-start.md): the day it was proposed,
// or a day the organisation gives, not before PLEDGE_FIRST_DAY; its progress counts the people
// trained and certified from that day's quarter on, so no pledge is largely "met" on the day it is made.
import { z } from "zod";
import { LIMITS } from "./constants";
import { PLEDGE_FIRST_DAY, PLEDGE_LAST_DAY, PLEDGE_MAX } from "./pledge-periods";

export * from "./pledge-periods";

const count = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(PLEDGE_MAX, `${label} must be at most ${PLEDGE_MAX.toLocaleString("en-US")}`);

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const calendarDate = (example: string, missing: string) =>
  z
    .string({ error: missing })
    .max(10, `Use a date like ${example}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Use a date like ${example}`)
    .refine(isCalendarDate, `Use a real date like ${example}`);

export const PledgeInput = z
  .object({
    trained: count("Trained"),
    certified: count("Certified"),
    by: calendarDate("2027-12-31", "Choose the date the pledge is for").refine(
      (value) => value <= PLEDGE_LAST_DAY,
      `A pledge runs until ${PLEDGE_LAST_DAY} at the latest`,
    ),
    /** Its start; left out (or empty), the day it is proposed. */
    from: z.preprocess(
      (value) => (value === "" ? undefined : value),
      calendarDate("2025-07-01", "Choose the date the pledge starts")
        .refine((value) => value >= PLEDGE_FIRST_DAY, `A pledge starts on ${PLEDGE_FIRST_DAY} or later`)
        .optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.certified > value.trained) {
      ctx.addIssue({
        code: "custom",
        path: ["certified"],
        message: "Certified cannot be more than trained",
      });
    }
    if (value.from && value.from > value.by) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "A pledge starts before the date it is for" });
    }
  });
export type PledgeInput = z.infer<typeof PledgeInput>;

export const pledgeInPastMessage = "A pledge's date must be today or later";

/**
 * PledgeInput for a given day (YYYY-MM-DD in East Africa Time): its `by` no earlier than that day.
 * The API passes the day of its clock, the form the browser's.
 */
export const pledgeInputFrom = (today: string) =>
  PledgeInput.refine((value) => value.by >= today, { path: ["by"], message: pledgeInPastMessage });

export const PledgeDecisionInput = z.object({
  decision: z.enum(["approve", "discard"], { error: 'decision must be "approve" or "discard"' }),
  /** The `proposedAt` of the pledge the admin saw: one proposed since is refused (409). */
  proposedAt: z.iso.datetime({ error: "proposedAt must be the waiting pledge's proposedAt" }).max(40),
  note: z.string().trim().max(LIMITS.message).optional(),
});
export type PledgeDecisionInput = z.infer<typeof PledgeDecisionInput>;

export const PledgeOut = z.object({
  trained: z.number(),
  certified: z.number(),
  by: z.string(),
  /** Its start: progress counts from this day's quarter on. */
  from: z.string(),
});
export type PledgeOut = z.infer<typeof PledgeOut>;

export const PendingPledgeOut = PledgeOut.extend({ proposedBy: z.string(), proposedAt: z.string() });

export const PLEDGE_TEXTS = {
  sentForReview: "Pledge sent for review. It shows publicly once an admin approves it.",
  saved: "Pledge saved",
  approved: "Pledge approved",
  discarded: "Pledge discarded",
  noPending: "No pledge is waiting for review for this organisation",
  replaced: "The pledge waiting for review was changed after you opened it; review the new one",
} as const;
