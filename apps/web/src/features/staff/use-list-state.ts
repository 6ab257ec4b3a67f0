// Search text and page of a staff list. Typing is debounced before it becomes the server's `q`,
// and a new search goes back to page 1.
import { useEffect, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 300;

export function useListState() {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);

  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => {
      setQ(trimmed);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  return { search, setSearch, q, page, setPage };
}
