// Filters applied with a Filter button, and the page, kept in the address (?entity=user&page=2)
// so that a filtered table can be linked and reloaded. Empty values are left out; applying
// filters goes back to page 1 (the caller passes 1).
import { useSearchParams } from "wouter";

export function useFilterParams<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ""])) as Record<
    K,
    string
  >;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const write = (filters: Partial<Record<K, string | number>>, nextPage: number) => {
    const out = new URLSearchParams();
    for (const name of names) {
      const value = String(filters[name] ?? "").trim();
      if (value) out.set(name, value);
    }
    if (nextPage > 1) out.set("page", String(nextPage));
    setParams(out, { replace: true });
  };
  return { applied, page, write };
}
