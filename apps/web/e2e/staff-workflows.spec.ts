// Conventions staff expect from admin tools: search, filter, sort and page in the address
// (reload, Back and a shared link show the same list), a prompt before a form with changes is
// thrown away (Escape and Cancel), and sign-in that returns to the page that asked for it.
import { TOASTS } from "@alliance/shared";
import { E2E_ADMIN, expect, expectNoAxeViolations, test } from "./fixtures";
import { desktopOnly, dialog, signInAdmin, toast } from "./staff-helpers";

desktopOnly();

test("sort and filters live in the address and survive a reload and Back", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-courses");
  const list = page.getByRole("region", { name: "Courses" });
  await expect(list.locator("tbody tr").first()).toBeVisible();

  await page.getByLabel("Status").selectOption("approved");
  await expect(page).toHaveURL(/[?&]status=approved/);
  await list.getByRole("button", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/[?&]sort=title/);
  await expect(list.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "ascending");
  // The server sorts: the list asks for the order the address names.
  const asked = page.waitForRequest((r) => /\/api\/v1\/courses\?.*sort=-title/.test(r.url()));
  await list.getByRole("button", { name: /^Title/ }).click();
  await expect(page).toHaveURL(/[?&]sort=-title/);
  expect((await asked).url()).toContain("status=approved");
  await page.getByRole("searchbox", { name: "Search courses" }).fill("a");
  await expect(page).toHaveURL(/[?&]q=a/);

  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("approved");
  await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue("a");
  await expect(list.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "descending");
  await expectNoAxeViolations(page);

  // Back undoes the last sort change.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
  await expect(list.getByRole("columnheader", { name: /Title/ })).toHaveAttribute("aria-sort", "ascending");

  // A shared link opens the same list.
  await page.goto("/admin-requests?handled=false&sort=-createdAt");
  await expect(page.getByLabel("Status")).toHaveValue("false");
  await expect(
    page.getByRole("region", { name: "Requests" }).getByRole("columnheader", { name: /Received/ }),
  ).toHaveAttribute("aria-sort", "descending");
});

test("closing a form with changes asks first (Escape and Cancel); a clean form just closes", async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto("/admin-partners");
  await page.getByRole("button", { name: "Create Partner" }).click();
  const form = dialog(page, "Create Partner");
  await expect(form).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();

  await page.getByRole("button", { name: "Create Partner" }).click();
  await form.getByLabel("Organization").fill("Half-typed partner");
  await page.keyboard.press("Escape");
  const ask = dialog(page, "Discard changes?");
  await expect(ask).toBeVisible();
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel("Organization")).toHaveValue("Half-typed partner");

  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();
});

test("sign-in returns to the page that asked for it and clears the sign-in error", async ({
  orgUsers,
  page,
}) => {
  const org = await orgUsers.create("return");
  await page.goto("/admin-courses?status=pending");
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("Email").fill(org.email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, TOASTS.checkLoginDetails)).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill(org.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-courses\?status=pending$/);
  await expect(page.getByRole("heading", { name: "Manage Courses" })).toBeVisible();
  await expect(toast(page, TOASTS.checkLoginDetails)).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveValue("pending");
});

test("a next address outside the staff area is ignored", async ({ page }) => {
  await page.goto("/login?next=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
});

test("the staff home lists what waits, each item opening the filtered list", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-home");
  const todo = page.getByRole("list", { name: "Waiting for you" });
  // Reports, missing reports and pledges; members and courses, waiting and with changes; the same
  // for news, events, jobs and insights; requests: each line only when something waits, so
  // no line says "0".
  await expect(todo.getByRole("link", { name: /requests not handled/ })).toBeVisible();
  await expect(todo.getByText("…")).toHaveCount(0);
  for (const line of await todo.getByRole("link").allTextContents()) expect(line).not.toMatch(/^0\D/);
  await expect(todo.getByRole("link", { name: /organisations missing their/ })).toHaveAttribute(
    "href",
    /^\/admin-completeness\?year=\d{4}&quarter=Q[1-4]$/,
  );
  await todo.getByRole("link", { name: /requests not handled/ }).click();
  await expect(page).toHaveURL(/\/admin-requests\?handled=false$/);
  await expect(page.getByLabel("Status")).toHaveValue("false");
});
