// Server rendering of public pages (used by apps/api/src/modules/site/routes.ts).
import { type Language, languageOfPath } from "@alliance/shared";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import type { InitialData } from "./app/initial-data";
import { preloadRoute } from "./app/routes";
import { loadNamespace } from "./i18n/catalogues";
import { AppRouter } from "./lib/routing/app-router";

export { organisationMetaFor, PAGE_META, type PageMeta, pageMetaFor } from "./app/page-meta";
export { PUBLIC_PAGE_MODULES } from "./app/public-pages";
export { catalogueModulesFor } from "./app/routes";
export type { InitialData };

/**
 * Renders a page to HTML in its language (the address's: /sw/... is Kiswahili); the page's chunk
 * and its messages are loaded first so the markup is complete. `language` is returned for the
 * document's <html lang>.
 */
export async function render(
  url: string,
  initialData: InitialData,
): Promise<{ html: string; language: Language }> {
  const { pathname } = new URL(url, "http://localhost");
  // The page's description in the language, for pageMetaFor (never sent to the browser).
  await Promise.all([preloadRoute(pathname), loadNamespace(languageOfPath(pathname), "meta")]);
  const html = renderToString(
    <StrictMode>
      <AppRouter address={url}>
        <App initialData={initialData} />
      </AppRouter>
    </StrictMode>,
  );
  return { html, language: languageOfPath(pathname) };
}
