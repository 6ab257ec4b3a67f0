// Loads a public page's chunk ahead of a click (pointer over or focus on a link), so client-side
// navigation rarely shows the loading fallback. The route table registers the loaders here,
// which keeps the navigation free of an import cycle with the routes.
const loaders = new Map<string, () => Promise<unknown>>();

export function registerPrefetch(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

export function prefetchRoute(path: string): void {
  void loaders
    .get(path)?.()
    .catch(() => undefined);
}
