// Staff session guard, role navigation, mobile menu, logout and /admin-home.
import { TEXTS, TOASTS } from "@alliance/shared";
import { E2E_ADMIN, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";
import { desktopOnly, expectToast, signInAdmin, toast } from "./staff-helpers";

desktopOnly();

const STAFF_ROUTES = [
  "/admin-home",
  "/admin-users",
  "/admin-courses",
  "/admin-news",
  "/admin-events",
  "/admin-jobs",
  "/admin-insights",
  "/admin-members",
  "/admin-requests",
  "/admin-stats",
  "/admin-partners",
];

test.describe("session guard", () => {
  for (const route of STAFF_ROUTES) {
    test(`${route} sends a signed-out visitor to /login with Please sign in`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
      await expectToast(page, TOASTS.pleaseSignIn);
    });
  }

  test("a token the API refuses (401) clears the stored user and redirects", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem(
        "user",
        JSON.stringify({
          _id: "x",
          username: "ghost",
          email: "ghost@example.org",
          isAdmin: true,
          token: "not-a-token",
        }),
      ),
    );
    await page.goto("/admin-courses");
    await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
    await expectToast(page, TOASTS.pleaseSignIn);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });
});

test.describe("admin", () => {
  test("navigation, current item, home counts and logout", async ({ page }) => {
    // A session of its own: logging out ends it, and the worker's shared one must live on.
    const stored = await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto("/admin-home");
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Users",
      "Courses",
      "News",
      "Events",
      "Jobs",
      "Insights",
      "Members",
      "Partners",
      "Requests",
      "Statistics",
      "Certificates",
      "Completeness",
      "Releases",
      "Activity",
      "Organisations",
      "Outbox",
      "My account",
    ]);
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(TEXTS.fullAdminRights)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome");

    const counts = page.getByRole("list", { name: "Counts" });
    for (const label of ["Members", "Courses", "Users", "Requests"]) {
      await expect(counts.getByRole("link", { name: new RegExp(`^${label}\\s*[\\d,]+$`) })).toBeVisible();
    }
    // Counts come from X-Total-Count with pageSize=1.
    const courses = await page.request.get("/api/v1/courses?page=1&pageSize=1", {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    const total = Number(courses.headers()["x-total-count"]);
    expect(total).toBeGreaterThan(0);
    await expect(counts.getByRole("link", { name: /^Courses/ })).toContainText(/\d/);
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\/admin-stats$/);
    await expect(nav.getByRole("link", { name: "Statistics" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");

    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
    // Signing out on purpose is not a reason to say "Please sign in" (once every request has ended).
    await page.waitForLoadState("networkidle");
    await expect(toast(page, TOASTS.pleaseSignIn)).toHaveCount(0);
    // The token was revoked on the server.
    const me = await page.request.get("/api/v1/users/me", {
      headers: { authorization: `Bearer ${stored.token}` },
    });
    expect(me.status()).toBe(401);
  });
});

test.describe("organisation user", () => {
  test("sees Home, Courses, the content types, Statistics and Logout; admin-only screens send them home", async ({
    orgUsers,
    page,
  }) => {
    const org = await orgUsers.signIn(page, "nav");
    await page.goto("/admin-home");
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Courses",
      "News",
      "Events",
      "Jobs",
      "Insights",
      "Statistics",
      "Certificates",
      "My organisation",
      "My account",
    ]);
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByText(`Manage ${org.organizationName}, courses, reports`)).toBeVisible();
    await expect(page.getByText(TEXTS.fullAdminRights)).toHaveCount(0);
    const counts = page.getByRole("list", { name: "Counts" });
    await expect(counts.getByRole("link")).toHaveCount(2);
    await expect(counts.getByRole("link", { name: /^Members/ })).toBeVisible();
    await expect(counts.getByRole("link", { name: /^Courses/ })).toBeVisible();
    await expect(counts.getByRole("link", { name: /^Members\s*[\d,]+$/ })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const route of ["/admin-users", "/admin-requests"]) {
      await page.goto(route);
      await expect(page).toHaveURL(/\/admin-home$/);
    }
  });
});

test("signing in on /login leads to the staff home; after Logout the staff area asks to sign in", async ({
  orgUsers,
  page,
}) => {
  const org = await orgUsers.create("login");
  await page.goto("/login");
  await page.getByLabel("Email").fill(org.email);
  await page.getByLabel("Password", { exact: true }).fill(org.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  await expect(page.getByText(`Manage ${org.organizationName}, courses, reports`)).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(stored.email).toBe(org.email);

  await page.getByRole("navigation", { name: "Staff" }).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  await page.goto("/admin-stats");
  await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
  await expectToast(page, TOASTS.pleaseSignIn);
});

test.describe("390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, closes and navigates", async ({ page }) => {
    await signInAdmin(page);
    await page.goto("/admin-home");
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: "Courses", exact: true })).toBeHidden();
    await menu.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Courses" }).click();
    await expect(page).toHaveURL(/\/admin-courses$/);
    await expect(page.getByRole("heading", { name: "Manage Courses" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    // Nothing overflows the page sideways: the table scrolls inside its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
