// Organisations: the admin screen (list with counts, search, create, rename, delete with the
// usual confirmation, a refused delete explained) and "My organisation" for an organisation user
// (details, its users read only, its website proposed for an admin's review), each checked with axe.
import { WEBSITE_TEXTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, signInAs, test } from "./fixtures";
import { alertDialog, desktopOnly, dialog, expectToast, row, signInAdmin, unique } from "./staff-helpers";

desktopOnly();

test("admin creates, finds, renames and deletes an organisation; one in use is not deleted", async ({
  orgUsers,
  page,
}) => {
  const inUse = await orgUsers.create("orgscreen");
  await signInAdmin(page);
  await page.goto("/admin-organizations");
  await expect(page.getByRole("heading", { name: "Organisations", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Organisations" }),
  ).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("region", { name: "Organisations" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Name",
    "Website",
    "Users",
    "Members",
    "Courses",
    "Reports",
    "Actions",
  ]);
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Create Organisation" }).click();
  const form = dialog(page, "Create Organisation");
  await form.getByRole("button", { name: "Create Organisation" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  const name = unique("Org screen ");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Website").fill("https://org-screen.example.org");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Create Organisation" }).click();
  await expectToast(page, "Organisation created");
  await expect(form).toBeHidden();

  const search = page.getByRole("searchbox", { name: "Search organisations" });
  await search.fill(name);
  await expect(page.getByText("Total: 1 organisations")).toBeVisible();
  const line = row(page, name);
  await expect(line.getByRole("cell")).toHaveText([
    name,
    "https://org-screen.example.org",
    "0",
    "0",
    "0",
    "0",
    /Edit.*Delete/,
  ]);

  // A name another organisation has, in another case, is refused with the server's reason.
  await line.getByRole("button", { name: "Edit" }).click();
  const edit = dialog(page, "Edit Organisation");
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Name").fill(inUse.organizationName.toUpperCase());
  await edit.getByRole("button", { name: "Save Organisation" }).click();
  await expect(edit.getByText("An organisation with this name already exists")).toBeVisible();
  await edit.getByLabel("Name").fill(`${name} renamed`);
  await edit.getByRole("button", { name: "Save Organisation" }).click();
  await expectToast(page, "Organisation updated");
  await expect(row(page, `${name} renamed`)).toHaveCount(1);

  await row(page, `${name} renamed`).getByRole("button", { name: "Delete" }).click();
  const confirm = alertDialog(page, "Confirm Delete Organisation");
  await expect(confirm).toContainText(`Are you sure you want to delete ${name} renamed?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Organisation deleted");
  await expect(page.getByText("No organisations found")).toBeVisible();

  // The organisation of a user stays, and the admin is told why.
  await search.fill(inUse.organizationName);
  const used = row(page, inUse.organizationName);
  await expect(used.getByRole("cell").nth(2)).toHaveText("1");
  await used.getByRole("button", { name: "Delete" }).click();
  await alertDialog(page, "Confirm Delete Organisation").getByRole("button", { name: "Delete" }).click();
  await expectToast(
    page,
    "This organisation cannot be deleted while it still has 1 user. Move or delete them first.",
  );
  await expect(used).toHaveCount(1);
});

test("an organisation user sees its organisation, its users read only, and proposes its website", async ({
  orgUsers,
  page,
  browser,
}) => {
  const first = await orgUsers.create("myorg");
  const secondEmail = `${unique("colleague-")}@example.org`;
  await orgUsers.create("colleague", {
    username: "Colleague",
    email: secondEmail,
    phone: "0711000001",
    // Another case and spacing: the same organisation.
    organizationName: `  ${first.organizationName.toLowerCase()} `,
    password: "Colleague-pass-2026",
    createOrganization: false,
  });
  await signInAs(page, first.email, first.password);
  await page.goto("/admin-home");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "My organisation" })
    .click();
  await expect(page).toHaveURL(/\/admin-my-organization$/);
  await expect(page.getByRole("heading", { name: "My organisation", level: 1 })).toBeVisible();
  await expect(page.getByText(first.organizationName).first()).toBeVisible();
  const users = page.getByRole("region", { name: "Users" });
  await expect(users.locator("tbody tr")).toHaveCount(2);
  await expect(users).toContainText(first.email);
  await expect(users).toContainText(secondEmail);
  await expect(users.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Reports" })).toContainText("No reports");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Edit website" }).click();
  const form = dialog(page, "Edit website");
  await expect(form.getByLabel("Name")).toHaveAttribute("readonly", "");
  await form.getByLabel("Website").fill("https://my-org.example.org");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save Organisation" }).click();
  // The website waits for an admin (docs/decisions/0033-security-round-4.md), who approves it.
  await expectToast(page, WEBSITE_TEXTS.sentForReview);
  await expect(page.getByText("Waiting for review: https://my-org.example.org")).toBeVisible();
  await expect(page.getByRole("link", { name: "https://my-org.example.org" })).toHaveCount(0);
  const adminPage = await (await browser.newContext()).newPage();
  await signInAdmin(adminPage);
  await adminPage.goto("/admin-organizations");
  await adminPage
    .getByRole("region", { name: /Websites waiting for review/ })
    .getByRole("button", { name: `Approve the website of ${first.organizationName}` })
    .click();
  await expectToast(adminPage, WEBSITE_TEXTS.approved);
  await page.reload();
  await expect(page.getByRole("link", { name: "https://my-org.example.org" })).toBeVisible();

  // The admin screen is not theirs.
  await page.goto("/admin-organizations");
  await expect(page).toHaveURL(/\/admin-home$/);
});
