// Title and description of each public page, in each language: used by the server for the
// prerendered <head> and by the browser after client-side navigation. Titles are in the common
// catalogue (the browser needs them to retitle the tab); descriptions are in the `meta` catalogue,
// which only the server loads (docs/decisions/0029-public-site-in-two-languages.md).
import { type Language, languageOfPath, pathWithoutLanguage, SITE } from "@alliance/shared";
import { useEffect } from "react";
import { i18nFor } from "../i18n/catalogues";
import { useLanguage } from "../i18n/language-context";
import type { MessageId } from "../i18n/message-ids";
import { paths } from "../paths";

export interface PageMeta {
  /** The page's path in its language ("/sw/learning"); "" for the not-found page. */
  path: string;
  title: string;
  description: string;
  /** Kept out of search results (sign-in, not found). */
  noindex?: boolean;
}

/** Each page's English path (the language prefix is added for Kiswahili). */
export const PAGE_META = {
  home: { path: paths.home },
  impact: { path: paths.impact },
  news: { path: paths.news },
  events: { path: paths.events },
  jobs: { path: paths.jobs },
  insights: { path: paths.insights },
  learning: { path: paths.learning },
  membership: { path: paths.membership },
  contact: { path: paths.contact },
  login: { path: paths.login, noindex: true },
  forgotPassword: { path: paths.forgotPassword, noindex: true },
  setPassword: { path: paths.setPassword, noindex: true },
  notFound: { path: "", noindex: true },
} satisfies Record<string, { path: string; noindex?: boolean }>;

export type PageKey = keyof typeof PAGE_META;

/** "AI Learning | Kenya AI Skilling Alliance"; the home page is the site's name alone. */
export function pageTitle(key: PageKey, language: Language): string {
  const i18n = i18nFor(language);
  const page = i18n._(`pageTitle.${key}` satisfies MessageId);
  return key === "home" ? page : i18n._("pageTitle.format" satisfies MessageId, { page, site: SITE.title });
}

/**
 * The meta of the page at this address, in its language. On the server, once the address has
 * been rendered (render() loads the common and meta catalogues of its language).
 */
export function pageMetaFor(pathname: string): PageMeta {
  const language = languageOfPath(pathname);
  const bare = pathWithoutLanguage(pathname);
  const key = (Object.keys(PAGE_META) as PageKey[]).find((candidate) => PAGE_META[candidate].path === bare);
  const found: PageKey = key ?? "notFound";
  const entry: { path: string; noindex?: boolean } = PAGE_META[found];
  return {
    path: key ? pathname : "",
    title: pageTitle(found, language),
    description: i18nFor(language)._(`meta.${found}.description` satisfies MessageId),
    ...(entry.noindex ? { noindex: true } : {}),
  };
}

/** Keeps document.title right after client-side navigation (the server writes it on first load). */
export function usePageTitle(key: PageKey) {
  const language = useLanguage();
  useEffect(() => {
    document.title = pageTitle(key, language);
  }, [key, language]);
}
