// /admin-requests (Incoming Requests): search, pagination, Handled / Not Handled, read, delete
// Requests arrive through the public form's API.
import { PAGE_SIZES, TOASTS } from "@alliance/shared";
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  alertDialog,
  apiPost,
  desktopOnly,
  dialog,
  expectToast,
  row,
  signInAdmin,
  unique,
} from "./staff-helpers";

desktopOnly();

async function sendRequest(request: APIRequestContext, first: string, org: string, language = "en") {
  await apiPost(request, null, "/requests", {
    language,
    firstName: first,
    surName: "Asker",
    email: `${first.toLowerCase()}@example.org`,
    phone: "0722000000",
    organizationName: org,
    message: `Please tell ${first} more about the alliance.`,
  });
}

test("admin finds a request, marks it Handled and Not Handled, reads and deletes it", async ({
  page,
  request,
}) => {
  const first = unique("Req");
  await sendRequest(request, first, `Org ${first}`, "sw");
  await signInAdmin(page);
  await page.goto("/admin-requests");
  await expect(page.getByRole("heading", { name: "Incoming Requests" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search requests" }).fill(first);
  const line = row(page, first);
  await expect(line).toHaveCount(1);
  await expect(line.getByText("Not Handled")).toBeVisible();
  await expectNoAxeViolations(page);

  await line.getByRole("button", { name: "Mark Handled" }).click();
  await expectToast(page, TOASTS.requestHandled);
  await expect(line.getByText("Handled", { exact: true })).toBeVisible();
  await line.getByRole("button", { name: "Mark Not Handled" }).click();
  await expectToast(page, TOASTS.requestNotHandled);
  await expect(line.getByText("Not Handled", { exact: true })).toBeVisible();

  await line.getByRole("button", { name: "Read" }).click();
  const view = dialog(page, "Request");
  await expect(view).toContainText(`Please tell ${first} more about the alliance.`);
  // Sent from the Kiswahili page: the one to answer in.
  await expect(view.getByRole("definition").filter({ hasText: "Kiswahili" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(view).toBeHidden();
  await expect(line.getByRole("button", { name: "Read" })).toBeFocused();

  await line.getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, "Delete Request");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, TOASTS.requestDeleted);
  await expect(line).toHaveCount(0);
});

test("requests are paged five at a time", async ({ page, request }) => {
  const org = unique("ReqOrg");
  for (let i = 1; i <= PAGE_SIZES.requests + 1; i++) await sendRequest(request, `${org}p${i}`, org);
  await signInAdmin(page);
  await page.goto("/admin-requests");
  await page.getByRole("searchbox", { name: "Search requests" }).fill(org);
  await expect(page.getByText("6 requests")).toBeVisible();
  const body = page.getByRole("region", { name: "Requests" }).locator("tbody tr");
  await expect(body).toHaveCount(PAGE_SIZES.requests);
  const pager = page.getByRole("navigation", { name: "Requests pages" });
  await pager.getByRole("button", { name: "Page 2" }).click();
  await expect(body).toHaveCount(1);
  await expect(pager.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
});
