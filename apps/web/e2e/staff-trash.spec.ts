// Nothing approved is lost (ADR 0023): an admin finds a deleted record on the Activity screen,
// named as the screens name it with the values removed, and restores it; the delete dialog says
// how long a record is kept, and the toast's Undo (reached by keyboard) puts the row back, for an
// admin and for an organisation's user who deleted their own record.
import { CONTENT_MESSAGES, TRASH_MESSAGES } from "@alliance/shared";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  adminToken,
  apiPost,
  desktopOnly,
  dialog,
  expectToast,
  row,
  signInAdmin,
  toast,
  unique,
} from "./staff-helpers";

desktopOnly();

test("an admin restores a deleted partner from the Activity screen", async ({ page, request }) => {
  const token = await adminToken(request);
  const name = unique("Restored Partner");
  // A partner needs an uploaded image: reuse a demo partner's.
  const demo = (await (await request.get("/api/v1/partners")).json()) as Array<{ image: string }>;
  const partner = await apiPost<{ _id: string }>(request, token, "/partners", {
    organizationName: name,
    link: "https://restored.example",
    image: demo[0]!.image,
  });
  const removed = await request.delete(`/api/v1/partners/${partner._id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.ok()).toBeTruthy();

  await signInAdmin(page);
  await page.goto("/admin-activity?entity=partner&action=delete");
  const table = page.getByRole("region", { name: "Activity, newest first" });
  const row = table.locator("tbody tr", { hasText: name });
  await expect(row).toBeVisible();
  await row.getByText(/Values removed/).click();
  await expect(row).toContainText("https://restored.example");
  await expectNoAxeViolations(page);
  await row.getByRole("button", { name: new RegExp(`^${TRASH_MESSAGES.restore} ${name}`) }).click();
  const confirm = page.getByRole("dialog", { name: "Restore record" });
  await expect(confirm).toContainText(name);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: TRASH_MESSAGES.restore }).click();
  await expectToast(page, TRASH_MESSAGES.restored);
  const partners = (await (await request.get("/api/v1/partners")).json()) as Array<{ _id: string }>;
  expect(partners.map((p) => p._id)).toContain(partner._id);
  // Restored once: a second restore finds nothing in the trash.
  await row.getByRole("button", { name: new RegExp(`^${TRASH_MESSAGES.restore} ${name}`) }).click();
  await page
    .getByRole("dialog", { name: "Restore record" })
    .getByRole("button", { name: TRASH_MESSAGES.restore })
    .click();
  await expectToast(page, TRASH_MESSAGES.notInTrash);
});

/** A job made through the API with `token`, to delete and bring back. */
const makeJob = (request: APIRequestContext, token: string, title: string) =>
  apiPost<{ _id: string }>(request, token, "/jobs", {
    title,
    about: "Build models.",
    type: "full-time",
    workMode: "remote",
    location: "Nairobi",
    howToApply: "https://undo.example/apply",
    closingDate: "2099-12-31",
  });

/** Deletes the job's row on Manage Jobs: the dialog names the Trash's 30 days; the row goes. */
async function deleteJobRow(page: Page, title: string) {
  await page.goto(`/admin-jobs?q=${encodeURIComponent(title)}`);
  const line = row(page, title);
  await expect(line).toHaveCount(1);
  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = dialog(page, "Delete Job");
  await expect(confirm).toContainText(TRASH_MESSAGES.kept);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, CONTENT_MESSAGES.jobDeleted);
  await expect(line).toHaveCount(0);
  return line;
}

/** The ids of the jobs `token` finds by `title`. */
async function jobIds(request: APIRequestContext, token: string, title: string) {
  const found = await request.get(`/api/v1/jobs?q=${encodeURIComponent(title)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await found.json()) as Array<{ _id: string }>).map((j) => j._id);
}

test("the delete dialog says the job is kept 30 days, and Undo in the toast puts the row back", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const title = unique("Undo Job ");
  const job = await makeJob(request, token, title);
  await signInAdmin(page);
  const line = await deleteJobRow(page, title);
  // The Undo button has focus: Enter restores the job.
  const undo = page.locator(".Toastify").getByRole("button", { name: TRASH_MESSAGES.undo });
  await expect(undo).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expectToast(page, TRASH_MESSAGES.restored);
  await expect(line).toHaveCount(1);
  await expect(toast(page, CONTENT_MESSAGES.jobDeleted)).toBeHidden();
  expect(await jobIds(request, token, title)).toEqual([job._id]);
});

test("an organisation's user undoes their own delete from the toast", async ({ page, request, orgUsers }) => {
  const orgUser = await orgUsers.signIn(page, "undo");
  const title = unique("Org Undo Job ");
  const job = await makeJob(request, orgUser.token, title);
  const line = await deleteJobRow(page, title);
  await page.locator(".Toastify").getByRole("button", { name: TRASH_MESSAGES.undo }).click();
  await expectToast(page, TRASH_MESSAGES.restored);
  await expect(line).toHaveCount(1);
  expect(await jobIds(request, orgUser.token, title)).toEqual([job._id]);
});
