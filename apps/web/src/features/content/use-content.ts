// The news, events, jobs and insights pages' reads, named once for their loaders (load.ts) and
// their components: a list answers one page and its total (X-Total-Count); an item is read by its
// slug.
import {
  type ContentKind,
  type ContentListSearch,
  contentApiQuery,
  contentListSearch,
} from "@alliance/shared";
import { useSearchParams } from "wouter";
import { isNotFound, usePublicRead } from "../../lib/public-read/use-public-read";

export type ListState<T> =
  | { status: "ready"; items: T[]; total: number }
  | { status: "loading" | "failed"; items: T[]; total: number };

/** The list's filters from the URL, and a setter that writes them back (page 1 unless given). */
export function useContentSearch(kind: ContentKind): [ContentListSearch, (next: ContentListSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = contentListSearch(kind, params);
  const setSearch = (next: ContentListSearch) =>
    setParams(new URLSearchParams(contentListSearch(kind, next)));
  return [search, setSearch];
}

/** A list page's read: the kind's published items, filtered and paged as the URL says. */
export const contentListRead = (
  kind: ContentKind,
  search: ContentListSearch,
): [string, Record<string, string>] => [`/${kind}/approved`, contentApiQuery(search)];

/** An item page's read. */
export const contentItemRead = (kind: ContentKind, slug: string) =>
  `/${kind}/by-slug/${encodeURIComponent(slug)}`;

/** The list; while other filters are read, the previous items stay on screen. */
export function useContentList<T>(kind: ContentKind, search: ContentListSearch): ListState<T> {
  const read = usePublicRead<T[]>(...contentListRead(kind, search), { keepPreviousData: true });
  const items = Array.isArray(read.data) ? read.data : [];
  const total = read.total ?? items.length;
  if (read.isError) return { status: "failed", items: [], total: 0 };
  return { status: read.isPending ? "loading" : "ready", items, total };
}

export type ItemState<T> = { status: "ready"; item: T } | { status: "loading" | "missing" | "failed" };

export function useContentItem<T extends { slug: string }>(kind: ContentKind, slug: string): ItemState<T> {
  const read = usePublicRead<T>(contentItemRead(kind, slug));
  if (read.data) return { status: "ready", item: read.data };
  if (read.isError) return { status: isNotFound(read.error) ? "missing" : "failed" };
  return { status: "loading" };
}
