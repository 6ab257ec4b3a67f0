// True once the page has hydrated: what only works with JavaScript waits for it, and what only a
// page without it needs (a form's submit button for filters that apply as they change) goes then.
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
