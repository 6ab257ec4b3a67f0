// Where each language's pages live (docs/decisions/0029-public-site-in-two-languages.md): English
// at the site's own paths, Kiswahili under /sw ("/sw" is the home page). Used by the web app's
// routes and links and by the server's canonical URLs, hreflang alternates and sitemap.
import { DEFAULT_LANGUAGE, type Language } from "./languages";

const PREFIX: Record<Language, string> = { en: "", sw: "/sw" };

/** The language of a path: "sw" for /sw and /sw/..., English otherwise. */
export function languageOfPath(pathname: string): Language {
  return /^\/sw(?:\/|$)/i.test(pathname) ? "sw" : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: "/sw/learning" → "/learning", "/sw" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(PREFIX.sw.length);
  return rest === "" ? "/" : rest;
}

/** A site path (with its query, if any) in a language: ("/learning?q=x", "sw") → "/sw/learning?q=x". */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = PREFIX[language];
  if (!prefix) return path;
  if (path === "/" || path === "") return prefix;
  if (path.startsWith("/?") || path.startsWith("?")) return `${prefix}${path.replace(/^\//, "")}`;
  return `${prefix}${path}`;
}

/** The same page (path and query) in the other language: what a language switch links to. */
export function switchLanguagePath(pathWithQuery: string, to: Language): string {
  const queryAt = pathWithQuery.indexOf("?");
  const pathname = queryAt === -1 ? pathWithQuery : pathWithQuery.slice(0, queryAt);
  const query = queryAt === -1 ? "" : pathWithQuery.slice(queryAt);
  return pathInLanguage(`${pathWithoutLanguage(pathname)}${query}`, to);
}
