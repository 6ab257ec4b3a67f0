// Public data of the news, events, jobs and insights pages: the server-rendered data when it is
// for the same list (same filters and page) or the same item, else a fetch (client navigation, a
// filter changed). A list answers one page and its total (X-Total-Count).
import {
  type ContentKind,
  type ContentListSearch,
  contentApiQuery,
  contentListSearch,
  contentSearchString,
} from "@alliance/shared";
import { useEffect, useState } from "react";
import { useSearchParams } from "wouter";
import { useInitialData } from "../../app/initial-data-context";
import { ApiError, apiRequest } from "../../lib/api";

export type ListState<T> =
  | { status: "ready"; items: T[]; total: number }
  | { status: "loading" | "failed"; items: T[]; total: number };

const sameSearch = (a: ContentListSearch, b: ContentListSearch) =>
  contentSearchString(a) === contentSearchString(b);

/** The list's filters from the URL, and a setter that writes them back (page 1 unless given). */
export function useContentSearch(kind: ContentKind): [ContentListSearch, (next: ContentListSearch) => void] {
  const [params, setParams] = useSearchParams();
  const search = contentListSearch(kind, params);
  const setSearch = (next: ContentListSearch) =>
    setParams(new URLSearchParams(contentListSearch(kind, next)));
  return [search, setSearch];
}

export function useContentList<T>(kind: ContentKind, search: ContentListSearch): ListState<T> {
  const initial = useInitialData().contentList;
  const fromServer =
    initial && initial.kind === kind && sameSearch(initial.search, search) ? initial : undefined;
  const [state, setState] = useState<ListState<T> & { key: string }>(
    fromServer
      ? {
          status: "ready",
          items: fromServer.items as T[],
          total: fromServer.total,
          key: contentSearchString(search),
        }
      : { status: "loading", items: [], total: 0, key: "" },
  );
  const key = contentSearchString(search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the filters change only
  useEffect(() => {
    if (state.status === "ready" && state.key === key) return;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: "loading" }));
    apiRequest<T[]>("GET", `/${kind}/approved`, {
      query: contentApiQuery(search),
      signal: controller.signal,
      auth: false,
    })
      .then(({ data, headers }) => {
        const items = Array.isArray(data) ? data : [];
        const total = Number(headers.get("x-total-count") ?? items.length);
        setState({ status: "ready", items, total: Number.isFinite(total) ? total : items.length, key });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${kind} failed`, error);
        setState({ status: "failed", items: [], total: 0, key });
      });
    return () => controller.abort();
  }, [kind, key]);

  return state;
}

export type ItemState<T> = { status: "ready"; item: T } | { status: "loading" | "missing" | "failed" };

export function useContentItem<T extends { slug: string }>(kind: ContentKind, slug: string): ItemState<T> {
  const initial = useInitialData().contentItem;
  const fromServer =
    initial && initial.kind === kind && initial.slug === slug.toLowerCase() ? (initial.item as T) : undefined;
  const [state, setState] = useState<ItemState<T>>(
    fromServer ? { status: "ready", item: fromServer } : { status: "loading" },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: load when the slug changes only
  useEffect(() => {
    if (state.status === "ready" && state.item.slug === slug.toLowerCase()) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest<T>("GET", `/${kind}/by-slug/${encodeURIComponent(slug)}`, {
      signal: controller.signal,
      auth: false,
    })
      .then(({ data }) => setState({ status: "ready", item: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) return setState({ status: "missing" });
        console.error(`Loading the ${kind} item failed`, error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [kind, slug]);

  return state;
}
