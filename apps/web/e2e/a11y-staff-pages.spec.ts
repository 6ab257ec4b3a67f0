// Every staff page passes the full axe scan (see e2e/axe.ts) once it has settled, as an admin and
// as an organisation user, since the two see different controls: at 1280 px and at a phone's
// 390 px. The staff lists at 390 px (and at 1024 px) are scanned where their fit is checked,
// staff-lists-fit.spec.ts, in the same page states, so here only the pages that are not lists are
// scanned at a phone's width. Desktop project only: it sets the phone's width itself (the phone
// project once scanned every staff page again at 360 px, states the 390 px scans already cover).
import { paths } from "../src/paths";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAdmin } from "./staff-helpers";

// A full scan of a data-heavy staff page can take a while on a busy machine. Each test reads its
// own page (the organisation user's test makes its own user): the file's tests spread over the
// workers instead of one worker walking all of them while the others wait at the end of the run.
test.describe.configure({ mode: "parallel", timeout: 180_000 });

const PHONE = { width: 390, height: 844 };

/** The admin's pages; those marked `phone` are not lists, which staff-lists-fit scans at 390 px. */
const STAFF_PAGES: Array<{ path: string; phone?: true }> = [
  { path: paths.adminHome, phone: true },
  { path: paths.adminUsers },
  { path: paths.adminCourses },
  { path: paths.adminNews },
  { path: paths.adminEvents },
  { path: paths.adminJobs },
  { path: paths.adminInsights },
  { path: paths.adminMembers },
  { path: paths.adminRequests },
  { path: paths.adminReports },
  { path: paths.adminPartners },
  { path: paths.adminOrganizations },
  { path: paths.adminCompleteness },
  { path: paths.adminReleases },
  { path: paths.adminCredentials },
  { path: paths.adminActivity },
  { path: paths.adminOutbox },
  { path: paths.adminAccount, phone: true },
];

async function scanAt(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

test.skip(({ isMobile }) => isMobile, "sets a phone's width itself");

for (const { path, phone } of STAFF_PAGES) {
  test(`staff ${path}, as an admin, has no axe violation`, async ({ page }) => {
    await signInAdmin(page);
    await scanAt(page, path);
    if (!phone) return;
    await page.setViewportSize(PHONE);
    await scanAt(page, path);
  });
}

test("the staff pages an organisation user may open have no axe violation", async ({ orgUsers, page }) => {
  test.setTimeout(240_000);
  await orgUsers.signIn(page, "axe");
  const pages = [
    paths.adminHome,
    paths.adminCourses,
    paths.adminMembers,
    paths.adminReports,
    paths.adminMyOrganization,
    paths.adminAccount,
  ];
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await test.step(`${viewport.width}x${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      for (const path of pages) await scanAt(page, path);
    });
  }
});
