// Who was trained, and where (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md), end to end: an organisation breaks a report down
// (an age column pasted from a spreadsheet, two counties from the picker, a sex breakdown over the
// total refused with the schema's message, then fixed) with an evidence link; the admin's review
// shows the breakdowns with their coverage and the evidence. Axe on the form and the review at
// desktop and phone widths. Also the admin's Organization field of the report form: an existing
// organisation picked from the suggestions, and a near-miss name answered with "Did you mean".
import {
  BREAKDOWN_ENTRY_TEXTS,
  BREAKDOWN_TEXTS,
  breakdownIssues,
  CATEGORY_LABELS,
  DIMENSION_LABELS,
  EVIDENCE_TEXTS,
  METRIC_LABELS,
  ORGANIZATION_PICKER_TEXTS,
} from "@alliance/shared";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { desktopOnly, dialog, expectToast, signInAdmin } from "./staff-helpers";

desktopOnly();

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Axe at desktop width, then at a phone's, and back. */
async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInAdmin(page);
  return page;
}

async function fillFigures(form: Locator, figures: Partial<Record<keyof typeof METRIC_LABELS, number>>) {
  for (const [key, value] of Object.entries(figures)) {
    await form.getByLabel(METRIC_LABELS[key as keyof typeof METRIC_LABELS]).fill(String(value));
  }
}

test("an organisation breaks a report down and adds evidence; the admin reviews both", async ({
  orgUsers,
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const org = await orgUsers.signIn(page, "breakdown");
  await page.goto("/admin-stats");
  await page.getByRole("button", { name: "New Report" }).click();
  const form = dialog(page, "Create Report");
  await form.getByLabel("Year").selectOption("2024");
  await form.getByLabel("Quarter").selectOption("Q3");
  await fillFigures(form, { aware: 1000, engaged: 500, trained: 200, certified: 50 });

  await form.getByRole("button", { name: EVIDENCE_TEXTS.add }).click();
  const link = form.getByRole("group", { name: "Evidence link 1" });
  await link.getByLabel(EVIDENCE_TEXTS.title).fill("Attendance register Q3");
  await link.getByLabel(EVIDENCE_TEXTS.url).fill("https://example.org/attendance-q3");

  // Closed for a new report; opened by keyboard.
  const disclosure = form.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") });
  await expect(disclosure).toHaveAttribute("aria-expanded", "false");
  await disclosure.focus();
  await page.keyboard.press("Enter");
  await expect(disclosure).toHaveAttribute("aria-expanded", "true");
  const trained = form.getByRole("group", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") });
  const group = (dimension: keyof typeof DIMENSION_LABELS) =>
    trained.getByRole("group", { name: DIMENSION_LABELS[dimension], exact: true });

  // Sex over the total (150 + 80 > 200): refused on saving.
  await group("sex").getByLabel(CATEGORY_LABELS.sex.female!, { exact: true }).fill("150");
  await group("sex").getByLabel(CATEGORY_LABELS.sex.male!, { exact: true }).fill("80");
  await expect(group("sex")).toContainText(BREAKDOWN_TEXTS.assigned(230, 200, 0));

  // The age column pasted from a spreadsheet (under 15 to 55 and over).
  await group("ageBand").getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.pasteOpen }).click();
  await group("ageBand")
    .getByLabel(BREAKDOWN_ENTRY_TEXTS.pasteLabel(DIMENSION_LABELS.ageBand))
    .fill("0\n20\n120\n40\n15\n5\n0\n");
  await group("ageBand")
    .getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.pasteFill(DIMENSION_LABELS.ageBand) })
    .click();
  await expect(group("ageBand").getByLabel(CATEGORY_LABELS.ageBand["18-24"]!, { exact: true })).toHaveValue(
    "120",
  );
  await expect(group("ageBand")).toContainText(BREAKDOWN_TEXTS.assigned(200, 200, 0));

  // Two counties from the picker: Enter adds one, the button the other; the count has the focus.
  const county = group("county");
  const picker = county.getByRole("combobox", { name: BREAKDOWN_ENTRY_TEXTS.countyInput });
  await picker.fill("Nairobi");
  await picker.press("Enter");
  await expect(county.getByLabel("Nairobi City (047)")).toBeFocused();
  await page.keyboard.type("120");
  await picker.fill("042");
  await county.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.countyAdd }).click();
  await expect(county.getByLabel("Kisumu (042)")).toBeFocused();
  await page.keyboard.type("50");
  await expect(county).toContainText(BREAKDOWN_TEXTS.assigned(170, 200, 30));
  await expectNoAxeViolationsAtBothWidths(page);

  await form.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  const [issue] = breakdownIssues(
    { trained: 200, certified: 50 },
    { trained: { sex: { female: 150, male: 80 } } },
  );
  await expect(group("sex").getByRole("alert")).toHaveText(issue!.message);
  await expect(form).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await group("sex").getByLabel(CATEGORY_LABELS.sex.male!, { exact: true }).fill("30");
  await expect(group("sex").getByRole("alert")).toHaveCount(0);
  await form.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(form).toBeHidden();
  await expectToast(page, "Report saved. It waits for review before it counts publicly.");

  // The admin reviews: the breakdowns with their coverage, and the evidence.
  const admin = await adminPage(browser);
  await admin.goto(`/admin-stats?search=${encodeURIComponent(org.organizationName)}`);
  const row = admin.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Review report/ }).click();
  const review = dialog(admin, /^Review report/);
  const breakdowns = review.getByRole("region", { name: BREAKDOWN_ENTRY_TEXTS.reviewHeading });
  const sex = breakdowns.getByRole("table", { name: `Sex: ${BREAKDOWN_TEXTS.coverage(0.9, "trained")}` });
  await expect(sex.getByRole("row", { name: "Female 150 75%" })).toBeVisible();
  await expect(sex.getByRole("row", { name: "Not stated 20 10%" })).toBeVisible();
  const counties = breakdowns.getByRole("table", {
    name: `County: ${BREAKDOWN_TEXTS.coverage(0.85, "trained")}`,
  });
  await expect(counties.getByRole("row", { name: "Nairobi City 120 60%" })).toBeVisible();
  await expect(counties.getByRole("row", { name: "Kisumu 50 25%" })).toBeVisible();
  await expect(
    breakdowns.getByRole("table", { name: `Age: ${BREAKDOWN_TEXTS.coverage(1, "trained")}` }),
  ).toBeVisible();
  const evidence = review.getByRole("region", { name: EVIDENCE_TEXTS.heading });
  await expect(evidence.getByRole("link", { name: "Attendance register Q3" })).toHaveAttribute(
    "href",
    "https://example.org/attendance-q3",
  );
  await expectNoAxeViolationsAtBothWidths(admin);
  await admin.context().close();
});

