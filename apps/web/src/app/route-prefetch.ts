// Loads a public page's chunk ahead of a click (pointer over or focus on a link), so client-side
// navigation rarely shows the loading fallback. The route table registers the loaders here,
// which keeps the navigation free of an import cycle with the routes. A page is prefetched with
// its messages in the page's language.
import type { Language } from "@alliance/shared";

const loaders = new Map<string, (language: Language) => Promise<unknown>>();

export function registerPrefetch(path: string, load: (language: Language) => Promise<unknown>): void {
  loaders.set(path, load);
}

export function prefetchRoute(path: string, language: Language): void {
  void loaders
    .get(path)?.(language)
    .catch(() => undefined);
}
