// Helpers for the staff end-to-end tests (staff-*.spec.ts): unique names so specs can run in
// parallel on one server, API shortcuts for setting up data, toasts, and a PNG made in the browser.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createOrgUser, expect, sharedAdminSession, signInAs, storeSignedIn, test } from "./fixtures";

let counter = 0;
/** A name no other test (or run) uses. */
export function unique(prefix: string) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

/** Staff tests run in the desktop project; a few set a 390 px viewport themselves. */
export function desktopOnly() {
  test.skip(({ isMobile }) => isMobile, "staff tests run in the desktop project");
}

/** `page` signed in as the admin, with the worker's one admin session (see sharedAdminSession). */
export async function signInAdmin(page: Page) {
  return storeSignedIn(page, await sharedAdminSession());
}

/**
 * @deprecated Makes a user and an organisation that nothing deletes: use the `orgUsers` fixture of
 * fixtures.ts (`orgUsers.signIn(page, suffix)`). Kept only until specs on other branches move.
 */
export async function signInOrgUser(page: Page, suffix: string) {
  const org = await createOrgUser(page.request, suffix);
  const stored = await signInAs(page, org.email, org.password);
  return { ...org, token: stored.token };
}

/** The token of the worker's one admin session (the request context is no longer needed). */
export async function adminToken(_request?: APIRequestContext) {
  return (await sharedAdminSession()).token;
}

export async function apiPost<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string | null,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api/v1${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data,
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * What issuing certificates needs (docs/decisions/0041-open-badges-credentials.md): the
 * organisation's member record approved, and one course of its own, with an image, approved by
 * the admin (removed after the test). Returns the course's id.
 */
export async function approvedCourseOf(
  page: Page,
  request: APIRequestContext,
  org: { organizationName: string; token: string },
  course: { contact: string; title: string; desc: string; link: string },
): Promise<string> {
  const admin = await adminToken(request);
  await apiPost(request, admin, "/members", {
    firstName: course.contact,
    email: `${course.contact.toLowerCase()}-${Date.now()}@example.org`,
    organizationName: org.organizationName,
    approved: true,
  });
  const secure_url = await uploadPng(request, org.token, await makePng(page));
  const created = await apiPost<{ _id: string }>(request, org.token, "/courses", {
    title: course.title,
    desc: course.desc,
    link: course.link,
    tag: "Certificates",
    category: "Everyone",
    segment: "topic",
    image: secure_url,
  });
  removeLater(`/courses/${created._id}`);
  const approve = await request.patch(`/api/v1/courses/${created._id}/toggle-approval`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { approved: true, version: 1 },
  });
  expect(approve.ok()).toBeTruthy();
  return created._id;
}

/** A toast of docs/product/spec.md §8 (react-toastify renders each as role="alert"). */
export function toast(page: Page, text: string) {
  return page.locator(".Toastify").getByText(text, { exact: true }).first();
}

export async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
}

/** A one-pixel PNG, for an upload that needs no drawing. */
export const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Uploads `png` as the holder of `token` (or as the request context's own sign-in when none is
 * given) and returns the image's address.
 */
export async function uploadPng(
  request: APIRequestContext,
  token: string | undefined,
  png: Buffer,
): Promise<string> {
  const response = await request.post("/api/v1/uploads", {
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    multipart: { file: { name: "image.png", mimeType: "image/png", buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { secure_url: string }).secure_url;
}

/** A real PNG image, drawn by the browser (no binary files in the repository). */
export async function makePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#0b3d91";
    context.fillRect(0, 0, 48, 32);
    context.fillStyle = "#f5b700";
    context.fillRect(8, 8, 32, 16);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  return Buffer.from(base64, "base64");
}

/** A row's "More actions" menu button (the reports list keeps its secondary actions there). */
export const moreActions = (line: Locator) => line.getByRole("button", { name: /^More actions/ });

/** What the job form asks for (the Title is filled by the caller, with the other forms' fields). */
export interface JobFields {
  about: string;
  type: string;
  workMode: string;
  location: string;
  requirements?: string;
  howToApply: string;
  closingDate: string;
}

/** Fills the job form's own fields, as a user types them. */
export async function fillJobForm(form: Locator, job: JobFields) {
  await form.getByLabel("About the role").fill(job.about);
  await form.getByRole("combobox", { name: "Type", exact: true }).selectOption(job.type);
  await form.getByLabel("Work mode").selectOption(job.workMode);
  await form.getByLabel("Location").fill(job.location);
  if (job.requirements) await form.getByLabel("Requirements (one a line)").fill(job.requirements);
  await form.getByLabel("How to apply (web address or e-mail)").fill(job.howToApply);
  await form.getByLabel("Closing date").fill(job.closingDate);
}

/** Opens the row's "More actions" menu and chooses `label` in it. */
export async function chooseRowAction(line: Locator, label: string | RegExp) {
  await moreActions(line).click();
  await line.getByRole("menu").getByRole("menuitem", { name: label }).click();
}

/** The table row holding `text`. */
export function row(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}

export const dialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });
/** The delete confirmations are modal dialogs too. */
export const alertDialog = (page: Page, name: string | RegExp) => page.getByRole("dialog", { name });

const toRemove: string[] = [];

/** Marks a record made for a test (e.g. `/courses/{id}`) to be deleted after it. */
export function removeLater(path: string) {
  toRemove.push(path);
}

/** Deletes what removeLater listed, so bulk test data does not reach the public pages. */
export async function removeCreated(request: APIRequestContext) {
  if (toRemove.length === 0) return;
  const token = await adminToken(request);
  for (const path of toRemove.splice(0)) {
    await request.delete(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  }
}

// The create/find/edit/delete steps every staff list shares.

/** Types into a list's search box and returns the one row holding `text`. */
export async function findRow(page: Page, searchLabel: string, text: string) {
  await page.getByRole("searchbox", { name: searchLabel }).fill(text);
  const line = row(page, text);
  await expect(line).toHaveCount(1);
  return line;
}

/** Opens the row's Edit dialog, lets `change` fill it, saves and waits for the toast. */
export async function editRow(
  page: Page,
  line: Locator,
  steps: { dialog: string; save: string; toast: string },
  change: (form: Locator) => Promise<void>,
) {
  await line.getByRole("button", { name: "Edit" }).click();
  const form = dialog(page, steps.dialog);
  await change(form);
  await form.getByRole("button", { name: steps.save }).click();
  await expectToast(page, steps.toast);
  await expect(form).toBeHidden();
}

/** Deletes the row through the site's dialog, which names the record, and waits for the toast. */
export async function deleteRow(
  page: Page,
  line: Locator,
  steps: { dialog: string; name: string; toast: string },
) {
  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, steps.dialog);
  await expect(confirm).toContainText(steps.name);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, steps.toast);
  await expect(line).toHaveCount(0);
}