test("an admin's report names an existing organisation from the suggestions, or is asked 'Did you mean'", async ({
  orgUsers,
  page,
}) => {
  const { organizationName } = await orgUsers.create("pick");
  await signInAdmin(page);
  await page.goto("/admin-stats");

  // Typing part of the name suggests the organisation; picking it fills the field with its name.
  await page.getByRole("button", { name: "New Report" }).click();
  const form = dialog(page, "Create Report");
  const field = form.getByRole("combobox", { name: "Organization" });
  await field.fill(organizationName.slice(0, -3));
  const suggestion = form.locator(`datalist option[value="${organizationName}"]`);
  await expect(suggestion).toHaveCount(1);
  await field.fill((await suggestion.getAttribute("value")) ?? "");
  await form.getByLabel("Year").selectOption("2024");
  await form.getByLabel("Quarter").selectOption("Q1");
  await fillFigures(form, { aware: 30, engaged: 20, trained: 10 });
  await form.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(form).toBeHidden();

  // A near miss (the same letters, spelled with hyphens) is a question, not a new organisation.
  await page.getByRole("button", { name: "New Report" }).click();
  await field.fill(organizationName.replaceAll(" ", "-"));
  await form.getByLabel("Year").selectOption("2024");
  await form.getByLabel("Quarter").selectOption("Q2");
  await fillFigures(form, { aware: 30, engaged: 20, trained: 10 });
  await form.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(form.getByRole("alert")).toContainText(ORGANIZATION_PICKER_TEXTS.didYouMean(organizationName));
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: `Use ${organizationName}` }).click();
  await expect(form).toBeHidden();

  // Both reports belong to the existing organisation.
  await page.goto(`/admin-stats?search=${encodeURIComponent(organizationName)}`);
  const rows = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: organizationName })).toHaveCount(2);
});
