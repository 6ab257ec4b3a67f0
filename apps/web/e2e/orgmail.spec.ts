// Organisations picked not typed and completeness you can act on (ADR 0024), in the browser with
// axe on each new screen state.
import { COMPLETENESS_TEXTS, lastCompletePeriod, ORGANIZATION_PICKER_TEXTS, TOASTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { desktopOnly, dialog, expectToast, signInAdmin, unique } from "./staff-helpers";

desktopOnly();

test("a near-match organisation name asks 'Did you mean ...?' and creating is an explicit choice", async ({
  orgUsers,
  page,
}) => {
  const existing = await orgUsers.create("picker");
  // One letter dropped from the existing name.
  const typo = existing.organizationName.replace("picker", "piker");
  await signInAdmin(page);
  await page.goto("/admin-users");
  await page.getByRole("button", { name: "Add User" }).click();
  const form = dialog(page, "Add User");
  const name = unique("pick");
  await form.getByLabel("Username").fill(name);
  await form.getByLabel("Email").fill(`${name.toLowerCase()}@example.org`);
  await form.getByLabel("Phone").fill("0700000000");
  await form.getByLabel("Organization name").fill(typo);
  await form.getByLabel("Password").fill("Long-enough-password-42");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(
    form.getByText(ORGANIZATION_PICKER_TEXTS.didYouMean(existing.organizationName), { exact: true }),
  ).toBeVisible();
  await expect(form.getByRole("button", { name: ORGANIZATION_PICKER_TEXTS.create(typo) })).toBeVisible();
  // A question, not a failure: no red "Error saving user" toast.
  await expect(page.locator(".Toastify").getByText(TOASTS.errorSavingUser)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: `Use ${existing.organizationName}` }).click();
  await expect(form).toBeHidden();
});

test("the completeness screen: a missing report's next step is 'Send reminder', and 'Remind all missing' reminds the rest in one click, once a day", async ({
  orgUsers,
  page,
}) => {
  // One test, so no other test's "Remind all missing" reaches these organisations in between.
  const missing = await orgUsers.create("remind");
  const other = await orgUsers.create("remindall");
  const period = lastCompletePeriod();
  await signInAdmin(page);
  await page.goto(`/admin-completeness?year=${period.year}&quarter=${period.quarter}`);
  const table = page.getByRole("region", { name: "Organisations and their reports" });
  const line = table.getByRole("row").filter({ hasText: missing.organizationName });
  const otherLine = table.getByRole("row").filter({ hasText: other.organizationName });
  await expect(line).toContainText(missing.email);
  await expect(line).toContainText(COMPLETENESS_TEXTS.never);
  await expect(line.getByRole("link", { name: /Past reports/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await line
    .getByRole("button", { name: `${COMPLETENESS_TEXTS.sendReminder} to ${missing.organizationName}` })
    .click();
  await expectToast(page, COMPLETENESS_TEXTS.reminded);
  await expect(line).not.toContainText(COMPLETENESS_TEXTS.never);
  // The next may go only a day later: the line says so instead of offering the button.
  await expect(line).toContainText(COMPLETENESS_TEXTS.remindedRecently);
  await expect(line.getByRole("button", { name: new RegExp(COMPLETENESS_TEXTS.sendReminder) })).toHaveCount(
    0,
  );

  await expect(otherLine).toContainText(COMPLETENESS_TEXTS.never);
  await page
    .getByRole("button", { name: new RegExp(`^${COMPLETENESS_TEXTS.remindAll} \\(\\d+\\)$`) })
    .click();
  await expect(
    page
      .locator(".Toastify")
      .getByText(/^Reminders sent to \d[\d,]* organisations?\./)
      .first(),
  ).toBeVisible();
  await expect(otherLine).not.toContainText(COMPLETENESS_TEXTS.never);
  await expect(otherLine).toContainText(COMPLETENESS_TEXTS.remindedRecently);
  await expectNoAxeViolations(page);
});
