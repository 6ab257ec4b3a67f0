// What a public page's loader is (docs/decisions/0032-page-loaders-and-boundaries.md): exported as
// `load` from the page's module beside its component (src/pages/public/*.tsx), it reads what the
// page's first render needs, through the `read` its side gives it (the server reads in-process,
// the browser fetches), and says whether the page is there. The page's component reads the same
// paths with usePublicRead and finds the loader's reads by their URL.
import type { Language, ReadQuery, ReadResult } from "@alliance/shared";
import type { ComponentType } from "react";

export interface PageLoadArgs {
  /** The address's `:name` parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The address's query as the page reads it (its `search` export), else empty. */
  search: URLSearchParams;
  read: <T = unknown>(path: string, query?: ReadQuery) => Promise<ReadResult<T>>;
  language: Language;
}

/** The head of a page whose title comes from its data (an organisation, an item). */
export interface LoadedMeta {
  title: string;
  description: string;
  /** An image of the page itself (an item's upload) for og:image. */
  image?: string | undefined;
}

export type PageLoadResult =
  /** The 404 page. */
  | { notFound: true }
  /** 301 to this address (without the language prefix), e.g. an organisation's new slug. */
  | { redirect: string }
  | {
      /** The page's main record, for the server's structured data (an event, a job). */
      data?: unknown;
      meta?: LoadedMeta | undefined;
      /** The canonical address (without the language prefix) when not the address itself. */
      canonical?: string;
    };

export type PageLoad = (args: PageLoadArgs) => Promise<PageLoadResult>;

/** A public page's module. */
export interface PageModule {
  default: ComponentType;
  load?: PageLoad;
  /** The query the page reads, valid values only, in a fixed order (others are dropped). */
  search?: (query: URLSearchParams) => URLSearchParams;
}
