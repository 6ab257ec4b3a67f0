// Pledges through review (docs/decisions/0027-impact-page-open-data-pledges.md): an organisation user proposes a pledge on My
// organisation, an admin approves it on Organisations, and the organisation's public page shows it.
import { PLEDGE_TEXTS } from "@alliance/shared";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { adminToken, apiPost, desktopOnly, expectToast, signInAdmin, unique } from "./staff-helpers";

desktopOnly();

test("an organisation proposes a pledge, an admin approves it, its public page shows it", async ({
  orgUsers,
  page: orgPage,
  browser,
}) => {
  const org = await orgUsers.signIn(orgPage, unique("pledge"));
  // An approved report makes the organisation's page public.
  const report = await apiPost<{ _id: string; version: number }>(orgPage.request, org.token, "/reports", {
    year: 2025,
    quarter: "Q2",
    metrics: { aware: 300, engaged: 200, trained: 120, certified: 40 },
  });
  const review = await orgPage.request.patch(`/api/v1/reports/${report._id}/review`, {
    headers: { authorization: `Bearer ${await adminToken(orgPage.request)}` },
    data: { status: "approved", version: report.version },
  });
  expect(review.status()).toBe(200);

  await orgPage.goto("/admin-my-organization");
  const card = orgPage.getByRole("region", { name: "Pledge" });
  await expect(card.getByText("No approved pledge yet.")).toBeVisible();
  await card.getByLabel("People to train").fill("5000");
  await card.getByLabel("People to certify").fill("1500");
  await card.getByLabel("By").fill("2027-06-30");
  // Its start: progress counts from this day's quarter (ADR 0040).
  await card.getByLabel("Starts").fill("2025-04-01");
  await card.getByRole("button", { name: "Propose pledge" }).click();
  await expectToast(orgPage, PLEDGE_TEXTS.sentForReview);
  await expect(
    card.getByText(/Waiting for review: train 5,000 and certify 1,500 by 30 Jun 2027, from 1 Apr 2025/),
  ).toBeVisible();
  await expectNoAxeViolations(orgPage);

  const adminPage = await (await browser.newContext()).newPage();
  await signInAdmin(adminPage);
  await adminPage.goto("/admin-organizations");
  const waiting = adminPage.getByRole("region", { name: /Pledges waiting for review/ });
  await waiting.getByRole("button", { name: `Approve the pledge of ${org.organizationName}` }).click();
  await expectToast(adminPage, PLEDGE_TEXTS.approved);

  await orgPage.reload();
  await expect(
    card.getByText(/Approved pledge: train 5,000 and certify 1,500 by 30 Jun 2027, made on 1 Apr 2025/),
  ).toBeVisible();
  await expect(
    card.getByText(
      /Delivered in approved reports since the pledge's quarter: 120 of 5,000 trained, 40 of 1,500 certified/,
    ),
  ).toBeVisible();

  const me = await (
    await orgPage.request.get("/api/v1/organizations/me", {
      headers: { authorization: `Bearer ${org.token}` },
    })
  ).json();
  const publicPage = await (await browser.newContext()).newPage();
  await publicPage.goto(`/organisations/${me.slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name: org.organizationName })).toBeVisible();
  await expect(
    publicPage.getByText("Pledged to train 5,000 people and certify 1,500 by 30 Jun 2027."),
  ).toBeVisible();
  await expect(publicPage.getByText("Trained: 120 of 5,000 pledged")).toBeVisible();
  await expect(publicPage.getByTestId("pledge-from")).toHaveText(
    "The pledge was made on 1 Apr 2025: progress counts the people trained and certified in approved reports from Q2 2025 on.",
  );
});
