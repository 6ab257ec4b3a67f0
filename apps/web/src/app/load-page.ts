// One loader call for every public page (docs/decisions/0032-page-loaders-and-boundaries.md): the
// server calls it for each address of the page registry (through the SSR bundle's `loadPage`),
// the browser when a link opens a page. It finds the page of the address, reads what the page's
// `load` asks for through `readUrl` (keeping each successful read under its API URL, as the page's
// initial data) and says what to answer: the page, the 404 page or a redirect.
import {
  type LoadedPage,
  languageOfPath,
  PAGES,
  PUBLIC_PAGE_KEYS,
  type PublicPageKey,
  type PublicReads,
  pathInLanguage,
  pathWithoutLanguage,
  publicReadUrl,
  type ReadQuery,
  type ReadUrl,
} from "@alliance/shared";
import { parse } from "regexparam";
import type { PageModule } from "../lib/public-read/page-load";

/** The registry's page at this address (without its language) and its decoded parameters. */
export function matchPage(path: string): { key: PublicPageKey; params: Record<string, string> } | undefined {
  for (const key of PUBLIC_PAGE_KEYS) {
    // The rules wouter's <Route> uses (regexparam: case-insensitive, a trailing slash allowed).
    const { keys, pattern } = parse(PAGES[key].path);
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    keys.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = safeDecode(value);
    });
    return { key, params };
  }
  return undefined;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * `moduleOf` gives the page's module, at once when it is loaded: the loader then starts its reads
 * before this returns, so a page rendered next finds them under way (route-loading.ts).
 */
export function loadPage(
  url: string,
  readUrl: ReadUrl,
  moduleOf: (key: PublicPageKey) => PageModule | Promise<PageModule>,
): Promise<LoadedPage> {
  const address = new URL(url, "http://localhost");
  const language = languageOfPath(address.pathname);
  const path = pathWithoutLanguage(address.pathname);
  const page = matchPage(path);
  if (!page) return Promise.resolve({ notFound: true });
  const run = async (module: PageModule): Promise<LoadedPage> => {
    const search = module.search?.(address.searchParams) ?? new URLSearchParams();
    const reads: PublicReads = {};
    let complete = true;
    const read = async <T>(apiPath: string, query?: ReadQuery) => {
      const at = publicReadUrl(apiPath, query);
      const result = await readUrl(at).catch(() => ({ status: 0, data: undefined }));
      if (result.status === 200 && result.data !== undefined)
        reads[at] = { data: result.data, total: result.total };
      // A missing record is an answer; a failed read leaves the browser to read it again.
      else if (result.status !== 404 && result.status !== 400) complete = false;
      return result as { status: number; data: T | undefined; total?: number };
    };
    const loaded = (await module.load?.({ params: page.params, search, read, language })) ?? {};
    if ("notFound" in loaded) return loaded;
    if ("redirect" in loaded) return { redirect: pathInLanguage(loaded.redirect, language) };
    const query = search.toString();
    return {
      pageKey: page.key,
      language,
      renderUrl: pathInLanguage(`${path}${query ? `?${query}` : ""}`, language),
      canonicalPath: loaded.canonical ?? path,
      reads,
      complete,
      data: loaded.data,
      meta: loaded.meta,
    };
  };
  const module = moduleOf(page.key);
  return module instanceof Promise ? module.then(run) : run(module);
}
