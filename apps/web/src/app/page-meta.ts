// Title and description of each public page, in each language: used by the server for the
// prerendered <head> and by the browser after client-side navigation. The address and noindex
// come from the page registry (packages/shared/src/pages.ts). Titles are in the common catalogue
// (the browser needs them to retitle the tab); descriptions are in the `meta` catalogue, which
// only the server loads (docs/decisions/0029-public-site-in-two-languages.md). A page of the
// registry without its messages is a type error.
import {
  FIXED_PUBLIC_PAGE_KEYS,
  type FixedPublicPageKey,
  type Language,
  languageOfPath,
  PAGES,
  pathWithoutLanguage,
  SITE,
} from "@alliance/shared";
import { useEffect } from "react";
import { i18nFor } from "../i18n/catalogues";
import { useLanguage } from "../i18n/language-context";
import type { MessageId } from "../i18n/message-ids";

export interface PageMeta {
  /** The page's path in its language ("/sw/learning"); "" for the not-found page. */
  path: string;
  title: string;
  description: string;
  /** Kept out of search results (sign-in, not found). */
  noindex?: boolean;
}

export type PageMetaKey = FixedPublicPageKey | "notFound";

/** Each page's English path (the language prefix is added for Kiswahili) and noindex. */
export const PAGE_META: Record<PageMetaKey, { path: string; noindex: boolean }> = {
  ...(Object.fromEntries(
    FIXED_PUBLIC_PAGE_KEYS.map((key) => [key, { path: PAGES[key].path, noindex: PAGES[key].noindex }]),
  ) as Record<FixedPublicPageKey, { path: string; noindex: boolean }>),
  notFound: { path: "", noindex: true },
};

/** "AI Learning | Kenya AI Skilling Alliance"; the home page is the site's name alone. */
export function pageTitle(key: PageMetaKey, language: Language): string {
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
  const key = FIXED_PUBLIC_PAGE_KEYS.find((candidate) => PAGE_META[candidate].path === bare);
  const found: PageMetaKey = key ?? "notFound";
  return {
    path: key ? pathname : "",
    title: pageTitle(found, language),
    description: i18nFor(language)._(`meta.${found}.description` satisfies MessageId),
    ...(PAGE_META[found].noindex ? { noindex: true } : {}),
  };
}

/** Keeps document.title right after client-side navigation (the server writes it on first load). */
export function usePageTitle(key: PageMetaKey) {
  const language = useLanguage();
  useEffect(() => {
    document.title = pageTitle(key, language);
  }, [key, language]);
}

/**
 * An organisation's page title and description in the address's language (on the server, once the
 * address has been rendered: render() loads the meta catalogue of its language).
 */
export function organisationMetaFor(pathname: string, name: string): { title: string; description: string } {
  const i18n = i18nFor(languageOfPath(pathname));
  return {
    title: i18n._("pageTitle.format" satisfies MessageId, { page: name, site: SITE.title }),
    description: i18n._("meta.organisation.description" satisfies MessageId, { name }),
  };
}
