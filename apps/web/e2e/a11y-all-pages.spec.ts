// Every page passes the full axe scan (WCAG 2.2 A/AA plus best practices) once it has settled,
// and fits its width without scrolling sideways. The public pages are taken from the page registry
// (packages/shared/src/pages.ts, through the `publicAddresses` fixture: a page of a record at one
// published record's address), in both languages, plus the 404 page: the desktop project scans
// them at 1280 px and checks 1024 px fits, the phone project scans them at its own width. The staff
// pages have their walk in a11y-staff-pages.spec.ts (desktop project; it sets a phone's width
// itself where no other spec scans a page at that width).
import { LANGUAGES, PUBLIC_PAGE_KEYS, pathInLanguage } from "@alliance/shared";
import { paths } from "../src/paths";
import { axeViolations } from "./axe";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A full scan can take a while on a busy machine. Each test reads its own page: the file's tests
// spread over the workers instead of one worker walking all of them while the others wait at the
// end of the run.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const language of LANGUAGES) {
  for (const key of [...PUBLIC_PAGE_KEYS, "notFound" as const]) {
    test(`public ${key} (${language}) fits and has no axe violation`, async ({
      page,
      publicAddresses,
      isMobile,
    }) => {
      const path = pathInLanguage(key === "notFound" ? "/no-such-page" : publicAddresses[key], language);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await sideways(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      if (isMobile) return;
      await page.setViewportSize({ width: 1024, height: 768 });
      expect(await sideways(page), `${path} at 1024 px scrolls sideways`).toBeLessThanOrEqual(0);
    });
  }
}

test("the scan sees the rendered carousels and runs the best-practice rules", async ({ page }) => {
  // The home page's old check passed while two landmarks shared the name "Technical partners":
  // give the carousel its section's name again and the scan must report it.
  await page.goto(paths.home);
  const carousel = page.getByRole("region", { name: "Technical partners carousel" });
  await expect(carousel.getByRole("link").first()).toBeVisible();
  await carousel.evaluate((el) => el.setAttribute("aria-label", "Technical Partners"));
  expect((await axeViolations(page)).join("\n")).toMatch(/^landmark-unique /mu);
});
