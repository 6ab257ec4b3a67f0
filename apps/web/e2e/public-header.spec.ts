// The header fits one line with the brand in full at 1280, 1366 and 1440 px, in English and in
// Kiswahili: news, events, jobs and insights share one entry of the bar.
import { SITE } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const WIDTHS = [1280, 1366, 1440] as const;
const PAGES = [
  { path: "/impact", more: "News & more", jobs: "Jobs" },
  { path: "/sw/impact", more: "Habari na zaidi", jobs: "Kazi" },
] as const;

/** The bar's items: the brand, each entry of the bar, the language switch. */
async function headerBoxes(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    const brand = row.querySelector("a span") as HTMLElement;
    // The bar's own entries (not the closed group's links, nor the hidden phone menu's).
    const items = [...row.querySelectorAll("nav > ul > li"), row.lastElementChild as HTMLElement].map(
      (item) => item.getBoundingClientRect(),
    );
    return {
      brandText: brand.textContent,
      brandCut: brand.scrollWidth > brand.clientWidth,
      brandLines: Math.round(
        brand.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(brand).lineHeight),
      ),
      tops: items.map((box) => Math.round(box.top + box.height / 2)),
      rowRight: row.getBoundingClientRect().right,
      rightmost: Math.max(...items.map((box) => box.right)),
    };
  });
}

test.skip(({ isMobile }) => isMobile, "sets its own viewports");

for (const { path, more, jobs } of PAGES) {
  test(`the header of ${path} is one line with the brand in full at ${WIDTHS.join(", ")} px`, async ({
    page,
  }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("navigation")).toBeVisible();
      await expect(banner.getByRole("button", { name: /menu|menyu/i })).toBeHidden();
      const boxes = await headerBoxes(page);
      expect(boxes.brandText).toBe(SITE.title);
      expect(boxes.brandCut, `brand cut at ${width} px`).toBe(false);
      expect(boxes.brandLines, `brand on one line at ${width} px`).toBe(1);
      // Every item's middle on the same line (within a few pixels), and nothing past the row.
      expect(
        Math.max(...boxes.tops) - Math.min(...boxes.tops),
        `one line at ${width} px`,
      ).toBeLessThanOrEqual(4);
      expect(boxes.rightmost).toBeLessThanOrEqual(boxes.rowRight + 0.5);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways).toBeLessThanOrEqual(0);
    }

    // The grouped entry opens, reads by keyboard and leads to its pages; Escape closes it.
    const summary = page.getByRole("banner").getByText(more, { exact: true });
    await summary.click();
    const link = page.getByRole("banner").getByRole("link", { name: jobs, exact: true });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path.replace("/impact", "")}/jobs$`));
    await expect(link).toBeHidden();
    await expect(page.getByRole("banner").locator("details summary")).toHaveClass(/bg-brand/);
  });
}
