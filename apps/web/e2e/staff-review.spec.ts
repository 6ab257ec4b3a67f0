// Review before publication, end to end: an organisation submits a report, the admin returns it
// with a note, the organisation corrects and resubmits, the admin approves, and the home page's
// figure changes only then. Also the completeness and activity screens, the staff home's review
// count and reminders, and an axe check of every new screen and dialog.
import {
  type ImpactSummary,
  lastCompletePeriod,
  METRIC_LABELS,
  REPORT_CHANGE_MESSAGES,
} from "@alliance/shared";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInAs, test } from "./fixtures";
import { chooseRowAction, desktopOnly, dialog, expectToast, moreActions, signInAdmin } from "./staff-helpers";

desktopOnly();

// The figures of the test's own quarter, not the all-time ones: other specs approve reports of
// other quarters while this one runs (the two browser workers run files side by side).
const QUARTER = "year=2023&quarter=Q2";

const summary = async (request: APIRequestContext) =>
  (await (await request.get(`/api/v1/reports/summary?${QUARTER}`)).json()) as ImpactSummary;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInAdmin(page);
  return page;
}

/**
 * The home page's trained figure for the quarter (the period is in its address), as a new reader
 * sees it: a fresh browser context, so nothing an earlier visit kept is shown.
 */
async function homeTrained(page: Page) {
  const reader = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await reader.goto(`/?${QUARTER}`);
  const trained = reader.locator('[data-metric="trained"]');
  await trained.scrollIntoViewIfNeeded();
  return trained;
}

