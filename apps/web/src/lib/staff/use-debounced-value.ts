// What was typed, once the typing has paused: a search box or a suggestion list asks the server
// for the settled text instead of once per keystroke (the pause the staff lists' search waits).
import { useEffect, useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "./use-list-url";

export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
