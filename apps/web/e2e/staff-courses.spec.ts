// /admin-courses (Manage Courses): create with validation and image upload, search, pagination with
// ranges, edit, approve/hide, delete; organisation users manage only their own.
import { PAGE_SIZES, TOASTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  adminToken,
  apiPost,
  deleteRow,
  desktopOnly,
  dialog,
  editRow,
  expectToast,
  findRow,
  makePng,
  removeCreated,
  removeLater,
  signInAdmin,
  unique,
  uploadPng,
} from "./staff-helpers";

desktopOnly();
test.afterEach(async ({ request }) => removeCreated(request));

async function fillCourse(page: Page, title: string) {
  const form = dialog(page, "Add Course");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill(`About ${title}`);
  await form.getByLabel("Link").fill("https://learn.example.org/course");
  await form.getByLabel("Tag").fill("AI");
  await form.getByLabel("Category").selectOption("Education");
  await form.getByLabel("Segment").selectOption("topic");
  await form.getByLabel("Course Image").setInputFiles({
    name: "course.png",
    mimeType: "image/png",
    buffer: await makePng(page),
  });
  await expect(form.getByRole("img", { name: "Course image preview" })).toBeVisible();
  return form;
}

test("admin creates a course with an image, finds, edits, approves, hides and deletes it", async ({
  page,
}) => {
  // Many steps and several axe scans: more than the default minute on a busy machine.
  test.slow();
  await signInAdmin(page);
  await page.goto("/admin-courses");
  await expect(page.getByRole("heading", { name: "Manage Courses" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Add Course" }).click();
  const form = dialog(page, "Add Course");
  await form.getByRole("button", { name: "Create Course" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByText("Image is required")).toBeVisible();
  await expect(form.getByLabel("Organization")).toHaveAttribute("readonly", "");

  const title = unique("Course ");
  await fillCourse(page, title);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Course" }).click();
  await expectToast(page, TOASTS.courseCreated);
  await expect(form).toBeHidden();

  const line = await findRow(page, "Search courses", title);
  const image = line.locator("img");
  await expect(image).toHaveAttribute("src", /\/uploads\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await editRow(
    page,
    line,
    { dialog: "Edit Course", save: "Update Course", toast: TOASTS.courseUpdated },
    async (edit) => {
      await expect(edit.getByLabel("Title")).toHaveValue(title);
      await edit.getByLabel("Tag").fill("Prompts");
    },
  );
  await expect(line).toContainText("Prompts");

  // Approve / Hide, whichever state the server created it in.
  if ((await line.getByText("Approved", { exact: true }).count()) > 0) {
    await line.getByRole("button", { name: "Hide" }).click();
    await expectToast(page, TOASTS.courseHidden);
    await expect(line.getByText("Hidden", { exact: true })).toBeVisible();
  }
  await line.getByRole("button", { name: "Approve" }).click();
  await expectToast(page, TOASTS.courseApproved);
  await expect(line.getByText("Approved", { exact: true })).toBeVisible();
  await line.getByRole("button", { name: "Hide" }).click();
  await expectToast(page, TOASTS.courseHidden);
  await expect(line.getByText("Hidden", { exact: true })).toBeVisible();

  await deleteRow(page, line, { dialog: "Delete Course", name: title, toast: TOASTS.courseDeleted });
});

test("a failed image upload says Image upload failed", async ({ page }) => {
  await signInAdmin(page);
  await page.goto("/admin-courses");
  await page.getByRole("button", { name: "Add Course" }).click();
  await dialog(page, "Add Course")
    .getByLabel("Course Image")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
  await expectToast(page, TOASTS.imageUploadFailed);
});

test("courses are paged ten at a time with Previous Range / Next Range", async ({ page, request }) => {
  const token = await adminToken(request);
  const prefix = unique("Paged");
  const secure_url = await uploadPng(request, token, await makePng(page));
  for (let i = 1; i <= PAGE_SIZES.courses * 2 + 1; i++) {
    const made = await apiPost<{ _id: string }>(request, token, "/courses", {
      title: `${prefix} ${i}`,
      desc: "Paged course",
      link: "https://learn.example.org/p",
      tag: "Paging",
      category: "Everyone",
      segment: "role",
      image: secure_url,
    });
    removeLater(`/courses/${made._id}`);
  }
  await signInAdmin(page);
  await page.goto("/admin-courses");
  await page.getByRole("searchbox", { name: "Search courses" }).fill(prefix);
  await expect(page.getByText("21 courses")).toBeVisible();
  const body = page.getByRole("region", { name: "Courses" }).locator("tbody tr");
  await expect(body).toHaveCount(PAGE_SIZES.courses);
  const pager = page.getByRole("navigation", { name: "Courses pages" });
  await expect(pager.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(3);
  await expect(pager.getByRole("button", { name: "Previous Range" })).toBeDisabled();
  await pager.getByRole("button", { name: "Next Range" }).click();
  await expect(pager.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page");
  await expect(body).toHaveCount(1);
  await pager.getByRole("button", { name: "Previous Range" }).click();
  await expect(pager.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(body).toHaveCount(PAGE_SIZES.courses);
});

test("an organisation user creates, edits and deletes only their own courses", async ({ orgUsers, page }) => {
  const org = await orgUsers.signIn(page, "courses");
  await page.goto("/admin-courses");
  await expect(page.getByRole("heading", { name: "Manage Courses" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Courses" }).locator("tbody tr").first()).toBeVisible();

  // Seeded courses belong to someone else: no actions, no approval status, no applied date.
  const others = page.getByRole("region", { name: "Courses" }).locator("tbody tr");
  await expect(others.first().getByRole("button")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const title = unique("Org course ");
  await page.getByRole("button", { name: "Add Course" }).click();
  const form = await fillCourse(page, title);
  await expect(form.getByLabel("Organization")).toHaveValue(org.organizationName);
  await expect(form.getByLabel("Featured")).toHaveCount(0);
  await form.getByRole("button", { name: "Create Course" }).click();
  await expectToast(page, TOASTS.courseCreated);

  const line = await findRow(page, "Search courses", title);
  await expect(line).toContainText(org.organizationName);
  await expect(line.getByText("Pending review")).toBeVisible();
  await expect(line.getByRole("button", { name: "Approve" })).toHaveCount(0);

  await editRow(
    page,
    line,
    { dialog: "Edit Course", save: "Update Course", toast: TOASTS.courseUpdated },
    (edit) => edit.getByLabel("Tag").fill("Mine"),
  );
  await expect(line).toContainText("Mine");
  await deleteRow(page, line, { dialog: "Delete Course", name: title, toast: TOASTS.courseDeleted });
});
