// Two people on one report, and a draft carried as a file, in the browser. A save names the
// version it was based on: when a colleague saved since, the form shows theirs beside yours,
// field by field, and the user keeps theirs or saves theirs over; nothing is overwritten unseen.
// A draft saved as a file and opened in a fresh browser restores the form exactly; a file that
// is no draft is refused beside the control and changes nothing.
import { readFile } from "node:fs/promises";
import {
  BREAKDOWN_ENTRY_TEXTS,
  CATEGORY_LABELS,
  DIMENSION_LABELS,
  EVIDENCE_TEXTS,
  METRIC_LABELS,
  REPORT_CONFLICT_MESSAGES,
  REPORT_DRAFT_FILE,
  REPORT_DRAFT_FILE_MESSAGES,
} from "@alliance/shared";
import type { Locator, Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";
import { desktopOnly, dialog, expectToast } from "./staff-helpers";

desktopOnly();

async function openEdit(page: Page, organizationName: string) {
  await page.goto("/admin-stats");
  const table = page.getByRole("region", { name: "Impact reports" });
  await table.getByRole("button", { name: `Edit report ${organizationName} 2024 Q2` }).click();
  const modal = dialog(page, "Update Report");
  await expect(modal.getByLabel(METRIC_LABELS.trained)).toBeVisible();
  return modal;
}

const cells = (row: Locator) => row.locator("th, td");

test("a colleague saved first: the second sees theirs beside yours and chooses", async ({
  browser,
  orgUsers,
  page,
}) => {
  const first = await orgUsers.signIn(page, "conflict-first");
  const second = await orgUsers.create("conflict-second", {
    organizationName: first.organizationName,
    createOrganization: false,
  });
  const auth = { authorization: `Bearer ${first.token}` };
  const created = await page.request.post("/api/v1/reports", {
    headers: auth,
    data: { year: 2024, quarter: "Q2", metrics: { aware: 400, engaged: 300, trained: 50, certified: 10 } },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json())._id as string;

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, second.email, second.password);

  // Both open the report; the first saves.
  let mine = await openEdit(page, first.organizationName);
  const theirs = await openEdit(other, first.organizationName);
  await mine.getByLabel(METRIC_LABELS.trained).fill("70");
  await mine.getByRole("button", { name: "Update" }).click();
  await expect(mine).toBeHidden();

  // The second's save is based on the older version: the difference is shown, nothing saved.
  await theirs.getByLabel(METRIC_LABELS.trained).fill("90");
  await theirs.getByRole("button", { name: "Update" }).click();
  const panel = theirs.getByRole("alert").filter({ hasText: REPORT_CONFLICT_MESSAGES.heading });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(first.email);
  const rows = panel.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(cells(rows.nth(0))).toHaveText(["Field", "Theirs", "Yours"]);
  await expect(cells(rows.nth(1))).toHaveText([METRIC_LABELS.trained, "70", "90"]);
  expect(
    (await (await page.request.get(`/api/v1/reports/${id}`, { headers: auth })).json()).metrics.trained,
  ).toBe(70);

  // Keep theirs: the form holds their figures, from their version.
  await panel.getByRole("button", { name: REPORT_CONFLICT_MESSAGES.keepTheirs }).click();
  await expect(panel).toBeHidden();
  await expect(theirs.getByLabel(METRIC_LABELS.trained)).toHaveValue("70");

  // The first saves again; the second's next save shows only what differs, and is saved over theirs.
  mine = await openEdit(page, first.organizationName);
  await mine.getByLabel(METRIC_LABELS.certified, { exact: true }).fill("20");
  await mine.getByRole("button", { name: "Update" }).click();
  await expect(mine).toBeHidden();
  await theirs.getByLabel(METRIC_LABELS.certified, { exact: true }).fill("30");
  await theirs.getByRole("button", { name: "Update" }).click();
  await expect(rows).toHaveCount(2);
  await expect(cells(rows.nth(1))).toHaveText([METRIC_LABELS.certified, "20", "30"]);
  await panel.getByRole("button", { name: REPORT_CONFLICT_MESSAGES.saveMine }).click();
  await expect(theirs).toBeHidden();
  await expectToast(other, "Report updated. It waits for review before it counts publicly.");
  const saved = await (await page.request.get(`/api/v1/reports/${id}`, { headers: auth })).json();
  expect(saved.metrics).toMatchObject({ trained: 70, certified: 30 });
  expect(saved.updatedBy).toBe(second.email);
  await otherContext.close();
});

async function openNewReport(page: Page) {
  await page.goto("/admin-stats");
  await page.getByRole("button", { name: "New Report" }).click();
  const modal = dialog(page, "Create Report");
  await expect(modal).toBeVisible();
  return modal;
}

async function openTrainedBreakdowns(modal: Locator) {
  const disclosure = modal.getByRole("button", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") });
  if ((await disclosure.getAttribute("aria-expanded")) !== "true") await disclosure.click();
  return modal
    .getByRole("group", { name: BREAKDOWN_ENTRY_TEXTS.open("trained") })
    .getByRole("group", { name: DIMENSION_LABELS.sex, exact: true });
}

test("a draft saved as a file opens in a fresh browser exactly as it was; a file that is no draft is refused", async ({
  browser,
  orgUsers,
  page,
}) => {
  const user = await orgUsers.signIn(page, "draft-file");
  let modal = await openNewReport(page);
  await modal.getByLabel("Year").selectOption("2024");
  await modal.getByLabel("Quarter").selectOption("Q3");
  await modal.getByLabel(METRIC_LABELS.aware).fill("1234");
  await modal.getByLabel(METRIC_LABELS.engaged).fill("567");
  await modal.getByLabel(METRIC_LABELS.trained).fill("89");
  let sex = await openTrainedBreakdowns(modal);
  await sex.getByLabel(CATEGORY_LABELS.sex.female!, { exact: true }).fill("40");
  await sex.getByLabel(CATEGORY_LABELS.sex.male!, { exact: true }).fill("30");
  await modal.getByRole("button", { name: EVIDENCE_TEXTS.add }).click();
  let link = modal.getByRole("group", { name: "Evidence link 1" });
  await link.getByLabel(EVIDENCE_TEXTS.title).fill("Attendance register Q3");
  await link.getByLabel(EVIDENCE_TEXTS.url).fill("https://example.org/attendance-q3");

  // Saved from the keyboard.
  const downloading = page.waitForEvent("download");
  await modal.getByRole("button", { name: REPORT_DRAFT_FILE_MESSAGES.save }).focus();
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-draft-2024-Q3-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const file = JSON.parse(await readFile(path, "utf8"));
  expect(file).toMatchObject({ kind: REPORT_DRAFT_FILE.kind, version: REPORT_DRAFT_FILE.version });

  // A fresh browser: nothing kept on that device.
  const freshContext = await browser.newContext();
  const fresh = await freshContext.newPage();
  await signInAs(fresh, user.email, user.password);
  modal = await openNewReport(fresh);
  await expect(modal.getByRole("button", { name: /^Restore the draft from / })).toHaveCount(0);

  // Not a draft: said beside the control, nothing changed.
  const choose = async (files: Parameters<import("@playwright/test").FileChooser["setFiles"]>[0]) => {
    const chooser = fresh.waitForEvent("filechooser");
    await modal.getByRole("button", { name: REPORT_DRAFT_FILE_MESSAGES.open }).click();
    await (await chooser).setFiles(files);
  };
  await choose({
    name: "members.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"kind":"members"}'),
  });
  await expect(
    modal.getByRole("alert").filter({ hasText: REPORT_DRAFT_FILE_MESSAGES.notDraft }),
  ).toBeVisible();
  await expect(modal.getByLabel(METRIC_LABELS.aware)).toHaveValue("0");
  await expect(
    modal.getByRole("button", { name: REPORT_DRAFT_FILE_MESSAGES.open }),
  ).toHaveAccessibleDescription(REPORT_DRAFT_FILE_MESSAGES.notDraft);

  await choose(path);
  await expect(modal.getByText(/^The draft file saved at .* was opened into the form\.$/)).toBeVisible();
  await expect(modal.getByRole("alert").filter({ hasText: REPORT_DRAFT_FILE_MESSAGES.notDraft })).toHaveCount(
    0,
  );
  await expect(modal.getByLabel("Year")).toHaveValue("2024");
  await expect(modal.getByLabel("Quarter")).toHaveValue("Q3");
  await expect(modal.getByLabel(METRIC_LABELS.aware)).toHaveValue("1234");
  await expect(modal.getByLabel(METRIC_LABELS.engaged)).toHaveValue("567");
  await expect(modal.getByLabel(METRIC_LABELS.trained)).toHaveValue("89");
  sex = await openTrainedBreakdowns(modal);
  await expect(sex.getByLabel(CATEGORY_LABELS.sex.female!, { exact: true })).toHaveValue("40");
  await expect(sex.getByLabel(CATEGORY_LABELS.sex.male!, { exact: true })).toHaveValue("30");
  link = modal.getByRole("group", { name: "Evidence link 1" });
  await expect(link.getByLabel(EVIDENCE_TEXTS.title)).toHaveValue("Attendance register Q3");
  await expect(link.getByLabel(EVIDENCE_TEXTS.url)).toHaveValue("https://example.org/attendance-q3");

  // Saved from the opened draft, the report is the one typed in the first browser.
  await modal.getByRole("button", { name: /^Save( anyway)?$/ }).click();
  await expect(modal).toBeHidden();
  await expectToast(fresh, "Report saved. It waits for review before it counts publicly.");
  await freshContext.close();
});
