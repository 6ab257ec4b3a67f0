// Accounts by e-mail, in the browser: the whole password reset from the sign-in page with the link
// read from the SMTP sink the test server sends to; My account and the admin Outbox. axe on each.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_MAIL_DIR } from "../playwright.config";
import { apiLogin, E2E_ADMIN, expect, expectNoAxeViolations, signInAs, test } from "./fixtures";
import { desktopOnly } from "./staff-helpers";

// Several pages, each scanned by axe, and an e-mail round trip: more than the default minute on a
// busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });
desktopOnly();

/** The single-use link of the newest message to `email`, waiting for it to arrive. */
async function linkFor(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const files = readdirSync(E2E_MAIL_DIR).sort().reverse();
        for (const file of files) {
          const raw = readFileSync(join(E2E_MAIL_DIR, file), "utf8");
          if (!raw.startsWith(`X-Envelope-To: ${email}`)) continue;
          const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          const match = /http:\/\/[^\s"<>]+\/set-password\?token=[A-Za-z0-9_-]+/.exec(text);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail with a link to ${email}` },
    )
    .toBe(true);
  return link;
}

test("a forgotten password is reset from the sign-in page with the e-mailed link", async ({
  orgUsers,
  page,
}) => {
  const { email } = await orgUsers.create("reset", { password: "Old-long-password-1", username: "Resetter" });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");

  const link = await linkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByLabel("Repeat the new password").fill("Brand-new-long-password-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is set");

  // The same link does not work twice.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Third-long-password-3");
  await page.getByLabel("Repeat the new password").fill("Third-long-password-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "no longer valid" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Brand-new-long-password-2");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
});

test("My account changes the password and switches notifications", async ({ orgUsers, page }) => {
  const { email } = await orgUsers.create("reset", {
    password: "Account-long-password-1",
    username: "Resetter",
  });
  await signInAs(page, email, "Account-long-password-1");
  await page.goto("/admin-home");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const reminders = page.getByRole("checkbox", { name: /Reminders when a quarterly report is due/ });
  await expect(reminders).toBeChecked();
  await expectNoAxeViolations(page);
  await reminders.uncheck();
  await expect(reminders).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /membership applications/ })).toHaveCount(0);

  await page.getByLabel("Current password", { exact: true }).fill("Account-long-password-1");
  await page.getByLabel("New password", { exact: true }).fill("Changed-long-password-2");
  await page.getByLabel("Repeat the new password").fill("Changed-long-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator(".Toastify").getByText(/Password changed/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("checkbox", { name: /Reminders when a quarterly report is due/ }),
  ).not.toBeChecked();
  expect((await apiLogin(page.request, email, "Changed-long-password-2")).email).toBe(email);
});

test("My account chooses Kiswahili for e-mails, and the next reset link comes in Kiswahili", async ({
  orgUsers,
  page,
}) => {
  const { email } = await orgUsers.create("language", {
    password: "Language-long-password-1",
    username: "Msomaji",
  });
  await signInAs(page, email, "Language-long-password-1");
  await page.goto("/admin-account");
  const choice = page.getByRole("group", { name: "Language of e-mails" });
  const english = choice.getByRole("radio", { name: "English" });
  const kiswahili = choice.getByRole("radio", { name: "Kiswahili" });
  await expect(english).toBeChecked();
  // By keyboard, as a radio group goes: the arrow key moves the choice and saves it.
  await english.focus();
  await page.keyboard.press("ArrowRight");
  await expect(kiswahili).toBeChecked();
  await expect(page.locator(".Toastify").getByText("Language of e-mails saved")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("radio", { name: "Kiswahili" })).toBeChecked();

  const forgot = await page.request.post("/api/v1/users/forgot-password", { data: { email } });
  expect(forgot.status()).toBe(202);
  await linkFor(email);
  const newest = readdirSync(E2E_MAIL_DIR)
    .sort()
    .reverse()
    .map((file) => readFileSync(join(E2E_MAIL_DIR, file), "utf8"))
    .find((raw) => raw.startsWith(`X-Envelope-To: ${email}`));
  expect(newest).toContain("Chagua nenosiri jipya");
});

test("admins read the Outbox", async ({ page }) => {
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto("/admin-home");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
  await expect(page.getByRole("region", { name: "E-mails" }).getByRole("row").nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
});
