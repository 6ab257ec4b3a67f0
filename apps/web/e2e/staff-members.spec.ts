// /admin-members (Manage Members): admin add with validation, search, pagination with ranges, edit,
// approve/hide, delete; organisation users see phone, status and applied date, and edit or delete,
// only on their own entries (an edit of an approved entry waits for review).
import { CHANGE_REVIEW, PAGE_SIZES, TOASTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  adminToken,
  alertDialog,
  apiPost,
  desktopOnly,
  dialog,
  expectToast,
  removeCreated,
  removeLater,
  row,
  signInAdmin,
  unique,
} from "./staff-helpers";

desktopOnly();
test.afterEach(async ({ request }) => removeCreated(request));

test("admin adds, finds, edits, approves, hides and deletes a member", async ({ page }) => {
  // Many steps and several axe scans: more than the default minute on a busy machine.
  test.slow();
  await signInAdmin(page);
  await page.goto("/admin-members");
  await expect(page.getByRole("heading", { name: "Manage Members" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Member" }).click();
  const form = dialog(page, "Add Member");
  await form.getByRole("button", { name: "Create Member" }).click();
  // Only first name, email and organisation name are required.
  await expect(form.getByText("First name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Organization name is required")).toBeVisible();
  await expect(form.getByText("Surname is required")).toHaveCount(0);

  const first = unique("Mem");
  await form.getByLabel("First name").fill(first);
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Organization name").fill(`Org ${first}`);
  await form.getByRole("button", { name: "Create Member" }).click();
  await expect(form.getByText("Enter a valid email address")).toBeVisible();
  await form.getByLabel("Email").fill(`${first.toLowerCase()}@example.org`);
  await form.getByLabel("Phone").fill("0711222333");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Member" }).click();
  await expectToast(page, TOASTS.memberCreated);

  await page.getByRole("searchbox", { name: "Search members" }).fill(first);
  const line = row(page, first);
  await expect(line).toHaveCount(1);
  await expect(line).toContainText("0711222333");
  await expect(line.getByText(/^(Approved|Hidden|Pending review)$/)).toBeVisible();

  await line.getByRole("button", { name: "Edit" }).click();
  const edit = dialog(page, "Edit Member");
  await edit.getByLabel("Role").fill("Director");
  await edit.getByRole("button", { name: "Update Member" }).click();
  await expectToast(page, TOASTS.memberUpdated);
  await expect(line).toContainText("Director");

  // Approve / Hide, whichever state the server created it in.
  if ((await line.getByText("Approved", { exact: true }).count()) > 0) {
    await line.getByRole("button", { name: "Hide" }).click();
    await expectToast(page, TOASTS.memberHidden);
    await expect(line.getByText("Hidden", { exact: true })).toBeVisible();
  }
  await line.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, TOASTS.memberApproved);
  await expect(line.getByText("Approved", { exact: true })).toBeVisible();
  await line.getByRole("button", { name: "Hide" }).click();
  await expectToast(page, TOASTS.memberHidden);
  await expect(line.getByText("Hidden", { exact: true })).toBeVisible();

  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, "Delete Member");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toHaveCount(1);
  await line.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.memberDeleted);
  await expect(line).toHaveCount(0);
});

test("members are paged ten at a time", async ({ page, request }) => {
  const prefix = unique("Pm");
  for (let i = 1; i <= PAGE_SIZES.members + 1; i++) {
    await apiPost(request, null, "/members", {
      firstName: `${prefix}${i}`,
      surName: "Paged",
      role: "Lead",
      email: `${prefix.toLowerCase()}${i}@example.org`,
      phone: "0700000001",
      organizationName: `Org ${prefix}`,
      website: "https://org.example.org",
    });
  }
  await signInAdmin(page);
  await page.goto("/admin-members");
  await page.getByRole("searchbox", { name: "Search members" }).fill(`Org ${prefix}`);
  await expect(page.getByText("11 members")).toBeVisible();
  const body = page.getByRole("region", { name: "Members" }).locator("tbody tr");
  await expect(body).toHaveCount(PAGE_SIZES.members);
  const pager = page.getByRole("navigation", { name: "Members pages" });
  await pager.getByRole("button", { name: "Next Range" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(body).toHaveCount(1);
  await pager.getByRole("button", { name: "Page 1" }).click();
  await expect(body).toHaveCount(PAGE_SIZES.members);
});

test("an organisation user edits and deletes only their own organisation's member entry", async ({
  orgUsers,
  page,
  request,
}) => {
  const org = await orgUsers.signIn(page, "members");
  const token = await adminToken(request);
  const mine = unique("Mine");
  const theirs = unique("Theirs");
  await apiPost(request, token, "/members", {
    firstName: mine,
    email: org.email,
    phone: "0733000111",
    organizationName: org.organizationName,
  });
  const otherMember = await apiPost<{ _id: string }>(request, token, "/members", {
    firstName: theirs,
    email: `${theirs.toLowerCase()}@example.org`,
    phone: "0733000222",
    // Another organisation (its name contains this one's, so one search finds both).
    organizationName: `${org.organizationName} Partner`,
  });
  removeLater(`/members/${otherMember._id}`);

  await page.goto("/admin-members");
  await expect(page.getByRole("button", { name: "Add Member" })).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search members" }).fill(org.organizationName);
  const own = row(page, mine);
  const other = row(page, theirs);
  await expect(own).toHaveCount(1);
  await expect(other).toHaveCount(1);
  await expect(own).toContainText("0733000111");
  await expect(own.getByText(/^(Approved|Hidden|Pending review)$/)).toBeVisible();
  await expect(other).not.toContainText("0733000222");
  await expect(other.getByText(/^(Approved|Hidden|Pending review)$/)).toHaveCount(0);
  await expect(other.getByRole("button")).toHaveCount(0);
  await expect(own.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The entry is approved (an admin added it): the edit waits for review and the list keeps the
  // approved name (staff-content-review.spec.ts follows the review).
  await own.getByRole("button", { name: "Edit" }).click();
  await dialog(page, "Edit Member").getByLabel("Surname").fill("Owner");
  await dialog(page, "Edit Member").getByRole("button", { name: "Update Member" }).click();
  await expectToast(page, CHANGE_REVIEW.sentForReview);
  await expect(own.getByText(CHANGE_REVIEW.badge)).toBeVisible();
  await expect(own).not.toContainText("Owner");

  await own.getByRole("button", { name: "Delete" }).click();
  await alertDialog(page, "Delete Member").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.memberDeleted);
  await expect(own).toHaveCount(0);
});
