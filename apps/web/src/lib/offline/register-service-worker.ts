// Registers the service worker that keeps the last copy of the public pages read on this device
// (public/service-worker.js, docs/decisions/0049-offline-copy-and-lighthouse.md). Only on a public
// page, and only once the page has loaded: the worker's script and what it keeps never compete
// with the page's own first paint and scripts.
import { STAFF_PATH_PREFIX } from "@alliance/shared";

export const SERVICE_WORKER_URL = "/service-worker.js";

/** The page's own scripts and style sheets, for the worker to keep (from the browser's cache). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith("/assets/"));
}

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || window.location.pathname.startsWith(STAFF_PATH_PREFIX)) return;
  const register = () => {
    // A page the worker did not answer (the first visit, or one before it was installed) was
    // not kept: the worker takes it, and its assets, from the browser's cache.
    const uncontrolled = !navigator.serviceWorker.controller;
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => {
        if (uncontrolled)
          registration.active?.postMessage({
            type: "keep",
            page: window.location.href,
            assets: loadedAssets(),
          });
      })
      .catch(() => undefined);
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