test("submit, return with a note, correct, approve: the home figure changes only on approval", async ({
  orgUsers,
  page,
  browser,
  request,
}) => {
  // A long journey through two signed-in browsers and the public page.
  test.setTimeout(240_000);
  const org = await orgUsers.create("review");
  await signInAs(page, org.email, org.password);
  const before = (await summary(request)).totals.trained;

  // The organisation submits a report.
  await page.goto("/admin-stats");
  await page.getByRole("button", { name: "New Report" }).click();
  const create = dialog(page, "Create Report");
  await create.getByLabel("Year").selectOption("2023");
  await create.getByLabel("Quarter").selectOption("Q2");
  await create.getByLabel(METRIC_LABELS.aware).fill("1000");
  await create.getByLabel(METRIC_LABELS.engaged).fill("500");
  await create.getByLabel(METRIC_LABELS.trained).fill("700");
  // Trained above engaged: a warning to confirm, never a refusal.
  await create.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(create.getByText(/Trained \(700\) is above Engaged \(500\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await create.getByLabel(METRIC_LABELS.trained).fill("300");
  await create.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(create).toBeHidden();
  await expectToast(page, "Report saved. It waits for review before it counts publicly.");
  const own = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(own).toContainText("Waiting for review");
  expect((await summary(request)).totals.trained).toBe(before);

  // The admin sees it waiting and returns it with a note.
  const admin = await adminPage(browser);
  await admin.goto("/admin-home");
  await expect(admin.getByRole("link", { name: /^Reports to review\s*[\d,]+$/ })).toBeVisible();
  await admin.getByRole("link", { name: /^Reports to review/ }).click();
  await expect(admin).toHaveURL(/status=waiting/);
  await expect(admin.getByLabel("Filter by status")).toHaveValue("waiting");
  await admin.goto(`/admin-stats?search=${encodeURIComponent(org.organizationName)}`);
  const row = admin.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Review report/ }).click();
  const review = dialog(admin, /^Review report/);
  await expectNoAxeViolations(admin);
  await review.getByRole("button", { name: "Return" }).click();
  await expect(review.getByRole("alert")).toContainText("Write a note");
  await review.getByLabel(/Note to the organisation/).fill("Please check the trained figure");
  await review.getByRole("button", { name: "Return" }).click();
  await expect(review).toBeHidden();
  await expectToast(admin, `Report ${org.organizationName} 2023 Q2 returned`);
  await expect(row).toContainText("Returned");

  // The organisation reads the note, corrects and resubmits.
  await page.reload();
  await expect(own).toContainText("Returned");
  await expect(own).toContainText("Please check the trained figure");
  await own.getByRole("button", { name: /^Edit report/ }).click();
  const update = dialog(page, "Update Report");
  await expect(update).toContainText("Returned by the reviewer: Please check the trained figure");
  await update.getByLabel(METRIC_LABELS.trained).fill("400");
  await update.getByRole("button", { name: "Update" }).click();
  await expect(update).toBeHidden();
  await expectToast(page, "Report updated. It waits for review before it counts publicly.");
  await expect(own).toContainText("Waiting for review");
  expect((await summary(request)).totals.trained).toBe(before);
  await expect(await homeTrained(page)).toHaveText(before.toLocaleString("en-US"));

  // The admin approves: the public figure moves.
  await admin.reload();
  await row.getByRole("button", { name: /^Review report/ }).click();
  await dialog(admin, /^Review report/)
    .getByRole("button", { name: "Approve" })
    .click();
  await expectToast(admin, `Report ${org.organizationName} 2023 Q2 approved`);
  await expect(row).toContainText("Approved");
  expect((await summary(request)).totals.trained).toBe(before + 400);
  await expect(await homeTrained(page)).toHaveText((before + 400).toLocaleString("en-US"));

  // The history says who changed which figure from what to what.
  await chooseRowAction(row, "History");
  const history = dialog(admin, /^History of report/);
  await expect(history).toContainText("Trained: 300 → 400");
  await expect(history).toContainText(org.email);
  await expect(history).toContainText("returned the report");
  await expectNoAxeViolations(admin);
  await admin.keyboard.press("Escape");
  await expect(history).toBeHidden();

  // The organisation corrects its approved report (+19): the change waits beside the approved
  // figures, and the public figure does not move (ADR 0019).
  await page.goto("/admin-stats");
  await own.getByRole("button", { name: /^Edit report/ }).click();
  const correct = dialog(page, "Update Report");
  await correct.getByLabel(METRIC_LABELS.trained).fill("419");
  await correct.getByRole("button", { name: "Update" }).click();
  await expect(correct).toBeHidden();
  await expectToast(page, REPORT_CHANGE_MESSAGES.sentForReview);
  await expect(own).toContainText("Change waiting");
  expect((await summary(request)).totals.trained).toBe(before + 400);
  await expect(await homeTrained(page)).toHaveText((before + 400).toLocaleString("en-US"));

  // The admin reviews with the figures in front of them: approved beside proposed, the change marked.
  await admin.reload();
  await row.getByRole("button", { name: /^Review report/ }).click();
  const change = dialog(admin, /^Review report/);
  const figures = change.getByRole("table");
  await expect(
    figures.getByRole("columnheader", { name: REPORT_CHANGE_MESSAGES.approvedHeading }),
  ).toBeVisible();
  await expect(
    figures.getByRole("columnheader", { name: REPORT_CHANGE_MESSAGES.pendingHeading }),
  ).toBeVisible();
  const trainedRow = figures.getByRole("row", { name: new RegExp(`^${METRIC_LABELS.trained}`) });
  await expect(trainedRow).toContainText("400");
  await expect(trainedRow).toContainText("419 (changed)");
  // Only the figures that differ are listed: awareness did not change.
  await expect(figures.getByRole("row", { name: new RegExp(`^${METRIC_LABELS.aware}`) })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await change.getByRole("button", { name: "Approve change" }).click();
  await expect(change).toBeHidden();
  await expectToast(admin, `Changes to report ${org.organizationName} 2023 Q2 approved`);
  expect((await summary(request)).totals.trained).toBe(before + 419);

  // An approved report is never deleted by its organisation: it asks for its removal.
  await page.goto("/admin-stats");
  await moreActions(own).click();
  await expect(own.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
  await own.getByRole("menuitem", { name: REPORT_CHANGE_MESSAGES.requestRemoval }).click();
  const removal = dialog(page, /^Request removal of report/);
  await removal.getByLabel(/Reason for removal/).fill("Counted twice with our partner");
  await expectNoAxeViolations(page);
  await removal.getByRole("button", { name: REPORT_CHANGE_MESSAGES.requestRemoval }).click();
  await expectToast(page, REPORT_CHANGE_MESSAGES.removalRequested);
  expect((await summary(request)).totals.trained).toBe(before + 419);
  await admin.reload();
  await row.getByRole("button", { name: /^Review report/ }).click();
  const decide = dialog(admin, /^Review report/);
  await expect(decide).toContainText("Counted twice with our partner");
  await decide.getByRole("button", { name: REPORT_CHANGE_MESSAGES.approveRemoval }).click();
  await expectToast(admin, REPORT_CHANGE_MESSAGES.removalApproved);
  expect((await summary(request)).totals.trained).toBe(before);
  await admin.context().close();
});

test("the completeness screen shows who reported, with links to review", async ({
  orgUsers,
  page,
  request,
}) => {
  const missing = await orgUsers.create("missing");
  const filed = await orgUsers.create("filed");
  const token = (
    await (
      await request.post("/api/v1/users/login", { data: { email: filed.email, password: filed.password } })
    ).json()
  ).token;
  const period = lastCompletePeriod();
  const created = await request.post("/api/v1/reports", {
    headers: { authorization: `Bearer ${token}` },
    data: { ...period, metrics: { aware: 10, engaged: 5, trained: 2 } },
  });
  expect(created.status()).toBe(201);

  await signInAdmin(page);
  await page.goto("/admin-completeness");
  await expect(page.getByRole("heading", { name: "Reporting completeness" })).toBeVisible();
  // Default: the last complete quarter.
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(period.year));
  await expect(page.getByLabel("Quarter", { exact: true })).toHaveValue(period.quarter);
  await expect(page.getByTestId("completeness-rate")).toContainText(/\d+% reported/);
  const table = page.getByRole("region", { name: "Organisations and their reports" });
  const missingRow = table.getByRole("row").filter({ hasText: missing.organizationName });
  await expect(missingRow).toContainText("Missing");
  const filedRow = table.getByRole("row").filter({ hasText: filed.organizationName });
  await expect(filedRow).toContainText("Waiting for review");
  await expectNoAxeViolations(page);

  await filedRow.getByRole("link", { name: `Review the report of ${filed.organizationName}` }).click();
  await expect(page).toHaveURL(/admin-stats\?/);
  const rows = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole("button", { name: /^Review report/ })).toBeVisible();
});

test("the activity screen lists writes, filtered, for admins only", async ({ orgUsers, page }) => {
  await orgUsers.create("activity");
  await signInAdmin(page);
  await page.goto("/admin-activity");
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  const table = page.getByRole("region", { name: "Activity, newest first" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  // Like every staff list, the list follows a filter once chosen.
  await page.getByLabel("Record type").selectOption("user");
  await page.getByLabel("Action").selectOption("create");
  await expect(page).toHaveURL(/entity=user/);
  await expect(page).toHaveURL(/action=create/);
  await expect(table.locator("tbody tr").first()).toContainText("create");
  await expect(table.locator("tbody tr").first()).toContainText("user");
  await expectNoAxeViolations(page);
});

test("an organisation user is reminded of a missing report and cannot open admin screens", async ({
  orgUsers,
  page,
}) => {
  const org = await orgUsers.create("remind");
  await signInAs(page, org.email, org.password);
  await page.goto("/admin-home");
  await expect(page.getByRole("status")).toContainText("(last quarter) is missing");
  await expectNoAxeViolations(page);
  await page.goto("/admin-activity");
  await expect(page).toHaveURL(/admin-home/);
  await page.goto("/admin-completeness");
  await expect(page).toHaveURL(/admin-home/);
});
