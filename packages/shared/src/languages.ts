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
