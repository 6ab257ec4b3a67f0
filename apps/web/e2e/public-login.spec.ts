// /login (docs/product/spec.md §2, §8): wording, show/hide password, the error toasts, then /admin-home.
import { TEXTS, TOASTS } from "@alliance/shared";
import { E2E_ADMIN, expect, expectNoAxeViolations, test } from "./fixtures";

test("wording, show/hide password, missing fields", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.signInTitle })).toBeVisible();
  await expect(page.getByText(TEXTS.contactAdmin)).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expect(page.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(TOASTS.emailMissing)).toBeVisible();
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(TOASTS.passwordMissing)).toBeVisible();
  // Let the toasts finish their entrance animation before measuring contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await expectNoAxeViolations(page);
});

test("wrong password: Please Check Login Details with the server's message", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.org`);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password-123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(TOASTS.checkLoginDetails).first()).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(TOASTS.checkLoginDetails);
  await expect(page).toHaveURL(/\/login$/);
});

test("offline: Network Error", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  // The toast chunk is loaded while online, then the network goes away.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Sign In" }).click();
  await context.setOffline(false);
  await expect(page.getByText(TOASTS.networkError)).toBeVisible();
});

test("signing in stores the user and opens /admin-home", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null"));
  expect(stored?.token).toBeTruthy();
});
