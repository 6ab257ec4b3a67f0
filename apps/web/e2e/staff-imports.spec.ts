// Reports from a spreadsheet (docs/decisions/0037-imports-and-organisation-tokens.md), end to end
// with the keyboard: an organisation opens "Import from a spreadsheet" on Impact Reports, checks a
// CSV with a mistake (listed by sheet, row, column and value), then a correct one (the preview
// says Create, with the figures after), and imports it. Axe on the dialog with its mistakes and
// with its preview at 1024 px and at a phone's width.
import { IMPORT_SCREEN_TEXTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { desktopOnly, dialog, expectToast } from "./staff-helpers";

desktopOnly();

const T = IMPORT_SCREEN_TEXTS;
const HEADINGS = "year,quarter,aware,engaged,trained,certified,orgs_reached,reached_by_leaders";

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1024, height: 768 });
}

test("an organisation checks a file, sees its mistakes, then imports a correct one, by keyboard", async ({
  orgUsers,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await orgUsers.signIn(page, "imports");
  await page.goto("/admin-stats");
  const open = page.getByRole("button", { name: T.open });
  await open.focus();
  await page.keyboard.press("Enter");
  const importDialog = dialog(page, T.open);
  await expect(importDialog).toBeVisible();

  const file = importDialog.getByLabel(T.file);
  await file.setInputFiles({
    name: "reports.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HEADINGS}\n2024,Q3,900,500,twelve,60,4,30\n`),
  });
  await file.focus();
  await page.keyboard.press("Tab");
  await expect(importDialog.getByRole("button", { name: T.check })).toBeFocused();
  await page.keyboard.press("Enter");
  const mistakes = importDialog.getByRole("region", { name: T.errorsCaption });
  await expect(
    mistakes.getByRole("row", { name: /Reports 2 trained twelve 'twelve' is not a whole number/ }),
  ).toBeVisible();
  await axeAtBothWidths(page);

  await file.setInputFiles({
    name: "reports.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${HEADINGS}\n2024,Q3,900,500,120,60,4,30\n`),
  });
  await importDialog.getByRole("button", { name: T.check }).press("Enter");
  const preview = importDialog.getByRole("region", { name: T.previewCaption });
  await expect(preview.getByRole("row", { name: /2024 Q3 Create/ })).toBeVisible();
  await expect(preview.getByText("Trained: 120")).toBeVisible();
  await axeAtBothWidths(page);

  await importDialog.getByRole("button", { name: T.import(1) }).press("Enter");
  await expectToast(page, T.done(1, 0, 0));
  await expect(importDialog).toBeHidden();
  await expect(page.getByText("2024 Q3").first()).toBeVisible();
});

test("an organisation makes an API token, sees it once, and revokes it after confirming", async ({
  orgUsers,
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  await orgUsers.signIn(page, "tokens");
  await page.goto("/admin-my-organization");
  await page.getByRole("button", { name: "New API token" }).click();
  const form = dialog(page, "New API token");
  await form.getByLabel("Name").fill("Learning platform");
  await form.getByRole("button", { name: "Make token" }).click();
  const shown = form.getByLabel("Token Learning platform");
  await expect(shown).toHaveValue(/^ksa_[A-Za-z0-9_-]{43,}$/);
  const token = await shown.inputValue();
  await axeAtBothWidths(page);
  await form.getByRole("button", { name: "Done" }).click();
  const list = page.getByRole("region", { name: "API tokens" });
  await expect(list.getByText(token.slice(0, 8))).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);
  await axeAtBothWidths(page);
  await page.getByRole("button", { name: "Revoke token Learning platform" }).click();
  await dialog(page, "Revoke API token").getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Token revoked");
  await expect(list.getByText(/^Revoked /)).toBeVisible();
});
