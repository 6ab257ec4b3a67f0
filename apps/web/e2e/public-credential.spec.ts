// A certificate's public page as an employer sees it (docs/decisions/0041-open-badges-credentials.md):
// without JavaScript, at a phone's width, in both languages: the course, the organisation with a
// link to its page, the status, the issuer's standing, the QR code, LinkedIn's link and the JSON.
import { pathInLanguage } from "@alliance/shared";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

test("a demo certificate's page is complete without JavaScript, in English and Kiswahili", async ({
  page,
  publicAddresses,
}) => {
  await page.goto(publicAddresses.credential);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Verified certificate")).toBeVisible();
  await expect(page.getByText("Valid", { exact: true })).toBeVisible();
  await expect(page.getByText(/is in the alliance's registry of issuers/)).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of this page's address" })).toBeVisible();
  const linkedIn = page.getByRole("link", { name: /Add to LinkedIn profile/ });
  const certUrl = new URL((await linkedIn.getAttribute("href"))!).searchParams.get("certUrl");
  expect(new URL(certUrl!).pathname).toBe(publicAddresses.credential);
  const json = page.getByRole("link", { name: "Download the credential (JSON)" });
  const credential = await (
    await page.request.get((await json.getAttribute("href"))!.replace(/^https?:\/\/[^/]+/, ""))
  ).json();
  expect(credential.type).toContain("OpenBadgeCredential");
  const organisation = page.getByRole("link", { name: credential.issuer.name });
  await expect(organisation).toHaveAttribute("href", /^\/organisations\//);

  await page.goto(pathInLanguage(publicAddresses.credential, "sw"));
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByText("Cheti kilichothibitishwa")).toBeVisible();
  await expect(page.getByText("Halali", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Ongeza kwenye wasifu wa LinkedIn/ })).toBeVisible();
});
