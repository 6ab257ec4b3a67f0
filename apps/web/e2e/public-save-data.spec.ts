// Save-Data (docs/decisions/0039-works-on-a-cheap-phone.md): a phone that asks for lighter pages
// gets each public page without a script, and /, /sw, /learning and /impact weigh at most 30 KB
// transferred (HTML, CSS, images, compressed), as the browser counts them; the footer's "Lighter
// page" does the same for a browser that does not send the header, and "Full page" undoes it.
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

const BUDGET_BYTES = 30 * 1024;

/** Bytes the browser transferred for the page and everything it loaded, once the network is idle. */
async function transferred(browser: Browser, path: string): Promise<{ bytes: number; scripts: number }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "save-data": "on" },
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(path, { waitUntil: "networkidle" });
  const result = await page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType("navigation"),
      ...performance.getEntriesByType("resource"),
    ] as PerformanceResourceTiming[];
    return {
      bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
      scripts: document.querySelectorAll("script[src]").length,
    };
  });
  await context.close();
  return result;
}

// Each page is measured until its compressed copies exist.
test.describe.configure({ timeout: 180_000 });

for (const path of ["/", "/sw", "/learning", "/impact"]) {
  test(`${path} with Save-Data: no script, at most 30 KB transferred`, async ({ browser }) => {
    // The public cache compresses an entry once it is asked for again: the budget is for those copies.
    await expect
      .poll(
        async () => {
          const { bytes, scripts } = await transferred(browser, path);
          expect(scripts).toBe(0);
          console.log(`${path} with Save-Data: ${(bytes / 1024).toFixed(1)} KB`);
          return bytes;
        },
        { timeout: 90_000 },
      )
      .toBeLessThanOrEqual(BUDGET_BYTES);
  });
}

test("the footer's Lighter page and Full page, in Kiswahili", async ({ page }) => {
  // A reader of Kiswahili: no note offering the English page over the footer.
  await page.addInitScript(() => window.localStorage.setItem("site-language", "sw"));
  await page.goto("/sw/impact");
  await expect(page.locator("script[src]")).not.toHaveCount(0);
  await page.getByRole("button", { name: "Ukurasa mwepesi" }).click();
  await expect(page).toHaveURL(/\/sw\/impact$/);
  await expect(page.locator("script[src]")).toHaveCount(0);
  await page.getByRole("button", { name: "Ukurasa kamili" }).click();
  await expect(page).toHaveURL(/\/sw\/impact$/);
  await expect(page.locator("script[src]")).not.toHaveCount(0);
});
