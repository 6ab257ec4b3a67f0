// Organisations picked not typed and completeness you can act on (ADR 0024), in the browser with
// axe on each new screen state.
import { COMPLETENESS_TEXTS, lastCompletePeriod, ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
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
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: `Use ${existing.organizationName}` }).click();
  await expect(form).toBeHidden();
});

test("the completeness screen shows whom to write to and sends a reminder once a day", async ({
  orgUsers,
  page,
}) => {
  const missing = await orgUsers.create("remind");
  const period = lastCompletePeriod();
  await signInAdmin(page);
  await page.goto(`/admin-completeness?year=${period.year}&quarter=${period.quarter}`);
  const table = page.getByRole("region", { name: "Organisations and their reports" });
  const line = table.getByRole("row").filter({ hasText: missing.organizationName });
  await expect(line).toContainText(missing.email);
  await expect(line).toContainText(COMPLETENESS_TEXTS.never);
  await expectNoAxeViolations(page);
  await line
    .getByRole("button", { name: `${COMPLETENESS_TEXTS.sendReminder} to ${missing.organizationName}` })
    .click();
  await expectToast(page, COMPLETENESS_TEXTS.reminded);
  await expect(line).not.toContainText(COMPLETENESS_TEXTS.never);
  await line
    .getByRole("button", { name: `${COMPLETENESS_TEXTS.sendReminder} to ${missing.organizationName}` })
    .click();
  await expectToast(page, COMPLETENESS_TEXTS.tooSoon);
});
