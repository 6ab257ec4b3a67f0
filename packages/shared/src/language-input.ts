// The language field of the API's inputs: a staff user's choice on My account, and the page
// language the public forms send with an application or a request. Kept apart from languages.ts,
// which the public bundle reads without zod.
import { z } from "zod";
import { LANGUAGES } from "./languages";

export const LANGUAGE_MESSAGE = 'Language must be "en" (English) or "sw" (Kiswahili)';

export const LanguageInput = z
  .enum(LANGUAGES, { error: LANGUAGE_MESSAGE })
  .describe("The language e-mails are written in: en (English) or sw (Kiswahili)");

/** A public form's language: optional; without it the API reads Accept-Language, then English. */
export const FormLanguageInput = LanguageInput.optional().describe(
  "The language of the page the form was sent from (en or sw); without it the Accept-Language header decides, then English. The acknowledgement e-mail is written in it.",
);

/** What an answer says a person reads e-mails in. */
export const LanguageOut = z.enum(LANGUAGES);
