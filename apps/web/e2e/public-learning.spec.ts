// /learning (docs/product/spec.md §2): section tabs with scroll-spy, search, role tabs, empty texts, cards,
// scroll-to-top; at desktop and phone widths (its axe scan is in a11y-all-pages.spec.ts).
import { TEXTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const tabs = (page: Page) => page.getByRole("navigation", { name: "Course sections" });

test("intro, home link, sticky section tabs that scroll and follow scrolling", async ({ page }) => {
  await page.goto("/learning");
  await expect(page.getByRole("heading", { level: 1, name: "AI Learning" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Back to Home/ })).toHaveAttribute(
    "href",
    "/",
  );
  const bar = tabs(page);
  await expect(bar.getByRole("link", { name: "Featured" })).toHaveAttribute("aria-current", "true");
  await expect(bar).toHaveCSS("position", "sticky");

  await bar.getByRole("link", { name: "Learn by Role" }).click();
  await expect(bar.getByRole("link", { name: "Learn by Role" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { name: "Learn by Role" })).toBeInViewport();
  await expect(bar).toBeInViewport();

  // Scrolling back to the top makes Featured active again (scroll-spy).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(bar.getByRole("link", { name: "Featured" })).toHaveAttribute("aria-current", "true");
  await page.locator("#topic").evaluate((el) => el.scrollIntoView({ block: "start", behavior: "instant" }));
  await expect(bar.getByRole("link", { name: "Learn by Topic" })).toHaveAttribute("aria-current", "true");
});

test("featured banner, topic cards without the featured course, role tabs", async ({ page }) => {
  await page.goto("/learning");
  const featured = page.locator("#featured");
  const go = featured.getByRole("link", { name: new RegExp(TEXTS.goToCourse) });
  await expect(go).toHaveAttribute("target", "_blank");
  await expect(go).toHaveAttribute("rel", "noopener noreferrer");
  const featuredTitle = await featured.getByRole("heading", { level: 3 }).textContent();
  await expect(page.locator("#topic").getByRole("heading", { name: featuredTitle ?? "" })).toHaveCount(0);

  const tablist = page.getByRole("tablist", { name: "Roles" });
  const roleTabs = tablist.getByRole("tab");
  await expect(roleTabs).toHaveText([
    "Everyone",
    "Education",
    "Nonprofit",
    "Public Sector",
    "Business Professionals",
  ]);
  await expect(tablist.getByRole("tab", { name: "Everyone" })).toHaveAttribute("aria-selected", "true");
  // The tabs are server-rendered buttons: a click before the page is hydrated does nothing.
  const education = tablist.getByRole("tab", { name: "Education" });
  await expect(async () => {
    if ((await education.getAttribute("aria-selected")) !== "true") await education.click();
    await expect(education).toHaveAttribute("aria-selected", "true", { timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("tabpanel")).toBeVisible();
  // Keyboard: arrows move between tabs.
  await page.keyboard.press("ArrowRight");
  await expect(tablist.getByRole("tab", { name: "Nonprofit" })).toBeFocused();
  await expect(tablist.getByRole("tab", { name: "Nonprofit" })).toHaveAttribute("aria-selected", "true");
});

test("course cards: new tab, image sized and lazy, description cut to 100 characters", async ({ page }) => {
  await page.goto("/learning");
  const card = page.locator("#topic li a").first();
  await expect(card).toHaveAttribute("target", "_blank");
  await expect(card).toHaveAttribute("rel", "noopener noreferrer");
  const image = card.locator("img");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);
  const courses = (await (await page.request.get("/api/v1/courses/approved")).json()) as Array<{
    title: string;
    desc: string;
  }>;
  const title = (await card.locator("h3").textContent()) ?? "";
  const course = courses.find((c) => c.title === title)!;
  await expect(card.locator("h3 + span")).toHaveText(/^Offered by /);
  await expect(card.locator("h3 + span + span")).toHaveText(/^Taught in /);
  const shown = await card.locator("h3 ~ span").last().textContent();
  if (course.desc.length > 100) expect(shown).toBe(`${course.desc.slice(0, 100)}...`);
  else expect(shown).toBe(course.desc);
});

test("search replaces the sections with Search Results, case-insensitive, with an empty text", async ({
  page,
}) => {
  await page.goto("/learning");
  const search = page.getByPlaceholder(TEXTS.searchCoursePlaceholder);
  await expect(search).toBeVisible();
  await search.fill("PROMPT");
  await expect(page.getByRole("heading", { name: TEXTS.searchResults })).toBeVisible();
  await expect(page.locator("#featured")).toHaveCount(0);
  await expect(tabs(page)).toHaveCount(0);
  const titles = await page.getByRole("main").locator("li h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await search.fill("zzz-no-such-course-zzz");
  await expect(page.getByText(TEXTS.noMatchingCourses)).toBeVisible();
  await search.fill("");
  await expect(page.locator("#featured")).toBeVisible();
});

test("empty texts for topics and roles (client-side load)", async ({ page, hasTouch }) => {
  await page.route("**/api/v1/courses/approved", (route) =>
    route.fulfill({
      json: [
        {
          _id: "c1",
          title: "Only course",
          desc: "x".repeat(150),
          link: "https://example.org/course",
          organization: "Org",
          tag: "Tag",
          category: "Education",
          image: "/media/hero-poster.webp",
          segment: "role",
          featured: false,
        },
      ],
    }),
  );
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole("navigation", { name: /^Main/ })
    .filter({ visible: true })
    .getByRole("link", { name: "AI Learning", exact: true })
    .click();
  await expect(page).toHaveURL(/\/learning$/);
  await expect(page.getByText(TEXTS.noTopicCourses)).toBeVisible();
  // "Everyone" lists every role course, the Education one included; Nonprofit has none.
  await expect(page.getByRole("tabpanel").getByText("Offered by Org")).toBeVisible();
  // A tap (a click without a touch screen) lands on the tab: the card's unbroken 150-character
  // description wraps inside the phone's width, so the page does not shift under the finger.
  const choose = (name: string) => {
    const tab = page.getByRole("tab", { name });
    return hasTouch ? tab.tap() : tab.click();
  };
  await choose("Nonprofit");
  await expect(page.getByRole("tab", { name: "Nonprofit" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(TEXTS.noRoleCourses)).toBeVisible();
  await choose("Education");
  await expect(page.getByRole("tab", { name: "Education" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByText(`${"x".repeat(100)}...`)).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The tab list's keyboard pattern does the same.
  await page.getByRole("tab", { name: "Everyone" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Nonprofit" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(TEXTS.noRoleCourses)).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Education" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByText(`${"x".repeat(100)}...`)).toBeVisible();
});

test("scroll-to-top button appears after 300 px", async ({ page }) => {
  await page.goto("/learning");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toHaveCount(0);
  // Two frames after the scroll: its handler has run and React has rendered what it set.
  await page.evaluate(async () => {
    window.scrollTo({ top: 250, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 800, behavior: "instant" }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

// The page's axe scan and its fit at the project's width: a11y-all-pages.spec.ts, "public learning".
