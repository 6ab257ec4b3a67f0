// The staff error messages of docs/product/spec.md §8: list-load failures, save and delete failures, Deleting...
// and the 10 s delete time-out, Failed to update, and a 401 in the middle of a session.
import { TEXTS, TOASTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { alertDialog, desktopOnly, dialog, expectToast, signInAdmin, toast } from "./staff-helpers";

desktopOnly();

/** Answers `status` to `method` calls on exactly `path` (query strings allowed). */
async function failCalls(page: Page, method: string, path: RegExp, status = 500, body = { message: "Boom" }) {
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) });
    },
  );
}

const LIST_ERRORS: Array<[string, RegExp, string]> = [
  ["/admin-users", /^\/api\/v1\/users$/, TOASTS.errorFetchingUsers],
  ["/admin-courses", /^\/api\/v1\/courses$/, TOASTS.errorFetchingCoursesStaff],
  ["/admin-members", /^\/api\/v1\/members$/, TOASTS.errorFetchingMembers],
  ["/admin-requests", /^\/api\/v1\/requests$/, TOASTS.errorFetchingRequests],
  ["/admin-partners", /^\/api\/v1\/partners$/, TOASTS.errorFetchingPartners],
];

for (const [route, path, message] of LIST_ERRORS) {
  test(`${route} says ${message} when the list cannot be loaded`, async ({ page }) => {
    await signInAdmin(page);
    await failCalls(page, "GET", path);
    await page.goto(route);
    await expectToast(page, message);
  });
}

test("a saving failure says Error saving user and keeps the form open with the reason", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = dialog(page, "Add User");
  await form.getByLabel("Username").fill("dup");
  await form.getByLabel("Email").fill("admin@example.org");
  await form.getByLabel("Phone").fill("0700000000");
  await form.getByLabel("Organization name").fill("Dup Org");
  await form.getByLabel("Password").fill("Long-enough-password-42");
  await form.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, TOASTS.errorSavingUser);
  await expect(form).toBeVisible();
  await expect(form.getByRole("alert")).toBeVisible();
});

test("delete shows Deleting... and gives up after 10 seconds with Error deleting partner", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAdmin(page);
  // The server never answers the delete.
  await page.route(
    (url) => /^\/api\/v1\/partners\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "DELETE") return route.fallback();
      await new Promise(() => {});
    },
  );
  await page.goto("/admin-partners");
  const first = page.getByRole("region", { name: "Technical partners" }).locator("tbody tr").first();
  await first.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, TEXTS.confirmDeletePartner);
  const started = Date.now();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("button", { name: TEXTS.deleting })).toBeDisabled();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeDisabled();
  await expect(toast(page, TOASTS.errorDeletingPartner)).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  await expect(confirm).toBeHidden();
});

test("a course update answered without data says Failed to update", async ({ page }) => {
  await signInAdmin(page);
  await page.route(
    (url) => /^\/api\/v1\/courses\/[^/]+$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      await route.fulfill({ status: 200, body: "" });
    },
  );
  await page.goto("/admin-courses");
  const first = page.getByRole("region", { name: "Courses" }).locator("tbody tr").first();
  await first.getByRole("button", { name: "Edit" }).click();
  await dialog(page, "Edit Course").getByRole("button", { name: "Update Course" }).click();
  await expectToast(page, TOASTS.failedToUpdate);
});

test("toggle and delete failures use the spec's messages", async ({ page }) => {
  await signInAdmin(page);
  await failCalls(page, "PATCH", /^\/api\/v1\/requests\/[^/]+\/toggle-status$/);
  await failCalls(page, "DELETE", /^\/api\/v1\/requests\/[^/]+$/);
  await failCalls(page, "PATCH", /^\/api\/v1\/members\/[^/]+\/toggle-approval$/);
  await page.goto("/admin-requests");
  const request = page.getByRole("region", { name: "Requests" }).locator("tbody tr").first();
  await request.getByRole("button", { name: /^Mark/ }).click();
  await expectToast(page, TOASTS.errorUpdatingRequestStatus);
  await request.getByRole("button", { name: "Delete" }).click();
  await alertDialog(page, "Delete Request").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.errorDeletingRequest);

  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Members" }).click();
  const member = page.getByRole("region", { name: "Members" }).locator("tbody tr").first();
  await member.getByRole("button", { name: /^(Approve|Hide)/ }).click();
  await expectToast(page, TOASTS.errorUpdatingMember);
});

test("a 401 in the middle of a session signs out with Please sign in", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-courses");
  await expect(page.getByRole("heading", { name: "Manage Courses" })).toBeVisible();
  await failCalls(page, "PATCH", /^\/api\/v1\/courses\/[^/]+\/toggle-approval$/, 401, {
    message: "Not signed in",
  });
  const first = page.getByRole("region", { name: "Courses" }).locator("tbody tr").first();
  await first.getByRole("button", { name: /^(Approve|Hide)/ }).click();
  await expect(page).toHaveURL(/\/login(\?next=.*)?$/);
  await expectToast(page, TOASTS.pleaseSignIn);
  await expect(toast(page, TOASTS.errorUpdatingCourse)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("report failures are only logged: no toast", async ({ page }) => {
  await signInAdmin(page);
  await failCalls(page, "GET", /^\/api\/v1\/reports$/);
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.goto("/admin-stats");
  await expect(page.getByRole("heading", { name: "Impact Reports" })).toBeVisible();
  await expect.poll(() => logged.length).toBeGreaterThan(0);
  await expect(page.locator(".Toastify__toast")).toHaveCount(0);
});
