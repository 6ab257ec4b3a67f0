// The e-mails' words in the reader's language: a catalogue per language (en.ts, sw.ts), its
// templates filled with values, and dates and numbers formatted for the language's locale.
import { LANGUAGE_LOCALES, type Language } from "@alliance/shared";
import { EN, type MailTextKey, type MailTexts } from "./en";
import { SW } from "./sw";

export type { MailTextKey, MailTexts };

export const MAIL_TEXTS: Record<Language, MailTexts> = { en: EN, sw: SW };

/** The {placeholders} a template names, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

/** A template with its {placeholders} replaced; a missing value is a programming error. */
export function fill(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in an e-mail template`);
    return value;
  });
}

/** The words of one language, looked up and filled: `t("helloNamed", { name })`. */
export const wordsOf =
  (language: Language) =>
  (key: MailTextKey, values?: Record<string, string>): string =>
    fill(MAIL_TEXTS[language][key], values);

// The alliance works in Kenya: dates in e-mails are Nairobi's, whatever the server's zone.
const TIME_ZONE = "Africa/Nairobi";

/** A day as the reader's language writes it ("5 March 2026", "5 Machi 2026"). */
export const formatMailDate = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: "long", timeZone: TIME_ZONE }).format(
    date,
  );

/** A count as the reader's language writes it; a year without grouping. */
export const formatMailNumber = (language: Language, value: number, options: { year?: boolean } = {}) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES[language], { useGrouping: !options.year }).format(value);
