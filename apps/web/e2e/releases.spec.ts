// Figures you can cite (docs/decisions/0036-releases-revisions-and-history.md), end to end: an
// admin publishes a release on the Releases screen after its preview; an organisation corrects
// its approved report of that quarter and the admin approves the change with a public reason in
// the review dialog; the reader sees "revised N times since release ..." on /impact and the
// reason on /impact/revisions, in English and in Kiswahili, and the release's page with its
// citation. The browser tests keep releases to the oldest quarter (2023 Q1): a release makes every
// later approval of the quarters it holds need a reason, and the other specs report in later ones.
import { apiLogin, expect, expectNoAxeViolations, test } from "./fixtures";
import { adminToken, desktopOnly, dialog, expectToast, signInAdmin } from "./staff-helpers";

desktopOnly();

const REASON = "The organisation found twelve learners it had counted in the wrong quarter.";
const metrics = (trained: number) => ({
  aware: trained * 3,
  engaged: trained * 2,
  trained,
  certified: 5,
  orgsReached: 1,
  reachedByLeaders: 0,
});

test("publish a release, approve a correction with a reason, read the revision in both languages", async ({
  orgUsers,
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const org = await orgUsers.create("release");
  const orgAuth = { authorization: `Bearer ${(await apiLogin(request, org.email, org.password)).token}` };
  const adminAuth = { authorization: `Bearer ${await adminToken(request)}` };

  // An approved report of 2023 Q1 (a late report if the quarter is released already: a reason).
  const created = await request.post("/api/v1/reports", {
    headers: orgAuth,
    data: { year: 2023, quarter: "Q1", metrics: metrics(40) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const report = (await created.json()) as { _id: string; version: number };
  const approved = await request.patch(`/api/v1/reports/${report._id}/review`, {
    headers: adminAuth,
    data: { status: "approved", version: report.version, publicReason: "A report of a browser test." },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // The admin publishes 2023 Q1 after reading what would change.
  await signInAdmin(page);
  // The staff home's to-do: the newest quarter past its deadline has no release (the browser
  // tests publish only the oldest one).
  await page.goto("/admin-home");
  await expect(
    page
      .getByRole("list", { name: "Waiting for you" })
      .getByRole("link", { name: /past its reporting deadline and has no release/ }),
  ).toHaveAttribute("href", /^\/admin-releases\?year=\d{4}&quarter=Q[1-4]$/);
  await page.goto("/admin-releases?year=2023&quarter=Q1");
  await expect(page.getByRole("heading", { name: "Releases", level: 1 })).toBeVisible();
  const preview = page.getByTestId("release-preview");
  await expect(preview).toContainText(/rows added/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: /^Publish 2023-Q1/ }).click();
  await expect(page.getByText("Write a note for the release")).toBeVisible();
  await page
    .getByLabel(/^Note \(required\)/)
    .fill("The first quarter of 2023, with a browser test's report.");
  await page.getByRole("button", { name: /^Publish 2023-Q1/ }).click();
  const confirm = dialog(page, /^Publish release 2023-Q1/);
  await confirm.getByRole("button", { name: "Publish" }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page
      .locator(".Toastify")
      .getByText(/^Release 2023-Q1(\.\d+)? published$/)
      .first(),
  ).toBeVisible();
  const releases = (await (await request.get("/api/v1/open-data/releases")).json()) as Array<{
    id: string;
    quarter: string;
    year: number;
  }>;
  const release = releases.find((r) => r.year === 2023 && r.quarter === "Q1")!;
  await expect(page.getByRole("region", { name: "Published releases" })).toContainText(release.id);

  // The organisation corrects its approved report; the admin approves with a public reason.
  const correction = await request.put(`/api/v1/reports/${report._id}`, {
    headers: orgAuth,
    data: { year: 2023, quarter: "Q1", metrics: metrics(52) },
  });
  expect(correction.status(), await correction.text()).toBe(200);
  const admin = page;
  await admin.goto(`/admin-stats?search=${encodeURIComponent(org.organizationName)}`);
  const row = admin.getByRole("region", { name: "Impact reports" }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Review report/ }).click();
  const review = dialog(admin, /^Review report/);
  const reason = review.getByLabel(/^Public reason/);
  await expect(reason).toBeVisible();
  await review.getByRole("button", { name: "Approve change" }).click();
  await expect(review.getByText(/Write the public reason/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await reason.fill(REASON);
  await review.getByRole("button", { name: "Approve change" }).click();
  await expect(review).toBeHidden();
  await expectToast(admin, `Changes to report ${org.organizationName} 2023 Q1 approved`);

  // The reader, in a fresh browser: /impact says the quarter was revised, and links to the reason.
  const reader = await (await browser.newContext()).newPage();
  const revised = /revised \d+ times? since release 2023-Q1(\.\d+)?/;
  await reader.goto("/impact?year=2023&quarter=Q1");
  const note = reader.getByTestId("revised-note").filter({ hasText: revised });
  await expect(note).toBeVisible();
  await expect(reader.getByTestId("latest-release")).toContainText(/Latest release: \d{4}-Q[1-4]/);
  await note.click();
  await expect(reader).toHaveURL(/\/impact\/revisions\?year=2023&quarter=Q1$/);
  const entries = reader.getByTestId("revisions");
  await expect(entries).toContainText(REASON);
  await expect(entries).toContainText(org.organizationName);
  await expect(entries).toContainText("Correction");
  await expect(entries).toContainText("Trained: 40 → 52");

  await reader.goto("/sw/impact?year=2023&quarter=Q1");
  await expect(
    reader.getByTestId("revised-note").filter({ hasText: /imerekebishwa mara \d+ tangu toleo 2023-Q1/ }),
  ).toBeVisible();
  await reader.goto("/sw/impact/revisions?year=2023&quarter=Q1");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
    "Marekebisho ya takwimu zilizochapishwa",
  );
  await expect(reader.getByTestId("revisions")).toContainText(REASON);
  await expect(reader.getByTestId("revisions")).toContainText("Sahihisho");

  // The release's page: its files and the citation to copy.
  await reader.goto(`/impact/releases/${release.id}`);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`Release ${release.id}`);
  await expect(reader.getByTestId("release-citation")).toContainText(
    new RegExp(
      `^Kenya AI Skilling Alliance \\(\\d{4}\\)\\. AI skilling impact figures, release ${release.id.replace(".", "\\.")} \\(published \\d{1,2} \\w+ \\d{4}\\)\\. http\\S+/impact/releases/${release.id.replace(".", "\\.")}\\. SHA-256 of impact\\.csv: [0-9a-f]{64}\\.$`,
    ),
  );
  await expectNoAxeViolations(reader);
});
