// The impact page and an organisation page (docs/decisions/0027-impact-page-open-data-pledges.md), at desktop and phone widths: content in the
// server HTML, the period kept in the URL across a reload, the open data links answering, the top
// organisations leading to their pages, and no axe violations.
import { IMPACT_PAGE_TEXTS as T } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { adminToken, apiPost, unique } from "./staff-helpers";

// One report approved now, so the page has a latest approval time and a public organisation.
test.beforeAll(async ({ workerOrgUsers, browser }) => {
  const page = await browser.newPage();
  const org = await workerOrgUsers.signIn(page, unique("impact"));
  const report = await apiPost<{ _id: string; version: number }>(page.request, org.token, "/reports", {
    year: 2024,
    quarter: "Q1",
    metrics: { aware: 40, engaged: 30, trained: 20, certified: 10 },
  });
  const review = await page.request.patch(`/api/v1/reports/${report._id}/review`, {
    headers: { authorization: `Bearer ${await adminToken(page.request)}` },
    data: { status: "approved", version: report.version },
  });
  expect(review.status()).toBe(200);
  await page.close();
});

test("the impact page: figures, method and open data, with no axe violations", async ({ page }) => {
  await page.goto("/impact", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: T.heading })).toBeVisible();
  // The latest release, when there is one, follows on the same line.
  await expect(page.getByText(/^Data as of \d{1,2} \w{3} \d{4}, \d\d:\d\d EAT/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: T.progressHeading })).toBeVisible();
  await expect(page.getByText(/^Needed: [\d,]+ a quarter for the \d+ quarters? left/).first()).toBeVisible();
  const table = page.getByRole("table", { name: T.tableCaption });
  await expect(table.getByRole("columnheader", { name: T.reportedColumn })).toBeVisible();
  await expect(table.getByText(T.provisional)).toBeVisible();
  await expect(table.getByText(/\d+ of \d+ organisations reported/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: T.methodHeading, level: 2 })).toBeVisible();
  await expect(page.getByText(T.topMeaning)).toBeVisible();
  await expectNoAxeViolations(page);

  for (const label of Object.values(T.downloads)) {
    const href = await page.getByRole("link", { name: label }).getAttribute("href");
    const response = await page.request.get(href!);
    expect(response.status(), label).toBe(200);
  }
});

test("the period chosen is in the URL and survives a reload", async ({ page }) => {
  await page.goto("/impact");
  // Hydrated: the no-JavaScript "Show" button is gone and the filters apply as they change.
  await expect(page.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);
  const year = page.getByRole("combobox", { name: T.year });
  const options = await year.locator("option").allTextContents();
  const chosen = options.find((option) => /^\d{4}$/.test(option))!;
  await year.selectOption(chosen);
  await page.getByRole("combobox", { name: T.quarter }).selectOption("Q1");
  await expect(page).toHaveURL(new RegExp(`/impact\\?year=${chosen}&quarter=Q1$`));
  // The row header holds the short name shown on a phone and the full one shown wider.
  const table = page.getByRole("table", { name: T.tableCaption });
  await expect(table.getByRole("rowheader")).toHaveText([new RegExp(`Q1 ${chosen}`)]);
  await page.reload();
  await expect(page.getByRole("combobox", { name: T.year })).toHaveValue(chosen);
  await expect(page.getByRole("combobox", { name: T.quarter })).toHaveValue("Q1");
  await expect(table.getByRole("rowheader")).toHaveText([new RegExp(`Q1 ${chosen}`)]);
});

test("a top organisation leads to its page, server-rendered, with no axe violations", async ({ page }) => {
  await page.goto("/impact");
  const top = page.getByRole("region", { name: T.topHeading }).getByRole("link").first();
  const name = (await top.textContent())!.trim();
  await top.click();
  await expect(page).toHaveURL(/\/organisations\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
  await expect(page.getByRole("table", { name: /Approved figures of this organisation/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const html = await (await page.request.get(page.url())).text();
  expect(html).toContain(`<h1`);
  expect(html).toContain('rel="canonical"');
  const missing = await page.request.get("/organisations/no-such-organisation-here");
  expect(missing.status()).toBe(404);
});
