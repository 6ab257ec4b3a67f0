// The site's languages: English at today's addresses, Kiswahili under /sw (ADR 0029). Zod-free, so
// the public bundle can read it without the schemas.

export const LANGUAGES = ["en", "sw"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The locale each language formats numbers and dates with (Intl). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-KE", sw: "sw-KE" };

/** Each language's name, written in that language (for a language switch or a select). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", sw: "Kiswahili" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The site language an Accept-Language header prefers (q-values honoured, "sw-KE" counts as "sw"),
 * or undefined when it names neither.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * The language a course is taught in, or a job or event is written or held in: English, Kiswahili
 * or both. A reader's filter by a site language keeps the items in that language and in both.
 */
export const CONTENT_LANGUAGES = ["en", "sw", "both"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The content languages a filter by `language` keeps. */
export const contentLanguagesFor = (language: Language): ContentLanguage[] => [language, "both"];

/**
 * The `lang` attribute for an item's own text on a page in `page`'s language: the item's language
 * when it differs from the page's (an English job on a /sw page is marked lang="en"), else none.
 */
export function contentLang(content: ContentLanguage | undefined, page: Language): Language | undefined {
  if (!content || content === "both" || content === page) return undefined;
  return content;
}

/** The content languages as the staff screens name them. */
export const CONTENT_LANGUAGE_LABELS: Record<ContentLanguage, string> = {
  en: "English",
  sw: "Kiswahili",
  both: "English and Kiswahili",
};
