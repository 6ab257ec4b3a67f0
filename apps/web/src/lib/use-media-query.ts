// Whether a CSS media query matches, kept in sync with the window (false where there is none,
// e.g. while the server renders).
import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Staff lists are tables from this width up and cards below it. */
export const TABLE_MEDIA = "(min-width: 768px)";
