// The service worker's offline copy (docs/decisions/0049-offline-copy-and-lighthouse.md): a public
// page read once is shown again with no network, under a note saying from when, in the page's
// language; a staff screen is never answered from the worker's cache.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Opens `path` and waits until the service worker controls the page and has kept it. */
async function readOnline(page: Page, path: string) {
  await page.goto(path, { waitUntil: "load" });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  // The worker keeps the page it did not answer itself (the first visit) after a message; the
  // kept copy is in its cache once this resolves.
  await expect
    .poll(
      () =>
        page.evaluate(async (address) => {
          const cache = await caches.open("pages-v1");
          return Boolean(await cache.match(address, { ignoreVary: true }));
        }, page.url()),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Cuts the network: the browser's offline mode, and every request refused as a phone without
 * signal would see it (the offline mode does not reach the service worker's own requests).
 */
async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
}

async function restoreNetwork(context: BrowserContext) {
  await context.unrouteAll();
  await context.setOffline(false);
}

async function offline(context: BrowserContext, page: Page, path: string) {
  await cutNetwork(context);
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

test.describe("offline copy", () => {
  test("a page read once is shown offline with the time of its copy, in its language", async ({
    context,
    page,
  }) => {
    await readOnline(page, "/learning");
    await readOnline(page, "/sw/impact");

    await offline(context, page, "/learning");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const note = page.locator("[data-offline-copy]");
    await expect(note).toContainText("Offline: showing the copy from");
    await expect(note.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);

    await offline(context, page, "/sw/impact");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await expect(page.locator("[data-offline-copy]")).toContainText("Nje ya mtandao: unaona nakala ya");

    // Online again: the page itself, without the note.
    await restoreNetwork(context);
    await page.goto("/learning");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-offline-copy]")).toHaveCount(0);
  });

  test("a staff screen is never answered from the worker's cache", async ({ context, page }) => {
    await readOnline(page, "/");
    // Visited online, with the worker in control...
    await page.goto("/admin-home", { waitUntil: "load" });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const kept = await page.evaluate(async () => {
      const cache = await caches.open("pages-v1");
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(kept).not.toContain("/admin-home");
    // ...and offline: the browser's own network error, not a copy.
    await cutNetwork(context);
    await expect(page.goto("/admin-home")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|net::/);
  });
});
