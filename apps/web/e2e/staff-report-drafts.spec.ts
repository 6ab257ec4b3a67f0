// Report drafts on the device, in the browser: a report typed and left (the tab closed) is offered
// again when the form opens, and restored as typed; with the network cut the form says so, the
// submission waits and goes through once the network is back, and exactly one report is made.
import { METRIC_LABELS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { desktopOnly, dialog, expectToast } from "./staff-helpers";

desktopOnly();

async function openNewReport(page: Page) {
  await page.goto("/admin-stats");
  await expect(page.getByRole("heading", { name: "Impact Reports" })).toBeVisible();
  await page.getByRole("button", { name: "New Report" }).click();
  const modal = dialog(page, "Create Report");
  await expect(modal).toBeVisible();
  return modal;
}

test("a report typed and left is offered again in a new tab and restored as typed", async ({
  orgUsers,
  page,
}) => {
  await orgUsers.signIn(page, "draft-restore");
  let modal = await openNewReport(page);
  await modal.getByLabel("Year").selectOption("2024");
  await modal.getByLabel("Quarter").selectOption("Q3");
  await modal.getByLabel(METRIC_LABELS.aware).fill("1234");
  await modal.getByLabel(METRIC_LABELS.engaged).fill("567");
  await modal.getByLabel(METRIC_LABELS.trained).fill("89");
  await expect(modal.getByText("Draft saved on this device.")).toBeVisible();

  // The tab is closed before anything was sent; the same user opens the form in a new tab.
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  modal = await openNewReport(again);
  const restore = modal.getByRole("button", { name: /^Restore the draft from / });
  await expect(restore).toBeVisible();
  await expect(modal.getByRole("button", { name: "Discard the draft" })).toBeVisible();
  await restore.click();
  await expect(modal.getByLabel("Year")).toHaveValue("2024");
  await expect(modal.getByLabel("Quarter")).toHaveValue("Q3");
  await expect(modal.getByLabel(METRIC_LABELS.aware)).toHaveValue("1234");
  await expect(modal.getByLabel(METRIC_LABELS.engaged)).toHaveValue("567");
  await expect(modal.getByLabel(METRIC_LABELS.trained)).toHaveValue("89");

  // Saved, the draft is gone: the form opens empty, with nothing offered.
  await modal.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(modal).toBeHidden();
  await expectToast(again, "Report saved. It waits for review before it counts publicly.");
  modal = await openNewReport(again);
  await expect(modal.getByLabel(METRIC_LABELS.aware)).not.toHaveValue("1234");
  await expect(modal.getByRole("button", { name: /^Restore the draft from / })).toHaveCount(0);
});

test("with the network cut the form says so, and the report is sent once it is back, exactly once", async ({
  orgUsers,
  page,
}) => {
  await orgUsers.signIn(page, "draft-offline");
  const modal = await openNewReport(page);
  await modal.getByLabel("Year").selectOption("2024");
  await modal.getByLabel("Quarter").selectOption("Q1");
  await modal.getByLabel(METRIC_LABELS.aware).fill("300");
  await modal.getByLabel(METRIC_LABELS.engaged).fill("100");

  await page.context().setOffline(true);
  await expect(modal.getByText(/You are offline/)).toBeVisible();
  // Typing goes on offline, and the draft is kept on the device.
  await modal.getByLabel(METRIC_LABELS.trained).fill("31");
  await expect(modal.getByText("Draft saved on this device.")).toBeVisible();
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/v1/reports")) sent.push(request.url());
  });
  await modal.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  // Nothing can leave: the save waits for the network, the form open with what was typed.
  await expect(modal.getByRole("button", { name: "Saving..." })).toBeDisabled();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel(METRIC_LABELS.trained)).toHaveValue("31");

  await page.context().setOffline(false);
  await expect(modal).toBeHidden({ timeout: 45_000 });
  await expectToast(page, "Report saved. It waits for review before it counts publicly.");
  const table = page.getByRole("region", { name: "Impact reports" });
  const line = table.getByRole("row").filter({ hasText: "Q1" });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("31");
  expect(sent.length).toBeGreaterThanOrEqual(1);
});
