// /admin-users (Manage All Users): create with validation, password generator and Copy credentials,
// search, pagination, edit, Make admin / Remove admin after a confirmation, delete, the reserved demo account.
import { PAGE_SIZES, RESERVED_DEMO_EMAIL, RESERVED_MASK, TOASTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { alertDialog, desktopOnly, dialog, expectToast, row, signInAdmin, unique } from "./staff-helpers";

desktopOnly();

test("admin creates, finds, edits, promotes, demotes and deletes a user", async ({ page, context }) => {
  // Many steps and four axe scans: more than the default minute on a busy machine.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAdmin(page);
  await page.goto("/admin-users");
  await expect(page.getByRole("heading", { name: "Manage All Users" })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = unique("user");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = dialog(page, "Add User");
  await expect(form).toBeVisible();

  // Field-level validation from the shared schema.
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(form.getByText("Username is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  // Copy with an empty password warns.
  await form.getByRole("button", { name: "Copy credentials" }).click();
  await expectToast(page, TOASTS.credentialsEmpty);

  await form.getByLabel("Username").fill(name);
  await form.getByLabel("Email").fill(`${name}@example.org`);
  await form.getByLabel("Phone").fill("0712345678");
  await form.getByLabel("Organization name").fill(`Org ${name}`);
  await form.getByRole("button", { name: "Generate password" }).click();
  await expectToast(page, TOASTS.passwordGenerated);
  const password = await form.getByLabel("Password").inputValue();
  expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{10}$/);

  await form.getByRole("button", { name: "Copy credentials" }).click();
  await expectToast(page, TOASTS.credentialsCopied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`${name}@example.org`);
  expect(copied).toContain(password);
  expect(copied).toContain("/login");
  await expectNoAxeViolations(page);

  await form.getByRole("button", { name: "Create User" }).click();
  await expectToast(page, TOASTS.userCreated);
  await expect(form).toBeHidden();
  // Focus goes back to the button that opened the form.
  await expect(page.getByRole("button", { name: "Add User" })).toBeFocused();

  // The new user can sign in with the generated password.
  const login = await page.request.post("/api/v1/users/login", {
    data: { email: `${name}@example.org`, password },
  });
  expect(login.ok()).toBeTruthy();

  await page.getByRole("searchbox", { name: "Search users" }).fill(name);
  const line = row(page, `${name}@example.org`);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("Not Admin");

  // Edit.
  await line.getByRole("button", { name: "Edit" }).click();
  const edit = dialog(page, "Edit User");
  await expect(edit.getByLabel("Username")).toHaveValue(name);
  await edit.getByLabel("Phone").fill("0799999999");
  await edit.getByRole("button", { name: "Update User" }).click();
  await expectToast(page, TOASTS.userUpdated);
  await expect(line).toContainText("0799999999");

  // Make admin / Remove admin, each after a confirmation naming the person; Cancel changes nothing.
  await line.getByRole("button", { name: "Make admin" }).click();
  const promote = dialog(page, `Make ${name} an admin?`);
  await expect(promote).toBeVisible();
  await expectNoAxeViolations(page);
  await promote.getByRole("button", { name: "Cancel" }).click();
  await expect(promote).toBeHidden();
  await expect(line.getByText("Not Admin")).toBeVisible();
  await line.getByRole("button", { name: "Make admin" }).click();
  await promote.getByRole("button", { name: "Make admin" }).click();
  await expectToast(page, TOASTS.userUpdated);
  await expect(line.getByText("Admin", { exact: true })).toBeVisible();
  await line.getByRole("button", { name: "Remove admin" }).click();
  const demote = dialog(page, `Remove ${name}'s admin rights?`);
  await demote.getByRole("button", { name: "Remove admin" }).click();
  await expect(line.getByText("Not Admin")).toBeVisible();

  // Delete: Cancel keeps it, Delete removes it.
  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, "Delete User");
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(line).toHaveCount(1);
  await line.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.userDeleted);
  await expect(line).toHaveCount(0);
});

test("users are paged five at a time and searched on the server", async ({ orgUsers, page }) => {
  const prefix = unique("pg");
  for (let i = 1; i <= PAGE_SIZES.users + 2; i++) {
    await orgUsers.create(`${prefix}-${i}`, {
      username: `${prefix}-${i}`,
      email: `${prefix}-${i}@example.org`,
      phone: "0700000000",
      // The first makes the organisation, the others join it.
      organizationName: `Org ${prefix}`,
      password: `Pass-${prefix}-${i}`,
      createOrganization: i === 1,
    });
  }
  await signInAdmin(page);
  await page.goto("/admin-users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(prefix);
  await expect(page.getByText("7 users")).toBeVisible();
  const body = page.getByRole("region", { name: "Users" }).locator("tbody tr");
  await expect(body).toHaveCount(PAGE_SIZES.users);
  const pager = page.getByRole("navigation", { name: "Users pages" });
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(body).toHaveCount(2);
  await pager.getByRole("button", { name: "Previous" }).click();
  await expect(body).toHaveCount(PAGE_SIZES.users);
  // A narrower search goes back to page 1.
  await pager.getByRole("button", { name: "Page 2" }).click();
  await page.getByRole("searchbox", { name: "Search users" }).fill(`${prefix}-7`);
  await expect(body).toHaveCount(1);
  await expect(body).toContainText(`${prefix}-7@example.org`);
});

test("the reserved demo account is masked as xx with no edit or delete", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-users");
  await page.getByRole("searchbox", { name: "Search users" }).fill(RESERVED_DEMO_EMAIL);
  const body = page.getByRole("region", { name: "Users" }).locator("tbody tr");
  await expect(body).toHaveCount(1);
  await expect(body.getByRole("cell").first()).toHaveText(RESERVED_MASK);
  await expect(body).not.toContainText(RESERVED_DEMO_EMAIL);
  await expect(body.getByRole("button")).toHaveCount(0);
});

test("users list at 390 px shows cards, does not scroll sideways and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto("/admin-users");
  await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the user form works from the keyboard: focus moves in, Escape closes, focus returns", async ({
  page,
}) => {
  await signInAdmin(page);
  await page.goto("/admin-users");
  const add = page.getByRole("button", { name: "Add User" });
  await add.focus();
  await page.keyboard.press("Enter");
  const form = dialog(page, "Add User");
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Username")).toBeFocused();
  // Tabbing stays inside the modal dialog (the page behind it is inert).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(() => !!document.activeElement?.closest("dialog"));
    const onBody = await page.evaluate(() => document.activeElement === document.body);
    expect(inside || onBody).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
});

test("the user form at 390 px fits the screen and passes axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto("/admin-users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = dialog(page, "Add User");
  await expect(form).toBeVisible();
  const box = await form.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
