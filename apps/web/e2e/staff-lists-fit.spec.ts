// Every staff list fits a laptop and a phone: at 1280x800 and 1024x768 (tables) and 390x844
// (cards) every row action is inside the viewport and nothing scrolls sideways; axe is clean.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures";
import { apiPost, signInAdmin, unique } from "./staff-helpers";

const LISTS = [
  { path: "/admin-users", heading: "Manage All Users" },
  { path: "/admin-courses", heading: "Manage Courses" },
  { path: "/admin-members", heading: "Manage Members" },
  { path: "/admin-partners", heading: "Manage Technical Partners" },
  { path: "/admin-requests", heading: "Incoming Requests" },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** Every button and link of the main area lies within the viewport's width; no sideways scroll. */
async function expectFits(page: Page) {
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
  const controls = page.locator("main").getByRole("button");
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const box = (await control.boundingBox())!;
    const name = (await control.textContent())?.trim();
    expect(box.x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the viewport`).toBeLessThanOrEqual(width + 0.5);
  }
}

test.skip(({ isMobile }) => isMobile, "sets its own viewports");

test.beforeAll(async ({ request }) => {
  // At least one request waits, so the requests list has rows and row actions.
  const first = unique("Fit");
  await apiPost(request, null, "/requests", {
    firstName: first,
    surName: "Visitor",
    email: `${first.toLowerCase()}@example.org`,
    phone: "0722000000",
    organizationName: `Org ${first} with a rather long organisation name for truncation`,
    message: "A long message ".repeat(20),
  });
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const list of LISTS) {
      test(`${list.path}: every row action visible, no sideways scroll, axe clean`, async ({ page }) => {
        await signInAdmin(page);
        await page.goto(list.path);
        await expect(page.getByRole("heading", { name: list.heading })).toBeVisible();
        // Rows (or cards) with their actions are on screen.
        await expect(
          page
            .locator("main")
            .getByRole("button", { name: /^Delete/ })
            .first(),
        ).toBeVisible();
        await expectFits(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
