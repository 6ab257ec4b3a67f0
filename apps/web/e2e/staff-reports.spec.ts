// /admin-stats (Impact Reports): New Report modal, edit, delete through the site's dialog naming
// the report, admin search / year / quarter / status filters kept in the URL and Download Excel
// (read back with exceljs); organisation users see only their own reports.
import { EXPORT_COLUMNS, EXPORT_SHEET_NAME, METRIC_LABELS, reportYears, TEXTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { apiLogin, expect, expectNoAxeViolations, test } from "./fixtures";
import {
  adminToken,
  apiPost,
  chooseRowAction,
  desktopOnly,
  dialog,
  expectToast,
  moreActions,
  signInAdmin,
  unique,
} from "./staff-helpers";

desktopOnly();

async function createReportInModal(page: Page, year: string, quarter: string, trained: string) {
  await page.getByRole("button", { name: "New Report" }).click();
  const modal = dialog(page, "Create Report");
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Year")).toHaveValue(String(new Date().getFullYear()));
  await modal.getByLabel("Year").selectOption(year);
  await modal.getByLabel("Quarter").selectOption(quarter);
  await modal.getByLabel(METRIC_LABELS.aware).fill("1000");
  await modal.getByLabel(METRIC_LABELS.engaged).fill("500");
  await modal.getByLabel(METRIC_LABELS.trained).fill(trained);
  await modal.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(modal).toBeHidden();
}

test("an organisation user creates, edits and deletes their own reports", async ({ orgUsers, page }) => {
  const org = await orgUsers.signIn(page, "stats");
  await page.goto("/admin-stats");
  await expect(page.getByRole("heading", { name: "Impact Reports" })).toBeVisible();
  await expect(page.getByText(TEXTS.noReportsFound)).toBeVisible();
  // No admin controls and no Member column.
  await expect(page.getByPlaceholder(TEXTS.reportsSearchPlaceholder)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download Excel" })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Member" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Validation: quarter is required.
  await page.getByRole("button", { name: "New Report" }).click();
  const modal = dialog(page, "Create Report");
  await modal.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(modal.getByText("Choose a quarter")).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole("button", { name: "Cancel" }).click();
  await expect(modal).toBeHidden();

  await createReportInModal(page, "2024", "Q2", "250");
  const table = page.getByRole("region", { name: "Impact reports" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Period",
    ...Object.values(METRIC_LABELS),
    "Status",
    "Actions",
  ]);
  await expectToast(page, "Report saved. It waits for review before it counts publicly.");
  const line = table.getByRole("row").filter({ hasText: "Q2" });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("250");

  // The period opens the report (its own button); Edit is also in the "More actions" menu.
  await line.getByRole("button", { name: `Edit report ${org.organizationName} 2024 Q2` }).click();
  const update = dialog(page, "Update Report");
  await expect(update.getByLabel("Year")).toHaveValue("2024");
  await update.getByLabel(METRIC_LABELS.certified, { exact: true }).fill("42");
  await update.getByRole("button", { name: "Update" }).click();
  await expect(update).toBeHidden();
  await expect(line).toContainText("42");
  await expectToast(page, "Report updated. It waits for review before it counts publicly.");

  // Cancelling the dialog keeps the report; confirming deletes it.
  await chooseRowAction(line, "Delete");
  const confirm = dialog(page, "Delete report");
  await expect(confirm).toContainText(`delete the report ${org.organizationName} 2024 Q2`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toHaveCount(1);
  // Focus is back on the menu button the dialog was opened from.
  await expect(moreActions(line)).toBeFocused();
  await chooseRowAction(line, "Delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Report deleted");
  await expect(page.getByText(TEXTS.noReportsFound)).toBeVisible();
  expect(org.email).toContain("@");
});

test("an organisation user never sees another organisation's reports", async ({
  orgUsers,
  page,
  request,
}) => {
  const other = await orgUsers.create("other");
  const otherToken = (await apiLogin(request, other.email, other.password)).token;
  await apiPost(request, otherToken, "/reports", {
    year: 2025,
    quarter: "Q1",
    metrics: { aware: 3, engaged: 0, trained: 0, certified: 0, orgsReached: 0, reachedByLeaders: 0 },
  });
  await orgUsers.signIn(page, "own");
  await page.goto("/admin-stats");
  await expect(page.getByText(TEXTS.noReportsFound)).toBeVisible();
  await expect(page.getByRole("region", { name: "Impact reports" }).locator("tbody tr")).toHaveCount(1);
});

test("admin filters reports and downloads the Excel file", async ({ orgUsers, page, request }) => {
  const org = await orgUsers.create("xls");
  const orgToken = (await apiLogin(request, org.email, org.password)).token;
  const q3 = await apiPost<{ _id: string; version: number }>(request, orgToken, "/reports", {
    year: 2024,
    quarter: "Q3",
    metrics: { aware: 123, engaged: 10, trained: 5, certified: 2, orgsReached: 1, reachedByLeaders: 3 },
  });
  // Approved, so the default export (the figures the public counts) holds it.
  const approval = await request.patch(`/api/v1/reports/${q3._id}/review`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { status: "approved", version: q3.version },
  });
  expect(approval.status()).toBe(200);
  await apiPost(request, orgToken, "/reports", {
    year: 2025,
    quarter: "Q4",
    metrics: { aware: 321, engaged: 1, trained: 1, certified: 1, orgsReached: 1, reachedByLeaders: 1 },
  });

  await signInAdmin(page);
  await page.goto("/admin-stats");
  await expect(page.getByRole("heading", { name: "Impact Reports" })).toBeVisible();
  const year = page.getByLabel("Filter by year");
  await expect(year.locator("option")).toHaveText(["All Years", ...reportYears().map(String)]);
  const quarter = page.getByLabel("Filter by quarter");
  await expect(quarter.locator("option")).toHaveText(["All Quarters", "Q1", "Q2", "Q3", "Q4"]);
  const table = page.getByRole("region", { name: "Impact reports" });
  await expect(table.getByRole("columnheader").first()).toHaveText("Member");
  await expectNoAxeViolations(page);

  // Like every staff list, the list follows the search as it is typed and a filter once chosen.
  await page.getByPlaceholder(TEXTS.reportsSearchPlaceholder).fill(org.email);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(org.organizationName);

  await year.selectOption("2024");
  await quarter.selectOption("Q3");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("123");
  // The filters are in the URL: a reload keeps them.
  await expect(page).toHaveURL(/year=2024/);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(page.getByLabel("Filter by quarter")).toHaveValue("Q3");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel" }).click();
  const download = await downloadPromise;
  // "All statuses" on screen: every status in the file too.
  expect(download.suggestedFilename()).toMatch(/^ImpactReports_\d{4}-\d{2}-\d{2}_2024_Q3_all\.xlsx$/);
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet(EXPORT_SHEET_NAME);
  expect(sheet).toBeTruthy();
  const header = (sheet!.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual([...EXPORT_COLUMNS]);
  // The header row is frozen and carries filters.
  expect(sheet!.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
  expect(sheet!.autoFilter).toMatch(/^A1:[A-Z]+1$/);
  // The export honours the filters: only the 2024 Q3 report of this organisation.
  expect(sheet!.actualRowCount).toBe(2);
  const data = (sheet!.getRow(2).values as unknown[]).slice(1);
  expect(data[0]).toBe(org.organizationName);
  expect(Number(data[1])).toBe(2024);
  expect(data[2]).toBe("Q3");
  expect(Number(data[3])).toBe(123);

  // A status chosen on screen: the file holds that status only (the 2025 Q4 report waits).
  await year.selectOption("");
  await quarter.selectOption("");
  await page.getByLabel("Filter by status").selectOption("waiting");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("321");
  const waitingPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Excel" }).click();
  const waiting = await waitingPromise;
  expect(waiting.suggestedFilename()).toMatch(/^ImpactReports_\d{4}-\d{2}-\d{2}_waiting\.xlsx$/);
  const waitingBook = new ExcelJS.Workbook();
  await waitingBook.xlsx.readFile(await waiting.path());
  const waitingSheet = waitingBook.getWorksheet(EXPORT_SHEET_NAME)!;
  expect(waitingSheet.actualRowCount).toBe(2);
  expect(Number((waitingSheet.getRow(2).values as unknown[])[4])).toBe(321);

  // No reports: no Download Excel button.
  await page.getByPlaceholder(TEXTS.reportsSearchPlaceholder).fill(unique("nobody"));
  await expect(page.getByText(TEXTS.noReportsFound)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download Excel" })).toHaveCount(0);
});

test("admin edits and deletes an organisation's report", async ({ orgUsers, page, request }) => {
  const org = await orgUsers.create("adm");
  const orgToken = (await apiLogin(request, org.email, org.password)).token;
  // Not 2023 Q1: the release spec publishes that quarter, and a change to it then needs a reason;
  // not 2023 Q2-Q4, whose public figures other specs count (staff-review, the impact picture).
  await apiPost(request, orgToken, "/reports", {
    year: 2024,
    quarter: "Q4",
    metrics: { aware: 5, engaged: 5, trained: 5, certified: 5, orgsReached: 5, reachedByLeaders: 5 },
  });
  await signInAdmin(page);
  await page.goto("/admin-stats");
  await page.getByPlaceholder(TEXTS.reportsSearchPlaceholder).fill(org.organizationName);
  // The search reaches the address once the typing pauses; act on the list only after that.
  await expect(page).toHaveURL(/[?&]search=/);
  const rows = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(org.organizationName);
  await chooseRowAction(rows, "Edit");
  const update = dialog(page, "Update Report");
  await update.getByLabel(METRIC_LABELS.reachedByLeaders).fill("99");
  await update.getByRole("button", { name: "Update" }).click();
  await expect(rows).toContainText("99");
  await expectToast(page, "Report updated.");
  await chooseRowAction(rows, "Delete");
  await dialog(page, "Delete report").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(TEXTS.noReportsFound)).toBeVisible();
});

test("fits a 1024 px laptop, the member in full, with its actions in a keyboard menu", async ({
  orgUsers,
  page,
  request,
}) => {
  const org = await orgUsers.create("narrow");
  const orgToken = (await apiLogin(request, org.email, org.password)).token;
  await apiPost(request, orgToken, "/reports", {
    year: 2023,
    quarter: "Q4",
    metrics: {
      aware: 9_000_000,
      engaged: 8_000_000,
      trained: 7_000_000,
      certified: 6_000_000,
      orgsReached: 5_000_000,
      reachedByLeaders: 4_000_000,
    },
  });
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAdmin(page);
  await page.goto(`/admin-stats?search=${encodeURIComponent(org.organizationName)}`);
  const row = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  // The member opens the waiting report for review; the status shows its full label.
  const open = row.getByRole("button", { name: `Review report ${org.organizationName} 2023 Q4` });
  await expect(open).toBeInViewport();
  await expect(row.getByText("Waiting for review", { exact: true })).toBeInViewport();
  // What identifies the row wraps rather than being cut: the member's name and
  // the e-mail of who sent it are there in full, beside figures in the millions.
  await expect(open).toContainText(org.organizationName);
  await expect(row.getByText(org.email, { exact: true })).toBeInViewport();

  // The menu: Review first (the report waits), arrow keys move, Escape closes and returns focus.
  const menuButton = moreActions(row);
  await expect(menuButton).toHaveAttribute("aria-haspopup", "menu");
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const menu = row.getByRole("menu");
  await expect(menu.getByRole("menuitem")).toHaveText(["Review", "Edit", "History", "Delete"]);
  for (const item of await menu.getByRole("menuitem").all()) await expect(item).toBeInViewport();
  await expect(menu.getByRole("menuitem", { name: "Review" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(menu.getByRole("menuitem", { name: "Delete" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  // Enter on a menu item opens its dialog.
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "History" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog(page, /^History of report/)).toBeVisible();
});
