// Search, filters, sort and page of a staff list, kept in the address (?q=&status=&sort=&page=)
// so that reload, Back and a shared link show the same list. Typing (the search, and any typed
// filter such as the activity's e-mail) is debounced before it reaches the address, replacing the
// history entry; a new search or filter goes back to page 1. Values that are not allowed (an
// unknown sort or filter value) are ignored.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "wouter";

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListUrlOptions {
  /** Sort fields the server accepts; `-field` sorts descending. */
  sorts?: readonly string[];
  /** Filter name → allowed values (a select). */
  filters?: Record<string, readonly string[]>;
  /** Filters typed as free text (the activity's e-mail and record id), debounced like the search. */
  texts?: readonly string[];
  /**
   * The address's name for the search; "q" unless the screen's links already say otherwise (the
   * reports' `?search=`, used by the completeness screen and old bookmarks).
   */
  searchParam?: string;
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
  /** The applied value of every filter, chosen or typed; "" is "all". */
  filters: Record<string, string>;
  setFilter: (name: string, value: string) => void;
  /** What is typed in each text filter (applied to `filters` once typing pauses). */
  texts: Record<string, string>;
  setText: (name: string, value: string) => void;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

const NO_TEXTS: readonly string[] = [];

export function useListUrl(options: ListUrlOptions = {}): ListUrlState {
  const [params, setParams] = useSearchParams();
  const searchParam = options.searchParam ?? "q";
  const textNames = options.texts ?? NO_TEXTS;
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
    for (const name of textNames) out[name] = (params.get(name) ?? "").trim();
    return out;
  }, [filterKey, filterSpec, textNames]);
  // Every typed value as the address holds it: the search under its own name, then the text
  // filters. A new object only when one of them changes, so typing elsewhere is never reset.
  const typedNames = [searchParam, ...textNames];
  const appliedKey = JSON.stringify(typedNames.map((name) => (params.get(name) ?? "").trim()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when a typed value changes
  const applied = useMemo(() => {
    const values: string[] = JSON.parse(appliedKey);
    return Object.fromEntries(typedNames.map((name, i) => [name, values[i] ?? ""]));
  }, [appliedKey]);

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

  const [typed, setTyped] = useState(applied);
  const previous = useRef(applied);
  // Back/forward (or a link) changed a typed value: show it in its box. Only the values that
  // changed in the address are replaced, so a box being typed in keeps its text.
  useEffect(() => {
    const before = previous.current;
    previous.current = applied;
    setTyped((current) => {
      const moved = Object.entries(applied).filter(
        ([name, value]) => value !== before[name] && (current[name] ?? "").trim() !== value,
      );
      return moved.length === 0 ? current : { ...current, ...Object.fromEntries(moved) };
    });
  }, [applied]);
  useEffect(() => {
    const patch: Record<string, string> = {};
    for (const [name, value] of Object.entries(typed)) {
      if (value.trim() !== applied[name]) patch[name] = value.trim();
    }
    if (Object.keys(patch).length === 0) return;
    const timer = setTimeout(() => update({ ...patch, page: 1 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, update]);

  const setText = useCallback(
    (name: string, value: string) => setTyped((current) => ({ ...current, [name]: value })),
    [],
  );
  const { [searchParam]: search = "", ...texts } = typed;

  return {
    search,
    setSearch: useCallback((value: string) => setText(searchParam, value), [setText, searchParam]),
    q: applied[searchParam] ?? "",
    page,
    setPage: useCallback((next: number, replace = false) => update({ page: next }, replace), [update]),
    sort,
    setSort: useCallback((next: string) => update({ sort: next, page: 1 }), [update]),
    filters,
    setFilter: useCallback((name: string, value: string) => update({ [name]: value, page: 1 }), [update]),
    texts,
    setText,
  };
}
