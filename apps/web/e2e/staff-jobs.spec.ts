// The jobs staff screen (docs/decisions/0028-news-events-jobs-insights.md): an organisation user creates a job, which waits for review; the
// admin approves it; it is then on the public jobs list and its page.
import { CONTENT_RETURN_MESSAGES } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  apiPost,
  desktopOnly,
  dialog,
  expectToast,
  fillJobForm,
  row,
  signInAdmin,
  unique,
} from "./staff-helpers";

desktopOnly();

test("an organisation user creates a job, the admin approves it, it shows on /jobs", async ({
  orgUsers,
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = unique("Prompt Engineer ");
  await orgUsers.signIn(page, "jobs");
  await page.goto("/admin-jobs");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Jobs" })).toBeVisible();
  await page.getByRole("button", { name: "Add Job" }).click();
  const form = dialog(page, "Add Job");
  await form.getByLabel("Title").fill(title);
  await fillJobForm(form, {
    about: "Write prompts.\n\nDetails: https://lab.example/prompts",
    type: "contract",
    workMode: "remote",
    location: "Eldoret",
    requirements: "English\nCuriosity",
    howToApply: "jobs@lab.example",
    closingDate: "2099-03-31",
  });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Job" }).click();
  await expectToast(page, "Job created");
  await expect(row(page, title)).toBeVisible();
  await expectNoAxeViolations(page);

  // Not public before review.
  const before = await page.request.get(`/api/v1/jobs/approved?q=${encodeURIComponent(title)}`);
  expect(await before.json()).toEqual([]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto(`/admin-jobs?status=pending&q=${encodeURIComponent(title)}`);
  const line = row(admin, title);
  await expect(line).toBeVisible();
  await line.getByRole("button", { name: "Approve" }).click();
  await expectToast(admin, "Job approved");
  // No longer waiting: it leaves the pending list.
  await expect(line).toHaveCount(0);
  await adminContext.close();

  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply by e-mail to jobs@lab.example" })).toBeVisible();
});

test("a job made while the list is still loading is in the list that follows", async ({ orgUsers, page }) => {
  // The list's first read reaches the server at once but its answer is held until the job is
  // made: an answer read before the write must not be the list the user is left with.
  const title = unique("Loading Lead ");
  await orgUsers.signIn(page, "loading");
  let created!: () => void;
  const made = new Promise<void>((resolve) => {
    created = resolve;
  });
  await page.route(/\/api\/v1\/jobs\?/, async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const response = await route.fetch();
    await made;
    await route.fulfill({ response });
  });
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith("/api/v1/jobs")) created();
  });
  await page.goto("/admin-jobs");
  await page.getByRole("button", { name: "Add Job" }).click();
  const form = dialog(page, "Add Job");
  await form.getByLabel("Title").fill(title);
  await fillJobForm(form, {
    about: "Lead the labelling team.",
    type: "contract",
    workMode: "remote",
    location: "Nakuru",
    howToApply: "jobs@lab.example",
    closingDate: "2099-05-31",
  });
  await form.getByRole("button", { name: "Create Job" }).click();
  await expectToast(page, "Job created");
  await expect(row(page, title)).toContainText("Pending");
});

test("a closed job is reposted as a new draft, opened for editing", async ({ orgUsers, page }) => {
  const title = unique("Data Labeller ");
  const org = await orgUsers.signIn(page, "repost");
  await apiPost(page.request, org.token, "/jobs", {
    title,
    about: "Label data.",
    type: "contract",
    workMode: "onsite",
    location: "Kisumu",
    howToApply: "https://lab.example/apply",
    closingDate: "2020-01-31",
  });
  await page.goto(`/admin-jobs?q=${encodeURIComponent(title)}`);
  const closed = row(page, title);
  await expect(closed).toContainText("(closed)");
  await closed.getByRole("button", { name: "Repost" }).click();
  await expectToast(page, "Job reposted as a new draft");
  const form = dialog(page, "Edit Job");
  await expect(form.getByLabel("Title")).toHaveValue(title);
  await form.getByLabel("Closing date").fill("2099-01-31");
  await form.getByRole("button", { name: "Update Job" }).click();
  await expectToast(page, "Job updated");
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: "31 Jan 2099" })).toHaveCount(1);
});

test("the admin returns a job with a note; its organisation reads the note and its edit sends it back", async ({
  orgUsers,
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = unique("Labelling Lead ");
  const org = await orgUsers.signIn(page, "return");
  await apiPost(page.request, org.token, "/jobs", {
    title,
    about: "Label data.",
    type: "contract",
    workMode: "onsite",
    location: "Kisumu",
    howToApply: "https://lab.example/apply",
    closingDate: "2099-01-31",
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto(`/admin-jobs?q=${encodeURIComponent(title)}`);
  const line = row(admin, title);
  await line.getByRole("button", { name: CONTENT_RETURN_MESSAGES.action }).click();
  const returning = dialog(admin, `Return Job ${title}`);
  // A note is required.
  await returning.getByRole("button", { name: CONTENT_RETURN_MESSAGES.action }).click();
  await expect(returning).toContainText(CONTENT_RETURN_MESSAGES.noteRequired);
  await returning.getByLabel(/Note to the organisation/).fill("Say what the pay is.");
  await expectNoAxeViolations(admin);
  await returning.getByRole("button", { name: CONTENT_RETURN_MESSAGES.action }).click();
  await expectToast(admin, `Job ${title} returned`);
  await expect(line).toContainText(CONTENT_RETURN_MESSAGES.badge);
  await adminContext.close();

  await page.goto(`/admin-jobs?q=${encodeURIComponent(title)}`);
  const mine = row(page, title);
  await expect(mine).toContainText(CONTENT_RETURN_MESSAGES.badge);
  await expect(mine).toContainText("Say what the pay is.");
  await mine.getByRole("button", { name: "Edit" }).click();
  const edit = dialog(page, "Edit Job");
  await edit.getByRole("button", { name: /Update|Save/ }).click();
  await expectToast(page, "Job updated");
  await expect(mine).toContainText("Pending review");
  await expect(mine).not.toContainText("Say what the pay is.");
});
