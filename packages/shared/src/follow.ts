// Following new jobs, events and news by e-mail: the sign-up's schema and the link calls'
// (docs/decisions/0052-follow-by-e-mail.md); the choices are in follow-choices.ts.
import { z } from "zod";
import { LIMITS } from "./constants";
import { FOLLOW_FREQUENCIES, FOLLOW_KINDS, FOLLOW_TEXTS } from "./follow-choices";
import { LANGUAGE_MESSAGE } from "./language-input";
import { LANGUAGES } from "./languages";

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
