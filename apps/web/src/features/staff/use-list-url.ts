// Search, filters, sort and page of a staff list, kept in the address (?q=&status=&sort=&page=)
// so that reload, Back and a shared link show the same list. Typing is debounced before it
// becomes the server's `q` and replaces the history entry; a new search or filter goes back to
// page 1. Values that are not allowed (an unknown sort or filter value) are ignored.
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "wouter";

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrlOptions {
  /** Sort fields the server accepts; `-field` sorts descending. */
  sorts?: readonly string[];
  /** Filter name → allowed values. */
  filters?: Record<string, readonly string[]>;
}

export interface ListUrlState {
  search: string;
  setSearch: (value: string) => void;
  q: string;
  page: number;
  /** `replace` keeps the history entry (e.g. when a deletion empties the last page). */
  setPage: (page: number, replace?: boolean) => void;
  /** "" (the server's default order), "field" or "-field". */
  sort: string;
  setSort: (sort: string) => void;
  filters: Record<string, string>;
  setFilter: (name: string, value: string) => void;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function useListUrl(options: ListUrlOptions = {}): ListUrlState {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const page = readPage(params.get("page"));
  const rawSort = params.get("sort") ?? "";
  const sort = options.sorts?.includes(rawSort.replace(/^-/, "")) ? rawSort : "";
  const filterSpec = options.filters;
  const filterKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the address changes
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [name, allowed] of Object.entries(filterSpec ?? {})) {
      const value = params.get(name) ?? "";
      out[name] = allowed.includes(value) ? value : "";
    }
    return out;
  }, [filterKey, filterSpec]);

  const update = useCallback(
    (patch: Record<string, string | number>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            const text = String(value);
            if (text === "" || (key === "page" && text === "1")) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const [search, setSearch] = useState(q);
  // Back/forward (or a link) changed `q`: show it in the box.
  useEffect(() => setSearch((current) => (current.trim() === q ? current : q)), [q]);
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => update({ q: trimmed, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q, update]);

  return {
    search,
    setSearch,
    q,
    page,
    setPage: useCallback((next: number, replace = false) => update({ page: next }, replace), [update]),
    sort,
    setSort: useCallback((next: string) => update({ sort: next, page: 1 }), [update]),
    filters,
    setFilter: useCallback((name: string, value: string) => update({ [name]: value, page: 1 }), [update]),
  };
}
