// The browser's side of the page loaders (docs/decisions/0032-page-loaders-and-boundaries.md):
// when a link opens a page, its loader starts the page's reads at once (beside its chunk, rather
// than after it), the page's hooks take them from the store, and a redirect it answers (an
// organisation's new slug) replaces the address, as the server's 301 would have.
import type { PublicPageKey } from "@alliance/shared";
import { navigate } from "wouter/use-browser-location";
import { browserReads } from "../lib/public-read/read-store";
import { readInitialData } from "./initial-data";
import { loadPage } from "./load-page";
import { PUBLIC_PAGE_COMPONENTS } from "./public-pages";

/** The page's reads: the server's first, then each navigation's. */
export const pageReads = browserReads(readInitialData());

const moduleOf = (key: PublicPageKey) => PUBLIC_PAGE_COMPONENTS[key].module();

/** Starts the loader of the page at `url` (a site address, path and query). */
export function loadRoute(url: string): void {
  const readUrl = pageReads.navigate();
  loadPage(url, readUrl, moduleOf)
    .then((loaded) => {
      // Unless another address was opened meanwhile.
      if ("redirect" in loaded && window.location.pathname + window.location.search === url)
        navigate(loaded.redirect, { replace: true });
    })
    .catch(() => undefined);
}
