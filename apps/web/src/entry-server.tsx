// Server rendering of public pages (used by apps/api/src/modules/site/routes.ts).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import type { InitialData } from "./app/initial-data";
import { preloadRoute } from "./app/routes";
import { AppRouter } from "./lib/routing/app-router";

export { PAGE_META, type PageMeta, pageMetaFor } from "./app/page-meta";
export { PUBLIC_PAGE_MODULES } from "./app/public-pages";
export type { InitialData };

/** Renders a page to HTML; the page's chunk is loaded first so the markup is complete. */
export async function render(url: string, initialData: InitialData): Promise<{ html: string }> {
  await preloadRoute(new URL(url, "http://localhost").pathname);
  const html = renderToString(
    <StrictMode>
      <AppRouter address={url}>
        <App initialData={initialData} />
      </AppRouter>
    </StrictMode>,
  );
  return { html };
}
