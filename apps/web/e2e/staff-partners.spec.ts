// /admin-partners (Manage Technical Partners): create with image upload and preview, Total line,
// search, pagination Prev / pages / Next, edit, Confirm Delete Partner.
import { PAGE_SIZES, TEXTS, TOASTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  adminToken,
  alertDialog,
  apiPost,
  desktopOnly,
  dialog,
  expectToast,
  makePng,
  removeCreated,
  removeLater,
  row,
  signInAdmin,
  unique,
  uploadPng,
} from "./staff-helpers";

desktopOnly();
test.afterEach(async ({ request }) => removeCreated(request));

test("admin creates, finds, edits and deletes a partner", async ({ page }) => {
  // Many steps and several axe scans: more than the default minute on a busy machine.
  test.slow();
  await signInAdmin(page);
  await page.goto("/admin-partners");
  await expect(page.getByRole("heading", { name: "Manage Technical Partners" })).toBeVisible();
  await expect(page.getByText(TEXTS.partnersSubtitle)).toBeVisible();
  await expect(page.getByText(/^Total: \d+ technical partners$/)).toBeVisible();
  await expect(page.getByPlaceholder(TEXTS.searchPartnerPlaceholder)).toBeVisible();
  const table = page.getByRole("region", { name: "Technical partners" });
  // Organization and Created sort the list (their headers carry a sort arrow).
  await expect(table.getByRole("columnheader")).toHaveText([
    /^Organization/,
    "Link",
    "Image",
    /^Created/,
    "Actions",
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Create Partner" }).click();
  const form = dialog(page, "Create Partner");
  await form.getByRole("button", { name: "Create Partner" }).click();
  await expect(form.getByText("Organization name is required")).toBeVisible();
  await expect(form.getByText("Partner image is required")).toBeVisible();

  const name = unique("Partner ");
  await form.getByLabel("Organization Name").fill(name);
  await form.getByLabel("Website / Link").fill("partner.example.org");
  await form.getByLabel("Partner Image").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await makePng(page),
  });
  await expect(form.getByRole("img", { name: "Partner image preview" })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Partner" }).click();
  await expectToast(page, TOASTS.partnerCreated);
  await expect(form).toBeHidden();

  await page.getByPlaceholder(TEXTS.searchPartnerPlaceholder).fill(name);
  await expect(page.getByText("Total: 1 technical partners")).toBeVisible();
  const line = row(page, name);
  await expect(line).toHaveCount(1);
  await expect(line.getByRole("img", { name })).toBeVisible();
  await expect(line).toContainText(/just now|seconds? ago|minutes? ago/);

  await line.getByRole("button", { name: "Edit" }).click();
  const edit = dialog(page, "Update Partner");
  await expect(edit.getByLabel("Organization Name")).toHaveValue(name);
  await edit.getByLabel("Website / Link").fill("https://partner.example.org/new");
  await edit.getByRole("button", { name: "Update Partner" }).click();
  await expectToast(page, TOASTS.partnerUpdated);
  await expect(line.getByRole("link", { name: "https://partner.example.org/new" })).toBeVisible();

  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, TEXTS.confirmDeletePartner);
  await expect(confirm).toContainText(`Are you sure you want to delete ${name}?`);
  // A partner goes to the Trash: the dialog says for how long it can be restored.
  await expect(confirm).toContainText("It is kept in the Trash for 30 days, where an admin can restore it.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toHaveCount(1);
  await line.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.partnerDeleted);
  await expect(page.getByText("Total: 0 technical partners")).toBeVisible();
});

test("partners are paged five at a time with Prev, pages and Next", async ({ page, request }) => {
  const token = await adminToken(request);
  const secure_url = await uploadPng(request, token, await makePng(page));
  const prefix = unique("PagedPartner");
  for (let i = 1; i <= PAGE_SIZES.partners + 1; i++) {
    const made = await apiPost<{ _id: string }>(request, token, "/partners", {
      organizationName: `${prefix} ${i}`,
      link: "https://p.example.org",
      image: secure_url,
    });
    removeLater(`/partners/${made._id}`);
  }
  await signInAdmin(page);
  await page.goto("/admin-partners");
  await page.getByPlaceholder(TEXTS.searchPartnerPlaceholder).fill(prefix);
  await expect(page.getByText("Total: 6 technical partners")).toBeVisible();
  const body = page.getByRole("region", { name: "Technical partners" }).locator("tbody tr");
  await expect(body).toHaveCount(PAGE_SIZES.partners);
  const pager = page.getByRole("navigation", { name: "Partners pages" });
  await expect(pager.getByRole("button", { name: "Prev" })).toBeDisabled();
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(body).toHaveCount(1);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("button", { name: "Prev" }).click();
  await expect(body).toHaveCount(PAGE_SIZES.partners);
});

test("an organisation user sees partners without edit or delete", async ({ orgUsers, page }) => {
  await orgUsers.signIn(page, "partners");
  await page.goto("/admin-partners");
  await expect(page.getByRole("heading", { name: "Manage Technical Partners" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Partner" })).toHaveCount(0);
  const table = page.getByRole("region", { name: "Technical partners" });
  await expect(table.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^(Edit|Delete)/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
