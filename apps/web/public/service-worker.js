// The site's service worker (docs/decisions/0049-offline-copy-and-lighthouse.md): keeps
// the last copy of each public page read on this device, and the scripts and style sheets they
// load, so a reader with no signal still gets the page, with a note saying from when it is.
// Hand-written (no dependency) and served by the API with `Cache-Control: no-cache`
// (apps/api/src/modules/site/routes.ts), so a new version reaches browsers on their next visit.
//
// Never kept: anything under /api (the staff area's answers and every read), /uploads, the staff
// screens (/admin-*), an answer marked `private` or `no-store`, the choose-a-password page (its
// address carries a token) and a certificate's page (a person's name). Only GET answers are kept.

const PAGES = "pages-v1";
const ASSETS = "assets-v1";
/** Pages kept at most; the oldest kept go first. */
const MAX_PAGES = 30;
/** The header stored with a kept page: when it was received (an ISO instant). */
const KEPT_AT = "x-kept-at";

/** The note over an offline copy, in the page's language (the /sw pages are in Kiswahili). */
const NOTES = {
  en: { text: "Offline: showing the copy from", locale: "en-KE" },
  sw: { text: "Nje ya mtandao: unaona nakala ya", locale: "sw-KE" },
};

const NEVER = /^\/(api|uploads|admin-)|^\/(sw\/)?(set-password|verify\/)/;

self.addEventListener("install", () => self.skipWaiting());

// Takes the open pages at once (clients.claim), so the page that registered it is kept on this
// visit, not only on the next one; older caches of this worker are dropped.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name !== PAGES && name !== ASSETS).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

function keepable(url) {
  return url.origin === self.location.origin && !NEVER.test(url.pathname);
}

function storable(response) {
  const control = response.headers.get("cache-control") ?? "";
  return response.ok && response.type === "basic" && !/no-store|private/i.test(control);
}

/** Stores a page's answer with the time it was received. */
async function keepPage(key, response) {
  if (!storable(response) || !(response.headers.get("content-type") ?? "").includes("text/html")) return;
  const body = await response.blob();
  const headers = {
    "content-type": response.headers.get("content-type"),
    [KEPT_AT]: new Date().toISOString(),
  };
  const cache = await caches.open(PAGES);
  await cache.put(key, new Response(body, { headers }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((old) => cache.delete(old)));
}

/** The kept copy of a page with the offline note after <body>, or undefined. */
async function offlineCopy(key) {
  const kept = await caches.match(key, { cacheName: PAGES, ignoreVary: true });
  if (!kept) return undefined;
  const url = new URL(key);
  const note = /^\/sw(\/|$)/.test(url.pathname) ? NOTES.sw : NOTES.en;
  const at = kept.headers.get(KEPT_AT) ?? new Date().toISOString();
  const when = new Intl.DateTimeFormat(note.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Africa/Nairobi",
  }).format(new Date(at));
  const html = (await kept.text()).replace(
    /<body[^>]*>/,
    (body) =>
      `${body}<p role="status" data-offline-copy style="margin:0;padding:.5rem 1rem;background:#fef3c7;color:#0f172a;text-align:center">${note.text} <time datetime="${at}">${when}</time></p>`,
  );
  return new Response(html, { headers: { "content-type": kept.headers.get("content-type") } });
}

/** The page without its fragment, as the cache key. */
const pageKey = (url) => url.href.split("#")[0];

async function answerPage(request) {
  const url = new URL(request.url);
  try {
    // `no-cache`: always ask the server (a 304 costs little). The pages' Cache-Control allows
    // stale-while-revalidate, which Chrome honours for a worker's fetch though not for a plain
    // navigation: a default fetch would show a figure minutes old after it changed.
    const response = await fetch(request, { cache: "no-cache" });
    await keepPage(pageKey(url), response.clone()).catch(() => undefined);
    return response;
  } catch (error) {
    const copy = await offlineCopy(pageKey(url));
    if (copy) return copy;
    throw error;
  }
}

/** Built scripts and style sheets never change under their name: the kept copy first. */
async function answerAsset(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (storable(response)) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!keepable(url)) return;
  if (request.mode === "navigate") event.respondWith(answerPage(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(answerAsset(request));
});

// The page that registered the worker was loaded before the worker existed: it sends its own
// address and the scripts and style sheets it loaded, which are fetched again from the browser's
// own cache (`force-cache`: no download when the browser still has them) and kept.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type !== "keep" || !Array.isArray(data.assets) || typeof data.page !== "string") return;
  event.waitUntil(
    (async () => {
      const page = new URL(data.page);
      if (keepable(page)) {
        const response = await fetch(page.href, { cache: "force-cache", credentials: "same-origin" });
        await keepPage(pageKey(page), response);
      }
      const cache = await caches.open(ASSETS);
      for (const address of data.assets) {
        const url = new URL(address);
        if (url.origin !== self.location.origin || !url.pathname.startsWith("/assets/")) continue;
        if (await cache.match(url.href, { ignoreVary: true })) continue;
        const response = await fetch(url.href, { cache: "force-cache" });
        if (storable(response)) await cache.put(url.href, response);
      }
    })().catch(() => undefined),
  );
});
