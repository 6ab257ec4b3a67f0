// Following new jobs, events and news by e-mail: the sign-up's schema, its choices and the
// answers the API gives (docs/decisions/0052-follow-by-e-mail.md).
import { z } from "zod";
import { LIMITS } from "./constants";
import { LANGUAGE_MESSAGE } from "./language-input";
import { LANGUAGES } from "./languages";

/** What a reader may follow: new items of any of these lists. */
export const FOLLOW_KINDS = ["jobs", "events", "news"] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Each message as it is published, or one digest a week (only in a week with something new). */
export const FOLLOW_FREQUENCIES = ["immediate", "weekly"] as const;
export type FollowFrequency = (typeof FOLLOW_FREQUENCIES)[number];

/** A confirmation link works this long; an address never confirmed is forgotten after it. */
export const FOLLOW_CONFIRM_DAYS = 7;
/** The most items of one kind a weekly digest lists (the list's page has the rest). */
export const FOLLOW_DIGEST_MAX_ITEMS = 20;

export const FOLLOW_TEXTS = {
  /** The same answer whether or not the address already follows (nobody learns who does). */
  signUpAnswer:
    "Thank you. Unless this address already follows exactly this, we have sent it a message: open its link to confirm. Nothing is sent until you confirm.",
  confirmed: "Confirmed: you now follow what you chose.",
  unsubscribed: "You no longer receive these e-mails. Your address has been removed.",
  invalidLink: "This link is no longer valid. Links expire after a week; sign up again.",
  kindsRequired: "Choose at least one: jobs, events or news",
  frequencyRequired: 'Choose "as they are published" or "once a week"',
} as const;

export const FollowInput = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .pipe(z.email("Enter a valid email address"))
    .transform((value) => value.toLowerCase()),
  kinds: z
    .array(z.enum(FOLLOW_KINDS, { error: FOLLOW_TEXTS.kindsRequired }), {
      error: FOLLOW_TEXTS.kindsRequired,
    })
    .min(1, FOLLOW_TEXTS.kindsRequired)
    .max(FOLLOW_KINDS.length)
    .transform((kinds) => FOLLOW_KINDS.filter((kind) => kinds.includes(kind))),
  frequency: z.enum(FOLLOW_FREQUENCIES, { error: FOLLOW_TEXTS.frequencyRequired }),
  language: z
    .enum(LANGUAGES, { error: LANGUAGE_MESSAGE })
    .describe("The language the e-mails are written in: en (English) or sw (Kiswahili)"),
});
export type FollowInput = z.input<typeof FollowInput>;

/** A link's token, as the confirmation and unsubscribe calls take it. */
export const FollowTokenInput = z.object({
  token: z
    .string({ error: FOLLOW_TEXTS.invalidLink })
    .min(20, FOLLOW_TEXTS.invalidLink)
    .max(200, FOLLOW_TEXTS.invalidLink),
});

export const FollowAnswerOut = z.object({ message: z.string() });
