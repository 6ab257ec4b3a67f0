// Every public and staff page, at phone and desktop widths (the two projects), passes the full axe
// scan (WCAG 2.2 A/AA plus best practices) once it has settled; staff pages as an admin and as an
// organisation user, since the two see different controls.
import { pathInLanguage } from "@alliance/shared";
import { paths } from "../src/paths";
import { axeViolations } from "./axe";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAdmin } from "./staff-helpers";

// A full scan of a data-heavy staff page can take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PUBLIC_PAGES = [
  paths.home,
  paths.membership,
  paths.learning,
  paths.contact,
  paths.login,
  paths.forgotPassword,
  paths.setPassword,
  "/no-such-page",
];
/** Each public page's Kiswahili twin (docs/decisions/0029-public-site-in-two-languages.md). */
const KISWAHILI_PAGES = PUBLIC_PAGES.map((path) => pathInLanguage(path, "sw"));
const STAFF_PAGES = [
  paths.adminHome,
  paths.adminUsers,
  paths.adminCourses,
  paths.adminNews,
  paths.adminEvents,
  paths.adminJobs,
  paths.adminInsights,
  paths.adminMembers,
  paths.adminRequests,
  paths.adminReports,
  paths.adminPartners,
  paths.adminOrganizations,
  paths.adminCompleteness,
  paths.adminActivity,
  paths.adminOutbox,
  paths.adminAccount,
];

for (const path of [...PUBLIC_PAGES, ...KISWAHILI_PAGES]) {
  test(`public ${path} has no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

for (const path of STAFF_PAGES) {
  test(`staff ${path}, as an admin, has no axe violation`, async ({ page }) => {
    await signInAdmin(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the staff pages an organisation user may open have no axe violation", async ({ orgUsers, page }) => {
  test.setTimeout(180_000);
  await orgUsers.signIn(page, "axe");
  for (const path of [
    paths.adminHome,
    paths.adminCourses,
    paths.adminMembers,
    paths.adminReports,
    paths.adminMyOrganization,
    paths.adminAccount,
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("the scan sees the rendered carousels and runs the best-practice rules", async ({ page }) => {
  // The home page's old check passed while two landmarks shared the name "Technical partners":
  // give the carousel its section's name again and the scan must report it.
  await page.goto(paths.home);
  const carousel = page.getByRole("region", { name: "Technical partners carousel" });
  await expect(carousel.getByRole("link").first()).toBeVisible();
  await carousel.evaluate((el) => el.setAttribute("aria-label", "Technical Partners"));
  expect((await axeViolations(page)).join("\n")).toMatch(/^landmark-unique /mu);
});
