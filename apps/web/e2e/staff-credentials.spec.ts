// The certificates screen (docs/decisions/0041-open-badges-credentials.md), as an organisation with
// an approved member record uses it: one certificate to a recipient with a phone only (the link to
// hand out is shown), one with an e-mail; a batch file checked (its mistakes by row and column),
// then a correct one issued as queued work (the links of phone-only recipients shown); in the list,
// a certificate suspended and another revoked after confirming with a reason. Axe at 1024 and 390 px.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import * as staff from "./staff-helpers";

staff.desktopOnly();

async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1024, height: 768 });
}

test("an approved member organisation issues certificates one by one and in a batch, then suspends and revokes", async ({
  orgUsers,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1024, height: 768 });
  const org = await orgUsers.signIn(page, "certs");
  const title = staff.unique("Certified course ");
  const courseId = await staff.approvedCourseOf(page, request, org, {
    contact: "Akinyi",
    title,
    desc: "A course whose learners get verifiable certificates.",
    link: "https://learn.example.org/certified",
  });

  await page.goto("/admin-credentials");
  await expect(page.getByRole("heading", { name: "Certificates", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Course")).toHaveValue(courseId);
  await expect(page.getByText(/What is stored and why/)).toBeVisible();

  // A phone only: the link to hand out.
  const form = page.getByRole("form", { name: "Issue one certificate" });
  await form.getByLabel("Recipient's name").fill("Kiprop Chebet");
  await form.getByLabel("Kenyan phone").fill("0712 345 678");
  await form.getByLabel("Completion date").fill("2026-01-15");
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(form.getByText("No e-mail was given: hand this link to the recipient.")).toBeVisible();
  const link = form.getByLabel("Link for Kiprop Chebet");
  await expect(link).toHaveValue(/\/verify\/[0-9a-f-]{36}$/);
  // A mistake is named at its field, nothing sent.
  await form.getByLabel("Recipient's name").fill("Nafula Wekesa");
  await form.getByLabel("E-mail", { exact: true }).fill("not-an-address");
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(form.getByText("Email must be an e-mail address")).toBeVisible();
  await form.getByLabel("E-mail", { exact: true }).fill("nafula@example.org");
  await form.getByRole("button", { name: "Issue certificate" }).click();
  await expect(form.getByText(/An e-mail with the certificate's link is on its way/)).toBeVisible();
  await axeAtBothWidths(page);

  // A batch: a file with mistakes, then a correct one.
  await page.getByLabel("A batch from a file").check();
  const file = page.getByLabel("Recipients file");
  await file.setInputFiles({
    name: "learners.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "name,email,phone,completedOn\nOuma Odhiambo,ouma@example.org,,2026-01-20\nWairimu,bad,,2026-01-20\n",
    ),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  const mistakes = page.getByRole("region", { name: "Mistakes in the file" });
  await expect(mistakes.getByRole("row", { name: /3 email Email must be an e-mail address/ })).toBeVisible();
  await axeAtBothWidths(page);
  await file.setInputFiles({
    name: "learners.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "name,email,phone,completedOn,grade\nOuma Odhiambo,ouma@example.org,,2026-01-20,Merit\nWairimu Njoroge,,0722 000 111,2026-01-20,\n",
    ),
  });
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByText("The file is correct: 2 recipients.")).toBeVisible();
  await page.getByRole("button", { name: "Issue 2 certificates" }).click();
  await expect(page.getByText(`2 certificates issued for ${title}.`)).toBeVisible({ timeout: 60_000 });
  const handOut = page.getByRole("region", { name: "Links to hand out" });
  await expect(handOut.getByRole("row", { name: /3 Wairimu Njoroge .*\/verify\// })).toBeVisible();

  // The list: suspend one, revoke another, each after confirming with a reason.
  const list = page.getByRole("region", { name: "Issued certificates" });
  const kiprop = list.getByRole("row", { name: /Kiprop Chebet/ });
  await expect(kiprop.getByText("valid", { exact: true })).toBeVisible();
  await kiprop.getByRole("button", { name: "Suspend the certificate of Kiprop Chebet" }).click();
  let confirm = staff.dialog(page, /Suspend the certificate of Kiprop Chebet/);
  await confirm.getByRole("button", { name: "Suspend" }).click();
  await expect(confirm.getByText(/Give the reason/)).toBeVisible();
  await confirm.getByLabel("Reason").fill("Assessment under review");
  await confirm.getByRole("button", { name: "Suspend" }).click();
  await staff.expectToast(page, "Certificate suspended");
  await expect(kiprop.getByText("suspended", { exact: true })).toBeVisible();
  await expect(kiprop.getByText("Assessment under review")).toBeVisible();

  const ouma = list.getByRole("row", { name: /Ouma Odhiambo/ });
  await ouma.getByRole("button", { name: "Revoke the certificate of Ouma Odhiambo" }).click();
  confirm = staff.dialog(page, /Revoke the certificate of Ouma Odhiambo/);
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByLabel("Reason").fill("Issued in error");
  await confirm.getByRole("button", { name: "Revoke" }).click();
  await expect(ouma.getByText("revoked", { exact: true })).toBeVisible();
  await expect(ouma.getByRole("button", { name: /Revoke/ })).toHaveCount(0);

  // The public page says so.
  const url = await kiprop.getByRole("link", { name: /Kiprop Chebet/ }).getAttribute("href");
  await page.goto(new URL(url!).pathname);
  await expect(page.getByText(/Suspended/).first()).toBeVisible();
});
