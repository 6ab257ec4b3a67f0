// Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md) on the home page, at desktop and phone widths: a
// report approved with breakdowns for a period nobody else reports in, then the shares with their
// coverage, the counties reached, the county tile map (labels, keyboard, figures), its table and
// axe; and the map's markup as the server sends it, without JavaScript.
import { BREAKDOWN_TEXTS, COUNTIES, type Period } from "@alliance/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiLogin, expect, expectNoAxeViolations, type OrgUsers, test } from "./fixtures";
import { adminToken } from "./staff-helpers";

/**
 * A period of its own per project (the projects share one server, so each adds its report to a
 * different quarter). The 2023 quarters come before the demo data (seed/demo-organizations.ts, which
 * follows the calendar forward) and nobody else approves a report in these two: releases.spec.ts
 * approves in 2023 Q1 and staff-review.spec.ts in 2023 Q2; staff-reports.spec.ts leaves its
 * 2023 Q4 report waiting, which the public figures do not count.
 */
function periodFor(project: string): Period {
  return { year: 2023, quarter: project === "phone" ? "Q4" : "Q3" };
}

/**
 * 200 trained: sex known for 150 (90 women), age for all, county for 180 (3 counties), disability
 * for 160; 80 of Nairobi City's 120 also by county and sex, age or disability together (50 women,
 * 75 aged 18-34, 5 with a disability: fewer than 10, withheld).
 */
const REPORT = {
  metrics: { aware: 500, engaged: 300, trained: 200, certified: 50, orgsReached: 4, reachedByLeaders: 20 },
  breakdowns: {
    trained: {
      sex: { female: 90, male: 60 },
      ageBand: { "18-24": 100, "25-34": 60, "35-44": 40 },
      county: { "047": 120, "042": 50, "001": 10 },
      disability: { with: 10, without: 150 },
      cross: [
        { county: "047", sex: "female", ageBand: "18-24", count: 45 },
        { county: "047", sex: "male", ageBand: "25-34", count: 30 },
        { county: "047", sex: "female", ageBand: "35-44", disability: "with", count: 5 },
      ],
    },
    certified: {
      sex: { female: 30, male: 20 },
      county: { "047": 30, "042": 15 },
    },
  },
};

async function approvedReportFor(request: APIRequestContext, orgUsers: OrgUsers, period: Period) {
  const org = await orgUsers.create("picture");
  const orgToken = (await apiLogin(request, org.email, org.password)).token;
  const created = await request.post("/api/v1/reports", {
    headers: { authorization: `Bearer ${orgToken}` },
    data: { ...period, ...REPORT },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id, version } = (await created.json()) as { _id: string; version: number };
  const approval = await request.patch(`/api/v1/reports/${_id}/review`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    // The oldest quarters may be in a release (releases.spec.ts): the reason is required then.
    data: { status: "approved", version, publicReason: "Figures of a browser test." },
  });
  expect(approval.status(), await approval.text()).toBe(200);
}

async function choosePeriod(page: Page, period: Period) {
  const impact = page.locator("#impact");
  // The home page's section is hydrated when it comes near the screen: bring it there, and wait
  // for its no-JavaScript "Show" button to go (the filters then apply as they change).
  await impact.getByLabel("Year").scrollIntoViewIfNeeded();
  await expect(impact.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);
  await impact.getByLabel("Year").selectOption(String(period.year));
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes("/api/v1/reports/summary?") &&
        response.url().includes(`year=${period.year}`) &&
        response.url().includes(`quarter=${period.quarter}`),
    ),
    impact.getByLabel("Quarter").selectOption(period.quarter),
  ]);
  await expect(impact.locator("[aria-busy='true']")).toHaveCount(0);
}

