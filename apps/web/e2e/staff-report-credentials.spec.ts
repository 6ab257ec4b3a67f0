// Credentials behind a report's certified figure (docs/decisions/0041-open-badges-credentials.md),
// as an organisation with an approved member record uses it: in its report's Update dialog it
// attaches a file that is not credentials (refused, said beside the form), then a file holding a
// certificate it issued on this site (checked: verified, counted with the site's own, not twice);
// the admin's review dialog shows "Certified 12, of which 1 verifiable". Axe on the dialog.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import * as staff from "./staff-helpers";

staff.desktopOnly();

test("an organisation attaches a file of credentials to its report and the review shows what is verifiable", async ({
  orgUsers,
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const org = await orgUsers.signIn(page, "backing");
  const courseId = await staff.approvedCourseOf(page, request, org, {
    contact: "Achieng",
    title: staff.unique("Backed course "),
    desc: "A course whose certificates back the report.",
    link: "https://learn.example.org/backed",
  });
  const issued = await staff.apiPost<{ credential: Record<string, unknown> }>(
    request,
    org.token,
    "/credentials",
    {
      courseId,
      recipient: { name: "Wambui Njeri", email: "wambui@example.org" },
      completedOn: "2025-05-10",
    },
  );
  await staff.apiPost(request, org.token, "/reports", {
    year: 2025,
    quarter: "Q2",
    metrics: { aware: 40, engaged: 30, trained: 20, certified: 12 },
  });

  await page.goto("/admin-stats");
  const own = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await own.getByRole("button", { name: /^Edit report/ }).click();
  const update = staff.dialog(page, "Update Report");
  const section = update.getByRole("region", { name: "Credentials behind the certified figure" });
  await expect(section.getByText("No credentials attached yet.")).toBeVisible();
  const file = section.getByLabel(/^File of credentials/);

  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await section.getByRole("button", { name: "Attach file" }).click();
  await expect(section.getByRole("alert")).toContainText("Item 1 is neither a credential");

  await file.setInputFiles({
    name: "credentials.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify([issued.credential])),
  });
  await section.getByRole("button", { name: "Attach file" }).click();
  await expect(section.getByRole("status")).toHaveText("1 attached, being checked");
  const list = section.getByRole("list", { name: "Attached credentials" });
  await expect(list).toContainText("Verified, not counted: Issued on this site", { timeout: 30_000 });
  await expectNoAxeViolations(page);

  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const reviewer = await adminContext.newPage();
  await staff.signInAdmin(reviewer);
  await reviewer.goto(`/admin-stats?search=${encodeURIComponent(org.organizationName)}`);
  const row = reviewer.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Review report/ }).click();
  const review = staff.dialog(reviewer, /^Review report/);
  await expect(review.getByTestId("certified-verifiable")).toContainText(
    "Certified 12, of which 1 verifiable",
  );
  await adminContext.close();
});
