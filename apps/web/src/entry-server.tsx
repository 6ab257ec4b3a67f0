// Server rendering of public pages (used by apps/api/src/modules/site/): `loadPage` reads what the
// page at an address needs (docs/decisions/0032-page-loaders-and-boundaries.md), `render` renders
// it with those reads.
import {
  type Language,
  type LoadedPage,
  languageOfPath,
  type PublicPageKey,
  type PublicReads,
  type ReadUrl,
} from "@alliance/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import { loadPage as loadPageWith } from "./app/load-page";
import { PUBLIC_PAGE_MODULES } from "./app/public-pages";
import { preloadRoute } from "./app/routes";
import { loadNamespace } from "./i18n/catalogues";
import { loadDeferredParts } from "./lib/hydrate-when-visible";
import type { PageModule } from "./lib/public-read/page-load";
import { settledReads } from "./lib/public-read/read-store";
import { AppRouter } from "./lib/routing/app-router";

export type { LoadedPage } from "@alliance/shared";
export { organisationMetaFor, PAGE_META, type PageMeta, pageMetaFor } from "./app/page-meta";
export { PUBLIC_PAGE_MODULES } from "./app/public-pages";
export { catalogueModulesFor } from "./app/routes";

// On the server every page's module is at hand: its loader and its query run without waiting (a
// page's tests, beside it, are left out).
const modules = import.meta.glob<PageModule>(["./pages/public/*.tsx", "!./pages/public/*.test.tsx"], {
  eager: true,
});
const moduleOf = (key: PublicPageKey): PageModule => {
  const module = modules[`./${PUBLIC_PAGE_MODULES[key].replace(/^src\//, "")}`];
  if (!module) throw new Error(`No module for the public page ${key}`);
  return module;
};

/**
 * The query the page reads, its valid values only in a fixed order (the public cache keys the
 * page by it, so a client cannot multiply its entries); undefined for a page that reads none.
 */
export function pageQuery(key: PublicPageKey, query: Record<string, unknown>): Record<string, string> {
  const search = moduleOf(key).search;
  if (!search) return {};
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (typeof value === "string" || typeof value === "number") params.set(name, String(value));
  return Object.fromEntries(search(params));
}

/** Whether the page reads its query (else the query is ignored, by the cache too). */
export const readsQuery = (key: PublicPageKey): boolean => moduleOf(key).search !== undefined;

/**
 * What the page at `url` (path and query, in its language) answers: its reads through `readUrl`,
 * or the 404 page, or a redirect. The page's meta messages are loaded first (its loader may
 * title the page from its data).
 */
export async function loadPage(url: string, readUrl: ReadUrl): Promise<LoadedPage> {
  await loadNamespace(languageOfPath(new URL(url, "http://localhost").pathname), "meta");
  return loadPageWith(url, readUrl, moduleOf);
}

/**
 * Renders a page to HTML in its language (the address's: /sw/... is Kiswahili) with its reads;
 * the page's chunk and its messages are loaded first so the markup is complete. `language` is
 * returned for the document's <html lang>.
 */
export async function render(url: string, reads: PublicReads): Promise<{ html: string; language: Language }> {
  const { pathname } = new URL(url, "http://localhost");
  // The page's description in the language, for pageMetaFor (never sent to the browser).
  await Promise.all([
    preloadRoute(pathname),
    loadNamespace(languageOfPath(pathname), "meta"),
    loadDeferredParts(languageOfPath(pathname)),
  ]);
  const html = renderToString(
    <StrictMode>
      <AppRouter address={url}>
        <App reads={settledReads(reads)} />
      </AppRouter>
    </StrictMode>,
  );
  return { html, language: languageOfPath(pathname) };
}
