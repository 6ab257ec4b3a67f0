// How a public page reads the public API, the same on the server and in the browser
// (docs/decisions/0032-page-loaders-and-boundaries.md): each page's loader reads through a `read`
// function the side gives it, and what it read travels to the browser keyed by the API URL it was
// read from, where the page's hooks (usePublicRead) find it by the same URL. Zod-free: the public
// bundle reads it.
import { API_BASE } from "./constants";
import type { Language } from "./languages";
import type { PublicPageKey } from "./pages";

/** A read's query: empty and undefined values are left out of the URL. */
export type ReadQuery = Readonly<Record<string, string | number | undefined>>;

/** One read of the public API: its status, its JSON, and a list's total (X-Total-Count). */
export interface ReadResult<T = unknown> {
  status: number;
  data: T | undefined;
  total?: number | undefined;
}

/** Reads one public API address (as made by `publicReadUrl`). */
export type ReadUrl = (url: string) => Promise<ReadResult>;

/** A successful read as it travels in the page (initial data), keyed by its URL. */
export interface StoredRead {
  data: unknown;
  total?: number | undefined;
}
export type PublicReads = Record<string, StoredRead>;

/**
 * The API URL of a read (`/api/v1/reports/summary?quarter=Q1&year=2024`): the query's names in
 * order, so the loader and the page's hook name the same read with the same URL.
 */
export function publicReadUrl(path: string, query: ReadQuery = {}): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text ? `?${text}` : ""}`;
}

/** What the page at an address answers, as the SSR bundle's `loadPage` says (apps/web/src/app/load-page.ts). */
export type LoadedPage =
  /** The 404 page. */
  | { notFound: true }
  /** 301 to this address, in the page's language. */
  | { redirect: string }
  | {
      pageKey: PublicPageKey;
      language: Language;
      /** The address rendered (its query as the page reads it), in the page's language. */
      renderUrl: string;
      /** The page's own address, without the language prefix. */
      canonicalPath: string;
      reads: PublicReads;
      /** Whether every read could be made (else the page must not be kept by caches). */
      complete: boolean;
      /** The page's main record, for structured data (an event, a job). */
      data?: unknown;
      /** The head's title and description when they come from the data. */
      meta?: { title: string; description: string; image?: string | undefined } | undefined;
    };
