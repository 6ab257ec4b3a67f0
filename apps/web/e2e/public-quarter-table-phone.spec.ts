// The quarter-by-quarter table on a 390 px phone: a visible cue that it scrolls
// sideways, the quarter column staying in place while the figures scroll, short quarter names in
// Kiswahili, the page itself never scrolling sideways; an organisation's table names the quarters
// it has no approved report for.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => isMobile, "sets its own viewport");

const PAGES = [
  { path: "/impact", cue: /Swipe the table sideways/, quarter: /^\d{4}-Q[1-4]$/ },
  { path: "/sw/impact", cue: /Telezesha jedwali kando/, quarter: /^Robo [1-4] \d{4}$/ },
] as const;

/** Scrolls the table to its right end: the quarter column stays, the last column comes into view. */
async function expectStickyQuarters(page: Page) {
  const region = page.getByTestId("quarter-table");
  const firstQuarter = region.locator("tbody th").first();
  const before = (await firstQuarter.boundingBox())!;
  const scrolled = await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled, "the table is wider than the phone").toBeGreaterThan(0);
  const after = (await firstQuarter.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  const regionBox = (await region.boundingBox())!;
  const lastHeader = (await region.locator("thead th").last().boundingBox())!;
  expect(lastHeader.x + lastHeader.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
  // The quarter column takes at most a third of the screen.
  expect(before.width).toBeLessThanOrEqual(390 / 3);
}

for (const { path, cue, quarter } of PAGES) {
  test(`${path}: the quarter table reads on a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(cue)).toBeVisible();
    const firstQuarter = page
      .getByTestId("quarter-table")
      .locator("tbody th")
      .first()
      .locator("span")
      .first();
    await expect(firstQuarter).toBeVisible();
    expect((await firstQuarter.textContent())?.trim()).toMatch(quarter);
    await expectStickyQuarters(page);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
}

test("an organisation's table on a phone lists every quarter since its first report", async ({ page }) => {
  await page.goto("/impact");
  const top = page.locator("#top-title").locator("xpath=..").getByRole("link").first();
  await page.goto((await top.getAttribute("href"))!);
  const region = page.getByTestId("quarter-table");
  await expect(region).toBeVisible();
  // Each row has figures or says it is missing: no quarter is skipped in between.
  for (const row of await region.locator("tbody tr").all()) {
    const cells = await row.locator("td").allTextContents();
    expect(cells.length === 4 || /^missing: no approved report/.test(cells[0] ?? "")).toBe(true);
  }
  await expectStickyQuarters(page);
});
