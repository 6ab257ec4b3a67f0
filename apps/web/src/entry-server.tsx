// Server rendering of public pages (used by apps/api/src/routes/web.ts).
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app/app";
import type { InitialData } from "./app/initial-data";

export { PUBLIC_PAGES } from "./paths";
export type { InitialData };

export function render(url: string, initialData: InitialData): { html: string } {
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialData={initialData} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html };
}
