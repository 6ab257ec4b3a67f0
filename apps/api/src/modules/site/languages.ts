// The public pages in each language (docs/decisions/0029-public-site-in-two-languages.md): English
// at the site's paths, Kiswahili under /sw. Every page's <head> names its language's canonical URL
// and its alternates (en, sw, and English as x-default); the document says its language; the
// sitemap lists both with their alternates. Links use PUBLIC_URL, never the Host header.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pathInLanguage } from "@alliance/shared";

/** The prefix of each language's addresses, for registering its routes ("" for English). */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: "", sw: "/sw" };

/** Open Graph's og:locale of each language. */
export const OG_LOCALE: Record<Language, string> = { en: "en_KE", sw: "sw_KE" };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page's URL in a language, from its English path (and query). */
export function urlIn(origin: string, path: string, language: Language): string {
  return `${origin}${pathInLanguage(path, language)}`;
}

/** <link rel="alternate" hreflang> for every language and x-default, from the English path. */
export function alternateLinks(origin: string, path: string): string[] {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(urlIn(origin, path, language))}" />`;
  return [...LANGUAGES.map((language) => link(language, language)), link("x-default", DEFAULT_LANGUAGE)];
}

/** The built page template with the document's language: `<html lang="sw">` on Kiswahili pages. */
export function inLanguage(template: string, language: Language): string {
  return template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/** The sitemap's namespace for the alternates of each URL. */
export const SITEMAP_XHTML_NAMESPACE = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

/**
 * The sitemap entries of one page (its English path): one <url> per language, each naming every
 * language's address as an alternate, as search engines read hreflang in a sitemap.
 */
export function sitemapUrls(origin: string, path: string, lastModified?: Date): string[] {
  const alternates = [
    ...LANGUAGES.map((language) => [language, urlIn(origin, path, language)] as const),
    ["x-default", urlIn(origin, path, DEFAULT_LANGUAGE)] as const,
  ]
    .map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`,
    )
    .join("");
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
  return LANGUAGES.map(
    (language) =>
      `  <url><loc>${escapeAttribute(urlIn(origin, path, language))}</loc>${lastmod}${alternates}</url>`,
  );
}
