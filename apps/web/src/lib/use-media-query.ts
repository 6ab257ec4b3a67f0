// Whether a CSS media query matches, kept in sync with the window (false where there is none,
// e.g. while the server renders).
import { useSyncExternalStore } from "react";

/** `otherwise`: the answer where the window cannot tell (no matchMedia, e.g. jsdom). */
export function useMediaQuery(query: string, otherwise = false): boolean {
  const supported = typeof window !== "undefined" && typeof window.matchMedia === "function";
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (supported ? window.matchMedia(query).matches : otherwise),
    () => false,
  );
}

/** Staff lists are tables from this width up and cards below it. */
export const TABLE_MEDIA = "(min-width: 768px)";
