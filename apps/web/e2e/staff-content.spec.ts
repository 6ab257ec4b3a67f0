// The staff screens of news, events and insights (docs/decisions/0028-news-events-jobs-insights.md): an organisation user creates an event
// (image uploaded, start and end in East Africa Time), which waits for review; the admin approves it;
// it is then on the public events list and its page. The news and insights screens and their forms
// pass axe.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { desktopOnly, dialog, expectToast, makePng, row, signInAdmin, unique } from "./staff-helpers";

desktopOnly();

test("an organisation user creates an event, the admin approves it, it shows on /events", async ({
  orgUsers,
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = unique("AI Meetup ");
  await orgUsers.signIn(page, "events");
  await page.goto("/admin-events");
  await expect(page.getByRole("heading", { level: 1, name: "Manage Events" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add Event" }).click();
  const form = dialog(page, "Add Event");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Talks and demos.\n\nProgramme: https://lab.example/meetup");
  await form.getByLabel("Image").setInputFiles({
    name: "meetup.png",
    mimeType: "image/png",
    buffer: await makePng(page),
  });
  await expect(form.getByText("Image ready")).toBeVisible();
  await form.getByLabel("Event type").selectOption("in-person");
  await form.getByLabel("Start (EAT)").fill("2099-03-31T09:00");
  await form.getByLabel("End (EAT)").fill("2099-03-31T17:00");
  await form.getByLabel("Venue").fill("iHub");
  await form.getByLabel("City").fill("Nairobi");
  await form.getByLabel("Registration link").fill("https://lab.example/register");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Event created");
  const own = row(page, title);
  await expect(own).toBeVisible();
  await expect(own).toContainText("31 Mar 2099, 09:00 EAT");
  await expectNoAxeViolations(page);

  // Not public before review.
  const before = await page.request.get(`/api/v1/events/approved?q=${encodeURIComponent(title)}`);
  expect(await before.json()).toEqual([]);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto(`/admin-events?status=pending&q=${encodeURIComponent(title)}`);
  const line = row(admin, title);
  await expect(line).toBeVisible();
  await line.getByRole("button", { name: "Approve" }).click();
  await expectToast(admin, "Event approved");
  // No longer waiting: it leaves the pending list.
  await expect(line).toHaveCount(0);
  await adminContext.close();

  await page.goto(`/events?q=${encodeURIComponent(title)}`);
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("iHub")).toBeVisible();
});

test("the news and insights screens and their forms pass axe", async ({ page }) => {
  await signInAdmin(page);
  for (const [path, heading, add] of [
    ["/admin-news", "Manage News", "Add News item"],
    ["/admin-insights", "Manage Insights", "Add Insight"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: add }).click();
    const form = dialog(page, add);
    await expect(form.getByLabel("Title")).toBeVisible();
    await expect(form.getByLabel("Featured")).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: "Cancel" }).click();
  }
});
