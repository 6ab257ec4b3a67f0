// Content review of edits, end to end (docs/decisions/0016-content-review-of-edits.md): an
// organisation user's edit of an approved course waits for review and /learning keeps the approved
// version; the admin finds it under "Changes pending review", reads it in a dialog naming the
// course and approves it, and only then is it public. A member record's change is discarded.
import { CHANGE_REVIEW } from "@alliance/shared";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import * as staff from "./staff-helpers";

staff.desktopOnly();
test.afterEach(async ({ request }) => staff.removeCreated(request));

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await staff.signInAdmin(page);
  return page;
}

test("an organisation user's edit of an approved course waits; the admin reads and approves it", async ({
  orgUsers,
  page,
  browser,
  request,
}) => {
  // Two signed-in browsers and the public page.
  test.setTimeout(240_000);
  const org = await orgUsers.signIn(page, "review");
  const secure_url = await staff.uploadPng(request, org.token, await staff.makePng(page));
  const title = staff.unique("Approved course ");
  const proposed = staff.unique("Proposed course ");
  const course = await staff.apiPost<{ _id: string }>(request, org.token, "/courses", {
    title,
    desc: "A course an admin approved.",
    link: "https://learn.example.org/approved",
    tag: "Review",
    category: "Everyone",
    segment: "topic",
    image: secure_url,
  });
  staff.removeLater(`/courses/${course._id}`);
  const admin = { authorization: `Bearer ${await staff.adminToken(request)}` };
  const approve = await request.patch(`/api/v1/courses/${course._id}/toggle-approval`, {
    headers: admin,
    data: { approved: true, version: 1 },
  });
  expect(approve.ok()).toBeTruthy();

  // The organisation edits it: told it will wait, then told it waits.
  await page.goto("/admin-courses");
  const line = await staff.findRow(page, "Search courses", title);
  await line.getByRole("button", { name: "Edit" }).click();
  const form = staff.dialog(page, "Edit Course");
  await expect(form.getByText(CHANGE_REVIEW.formNoteApproved)).toBeVisible();
  await form.getByLabel("Title").fill(proposed);
  await form.getByRole("button", { name: "Update Course" }).click();
  await staff.expectToast(page, CHANGE_REVIEW.sentForReview);
  await expect(line.getByText(CHANGE_REVIEW.badge)).toBeVisible();
  await expect(line).toContainText(title);
  await line.getByRole("button", { name: "Edit" }).click();
  await expect(form.getByLabel("Title")).toHaveValue(proposed);
  await expect(form.getByText(CHANGE_REVIEW.formNoteWaiting)).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();

  // The public keeps the approved version.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/learning");
  await expect(visitor.getByText(title).first()).toBeVisible();
  await expect(visitor.getByText(proposed)).toHaveCount(0);

  // The admin finds it, reads it and approves it.
  const reviewer = await adminPage(browser);
  await reviewer.goto("/admin-courses?status=changes");
  const waiting = await staff.findRow(reviewer, "Search courses", title);
  await expect(waiting.getByText(CHANGE_REVIEW.badge)).toBeVisible();
  await waiting.getByRole("button", { name: CHANGE_REVIEW.approve }).click();
  const review = staff.dialog(reviewer, `${CHANGE_REVIEW.approve} to ${title}?`);
  await expect(review.getByRole("row", { name: new RegExp(`Title ${title} ${proposed}`) })).toBeVisible();
  await expectNoAxeViolations(reviewer);
  await review.getByRole("button", { name: CHANGE_REVIEW.approve }).click();
  await staff.expectToast(reviewer, CHANGE_REVIEW.approved);

  await visitor.reload();
  await expect(visitor.getByText(proposed).first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
});

test("the admin discards a change to a member record after a confirmation naming it", async ({
  orgUsers,
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const org = await orgUsers.signIn(page, "review-member");
  const firstName = staff.unique("Reviewed");
  const member = await staff.apiPost<{ _id: string }>(request, await staff.adminToken(request), "/members", {
    firstName,
    surName: "Member",
    email: org.email,
    organizationName: org.organizationName,
    website: "https://approved.example.org",
  });
  staff.removeLater(`/members/${member._id}`);
  const edited = await request.put(`/api/v1/members/${member._id}`, {
    headers: { authorization: `Bearer ${org.token}` },
    data: {
      firstName,
      surName: "Member",
      email: org.email,
      organizationName: org.organizationName,
      website: "https://proposed.example.org",
    },
  });
  expect(edited.ok()).toBeTruthy();

  const reviewer = await adminPage(browser);
  await reviewer.goto("/admin-members");
  const line = await staff.findRow(reviewer, "Search members", firstName);
  await line.getByRole("button", { name: CHANGE_REVIEW.discard }).click();
  const confirm = staff.dialog(reviewer, `${CHANGE_REVIEW.discard} to ${firstName} Member?`);
  await expect(
    confirm.getByRole("row", {
      name: /Website https:\/\/approved\.example\.org https:\/\/proposed\.example\.org/,
    }),
  ).toBeVisible();
  // A discard says why: the note is required and the organisation's e-mail carries it.
  await confirm.getByRole("button", { name: CHANGE_REVIEW.discard }).click();
  await expect(confirm.getByText("Write a note saying why the changes are discarded")).toBeVisible();
  await confirm.getByLabel(/Note to the organisation/).fill("Keep the website you had");
  await confirm.getByRole("button", { name: CHANGE_REVIEW.discard }).click();
  await staff.expectToast(reviewer, CHANGE_REVIEW.discarded);
  await expect(line.getByText(CHANGE_REVIEW.badge)).toHaveCount(0);
  const publicList = await (await request.get("/api/v1/members/approved?pageSize=500")).text();
  expect(publicList).toContain("https://approved.example.org");
  expect(publicList).not.toContain("https://proposed.example.org");
});