test("the chosen period's shares, counties and county map, by mouse and keyboard, with its table", async ({
  orgUsers,
  page,
}, testInfo) => {
  const period = periodFor(testInfo.project.name);
  await approvedReportFor(page.request, orgUsers, period);
  await page.goto("/");
  await choosePeriod(page, period);

  const picture = page.getByRole("region", { name: BREAKDOWN_TEXTS.title });
  const trained = picture.getByRole("region", { name: BREAKDOWN_TEXTS.among("trained") });
  const women = trained.getByRole("listitem").filter({ hasText: BREAKDOWN_TEXTS.shares.women });
  await expect(women).toContainText("60%");
  await expect(women).toContainText(BREAKDOWN_TEXTS.coverage(0.75, "trained"));
  await expect(
    trained.getByRole("listitem").filter({ hasText: BREAKDOWN_TEXTS.shares.youthKenya }),
  ).toContainText("80%");
  // Nothing known about the disability of those certified in this period.
  const certified = picture.getByRole("region", { name: BREAKDOWN_TEXTS.among("certified") });
  await expect(
    certified.getByRole("listitem").filter({ hasText: BREAKDOWN_TEXTS.shares.disability }),
  ).toContainText(BREAKDOWN_TEXTS.notKnownYet);
  await expect(picture.getByText(BREAKDOWN_TEXTS.countiesReached(3))).toBeVisible();

  const map = picture.getByRole("group", { name: BREAKDOWN_TEXTS.mapTitle });
  await expect(map.getByRole("button")).toHaveCount(47);
  const nairobi = map.getByRole("button", { name: "NRB, Nairobi City: 120 trained" });
  await expect(nairobi).toBeVisible();
  await expect(map.getByRole("button", { name: "WJR, Wajir: 0 trained" })).toBeVisible();

  // Keyboard: the map is one Tab stop (back from the table's toggle, which follows it), then the
  // arrows move from Turkana (top left) to Nairobi City.
  await picture.getByText(BREAKDOWN_TEXTS.tableSummary).focus();
  await page.keyboard.press("Shift+Tab");
  const turkana = map.getByRole("button", { name: /^TRK, Turkana: / });
  await expect(turkana).toBeFocused();
  await expect(turkana.locator(".county-tile-ring")).toHaveCSS("stroke", "rgb(7, 42, 102)");
  for (const key of ["End", "ArrowLeft", "ArrowLeft", "ArrowLeft", "ArrowUp"]) await page.keyboard.press(key);
  await expect(nairobi).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(nairobi).toHaveAttribute("aria-pressed", "true");
  const figures = picture.getByRole("status");
  await expect(figures).toContainText("Nairobi City");
  await expect(figures).toContainText(BREAKDOWN_TEXTS.countyFigures(120, 30));
  // Its women, youth and persons with disabilities from the counts reported together with the
  // county (GET /reports/summary/counties/047, its script loaded on this first choice).
  const cross = figures.getByTestId("county-cross");
  await expect(cross).toContainText("67% of those trained in this county were reported by county together");
  await expect(cross.getByRole("listitem").filter({ hasText: "Women" })).toContainText("50, 63% of them");
  await expect(cross.getByRole("listitem").filter({ hasText: "Youth, 18-34" })).toContainText(
    "75, 94% of them",
  );
  await expect(cross.getByRole("listitem").filter({ hasText: "Persons with disabilities" })).toContainText(
    "fewer than 10",
  );

  // A tap or click chooses too.
  await map.getByRole("button", { name: /^KSM, Kisumu: / }).click();
  await expect(figures).toContainText(BREAKDOWN_TEXTS.countyFigures(50, 15));
  await expect(figures.getByTestId("county-cross")).toContainText(
    "No organisation has reported this county's",
  );

  await picture.getByText(BREAKDOWN_TEXTS.tableSummary).click();
  const table = picture.getByRole("table", { name: BREAKDOWN_TEXTS.tableCaption });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(1 + COUNTIES.length + 1);
  await expect(table.getByRole("row", { name: /^Nairobi City / })).toContainText(/120\s*30/);

  await picture.getByText(BREAKDOWN_TEXTS.methodSummary).click();
  await expect(picture.getByText(/Washington Group short set/)).toBeVisible();

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expectNoAxeViolations(page);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("the impact page in Kiswahili: a county's women, youth and persons with disabilities", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "phone", "the desktop test's report is enough");
  const period = periodFor(testInfo.project.name);
  // The first test approved this period's report (the spec's tests run in order, on one worker).
  await page.goto(`/sw/impact?year=${period.year}&quarter=${period.quarter}`);
  const picture = page.getByRole("region", { name: "Nani alipata mafunzo, na wapi" });
  await picture.scrollIntoViewIfNeeded();
  const map = picture.getByRole("group", { name: "Waliopata mafunzo kwa kaunti" });
  const nairobi = map.getByRole("button", { name: /^NRB, Nairobi City: / });
  // The picture is hydrated when it comes near the screen: a click before that does nothing.
  await expect(async () => {
    if ((await nairobi.getAttribute("aria-pressed")) !== "true") await nairobi.click();
    await expect(nairobi).toHaveAttribute("aria-pressed", "true", { timeout: 1000 });
  }).toPass();
  const cross = picture.getByTestId("county-cross");
  await expect(cross).toContainText("ya waliopata mafunzo katika kaunti hii waliripotiwa");
  await expect(cross.getByRole("listitem").filter({ hasText: "Wanawake" })).toContainText("50");
  await expect(cross.getByRole("listitem").filter({ hasText: "Watu wenye ulemavu" })).toContainText(
    "chini ya 10",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server sends the county map as SVG with 47 labelled tiles, and the shares", async ({ page }) => {
    await page.goto("/");
    const picture = page.getByRole("region", { name: BREAKDOWN_TEXTS.title });
    const map = picture.locator("svg[data-testid='county-map']");
    await expect(map).toBeVisible();
    const labels = await map
      .locator("g[role='button']")
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("aria-label")));
    expect(labels).toHaveLength(47);
    for (const label of labels) expect(label).toMatch(/^[A-Z]{3}, [A-Z][A-Za-z' -]+: [\d,]+ trained$/);
    expect(labels).toContainEqual(expect.stringMatching(/^NRB, Nairobi City: [\d,]+ trained$/));
    await expect(picture.getByText(BREAKDOWN_TEXTS.shares.women).first()).toBeVisible();
    await expect(picture.getByText(/of 47 counties/)).toBeVisible();
  });
});
