// Membership and request forms (docs/product/spec.md §2, §5, §8): labels, validation at the field, success,
// Failed to Submit, no double submission; /contact details. Desktop and phone, axe included.
import { APPLICATION_PENDING, SITE, TEXTS, TOASTS } from "@alliance/shared";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fillMembership(page: Page, id: string) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Surname").fill("Wanjiru");
  await page.getByLabel("Role").fill("CTO");
  await page.getByLabel("Email").fill(`ann-${id}@example.org`);
  await page.getByLabel("Phone").fill("0700000000");
  await page.getByLabel("Organization name").fill(`E2E Org ${id}`);
  await page.getByLabel("Website").fill("https://org.example");
}

test("membership: notes, validation at the field, success, one request only", async ({ page }) => {
  await page.goto("/membership");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Membership is free/)).toBeVisible();
  await expect(page.getByText(/reach out/)).toBeVisible();

  await page.getByRole("button", { name: "Apply for membership" }).click();
  const first = page.getByLabel("First name");
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toBeFocused();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Website is required")).toBeVisible();
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Email").blur();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();

  await fillMembership(page, unique());
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v1/members")) posts++;
  });
  const submit = page.getByRole("button", { name: "Apply for membership" });
  await submit.dblclick();
  await expect(page.getByRole("heading", { name: TEXTS.submittedSuccessfully })).toBeVisible();
  await expect(page.getByText(TEXTS.someoneWillReachOut)).toBeVisible();
  expect(posts).toBe(1);
});

test("membership: Failed to Submit toast on a server error", async ({ page }) => {
  await page.route("**/api/v1/members", (route) => route.fulfill({ status: 500, json: { message: "down" } }));
  await page.goto("/membership");
  await fillMembership(page, unique());
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByText(TOASTS.failedToSubmit)).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply for membership" })).toBeEnabled();
});

test("membership offline: a clear message at once, and every answer kept", async ({ page, context }) => {
  await page.goto("/membership");
  const id = unique();
  await fillMembership(page, id);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Apply for membership" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("offline");
  await expect(page.getByLabel("Email")).toHaveValue(`ann-${id}@example.org`);
  await expect(page.getByLabel("Organization name")).toHaveValue(`E2E Org ${id}`);
  await expect(page.getByLabel("Website")).toHaveValue("https://org.example");
  await expectNoAxeViolations(page);
  // Back online, the same answers go through.
  await context.setOffline(false);
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByRole("heading", { name: TEXTS.submittedSuccessfully })).toBeVisible();
});

test("membership: a server fault says so in the form; phone and website formats are checked", async ({
  page,
}) => {
  await page.route("**/api/v1/members", (route) => route.fulfill({ status: 503, json: { message: "down" } }));
  // The schema's chunk held back until Apply is pressed (a slow network): the checks begun as each
  // field was left wait for it too, and must not hide the refusals Apply shows when they end.
  let applied: () => void = () => undefined;
  const pressed = new Promise<void>((resolve) => {
    applied = resolve;
  });
  await page.route(/\/assets\/form-schemas-[^/]*\.js$/, async (route) => {
    await pressed;
    await route.fallback();
  });
  await page.goto("/membership");
  await fillMembership(page, unique());
  await page.getByLabel("Phone").fill("12345");
  await page.getByLabel("Website").fill("not a website");
  await page.getByRole("button", { name: "Apply for membership" }).click();
  applied();
  await expect(page.getByText(/Phone must be a Kenyan number/)).toBeVisible();
  await expect(page.getByText(/Website must be a web address/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(/Phone must be a Kenyan number/)).toBeVisible();
  await page.getByLabel("Phone").fill("+254 712 345 678");
  await page.getByLabel("Website").fill("https://www.example.co.ke");
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Something went wrong on our side");
  await expect(page.getByLabel("Phone")).toHaveValue("+254 712 345 678");
});

test("membership: a second application while the first is pending gets a clear answer", async ({ page }) => {
  const id = unique();
  await page.goto("/membership");
  await fillMembership(page, id);
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByRole("heading", { name: TEXTS.submittedSuccessfully })).toBeVisible();
  await page.goto("/membership");
  await fillMembership(page, id);
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText(APPLICATION_PENDING);
});

test("contact: details plus the request form, success message", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: SITE.contactEmail })).toBeVisible();
  await expect(main.getByRole("link", { name: SITE.phone })).toBeVisible();
  await expect(main.getByText(TEXTS.officeHours)).toBeVisible();
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Message is required")).toBeVisible();
  const id = unique();
  await page.getByLabel("First name").fill("Otieno");
  await page.getByLabel("Surname").fill("Omondi");
  await page.getByLabel("Email").fill(`otieno-${id}@example.org`);
  await page.getByLabel("Phone").fill("0711000000");
  await page.getByLabel("Organization name").fill(`Request Org ${id}`);
  await page.getByLabel("Message").fill("Please tell us more about the courses.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("heading", { name: TEXTS.submittedSuccessfully })).toBeVisible();
  await expect(page.getByText(TEXTS.someoneWillReachOut)).toBeVisible();
});

// The pages as they open (their scan and fit): a11y-all-pages.spec.ts, "public membership" and "public contact".
test("no axe violations on /membership with its errors shown", async ({ page }) => {
  await page.goto("/membership");
  await page.getByRole("button", { name: "Apply for membership" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expectNoAxeViolations(page);
});
