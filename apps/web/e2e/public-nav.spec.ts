// Top navigation, skip link, footer contact block (docs/product/spec.md §2), at desktop and phone widths.
import { SITE, TEXTS } from "@alliance/shared";
import { expect, test } from "./fixtures";

// Home is in the phone menu; on a laptop the brand beside the bar leads home.
const LINKS = [
  ["Membership", "/membership"],
  ["AI Learning", "/learning"],
  ["Impact", "/impact"],
  ["Contact Us", "/contact"],
  ["Account", "/login"],
] as const;

async function openMenuIfNeeded(page: import("@playwright/test").Page) {
  const button = page.getByRole("button", { name: /open menu/i });
  if (await button.isVisible()) {
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(page.getByRole("button", { name: /close menu/i })).toHaveAttribute("aria-expanded", "true");
  }
}

test("navigation links, current page and Skills assessment", async ({ page }) => {
  await page.goto("/learning");
  await openMenuIfNeeded(page);
  const nav = page.getByRole("navigation", { name: /^Main/ }).filter({ visible: true });
  for (const [label, href] of LINKS) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
  }
  await expect(nav.getByRole("link", { name: "AI Learning", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: SITE.title })).toHaveAttribute("href", "/");
  const skills = nav.getByRole("link", { name: /Skills assessment/ });
  await expect(skills).toHaveAttribute("href", SITE.skillsAssessmentUrl);
  await expect(skills).toHaveAttribute("target", "_blank");
  await expect(skills).toHaveAttribute("rel", "noopener noreferrer");

  // Client-side navigation moves the highlight and the title.
  await nav.getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page).toHaveTitle(/Contact Us/);
  await openMenuIfNeeded(page);
  await expect(
    page
      .getByRole("navigation", { name: /^Main/ })
      .filter({ visible: true })
      .getByRole("link", { name: "Contact Us", exact: true }),
  ).toHaveAttribute("aria-current", "page");

  // The logo goes home.
  await page.getByRole("banner").getByRole("link", { name: SITE.title }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("mobile menu opens and closes (phone)", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "the menu button is for small screens");
  await page.goto("/");
  const open = page.getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
  await open.click();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Main (mobile)" })
    .getByRole("link", { name: "Membership" })
    .click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole("navigation", { name: "Main (mobile)" })).toBeHidden();
});

test("skip link and the footer contact block", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await skip.press("Enter");
  await expect(page).toHaveURL(/#main$/);

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`© ${SITE.copyrightYear} ${SITE.association}`)).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Contact Us" })).toBeVisible();
  await expect(footer.getByRole("link", { name: SITE.contactEmail })).toHaveAttribute(
    "href",
    `mailto:${SITE.contactEmail}`,
  );
  await expect(footer.getByRole("link", { name: SITE.phone })).toHaveAttribute("href", /^tel:\+254/);
  await expect(footer.getByText(SITE.address.floor, { exact: false })).toBeVisible();
  await expect(footer.getByText(TEXTS.officeHours)).toBeVisible();
});

test("a footer link opens the next page at its top, in place; Back returns to the first", async ({
  page,
}) => {
  await page.goto("/learning");
  // The footer's links navigate in place once the page is hydrated: its scripts have run by the
  // time the network is idle (a busy machine can take longer than the click).
  await page.waitForLoadState("networkidle");
  // Set on this document; a full page load would lose it.
  await page.evaluate(() => {
    (window as unknown as { loadedOnce?: boolean }).loadedOnce = true;
  });
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await footer.getByRole("link", { name: "Membership", exact: true }).click();
  await expect(page).toHaveURL(/\/membership$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // Navigated in place: the page was not loaded again.
  expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

// Its axe scan, in both languages: a11y-all-pages.spec.ts, "public notFound".
test("404 page: heading, a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
});
