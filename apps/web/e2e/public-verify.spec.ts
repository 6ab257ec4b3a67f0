// Anyone verifies a credential (docs/decisions/0041-open-badges-credentials.md): on /verify and
// /sw/verify, without JavaScript (the form, multipart, is sent to the page and the server answers
// with the result: pasted text or a chosen file) and with it (a file chosen, read in the browser);
// each check is named; a changed byte fails the signature; text that is neither JSON nor a JWT is
// refused beside the field. Axe (with JavaScript:
// it runs in the page) on the result and on a refusal, at 1280 and 390 px.
import { expect, expectNoAxeViolations, test } from "./fixtures";

async function demoCredential(request: import("@playwright/test").APIRequestContext, path: string) {
  const id = path.split("/").pop()!;
  return (await (await request.get(`/api/v1/credentials/${id}`)).json()) as Record<string, unknown>;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a pasted certificate is verified by the server, in English and Kiswahili; a changed one fails", async ({
    page,
    publicAddresses,
  }) => {
    const credential = await demoCredential(page.request, publicAddresses.credential);
    await page.goto("/verify");
    await page.getByLabel("The credential's JSON or JWT").fill("not json at all");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText(/This is neither JSON nor a JWT/)).toBeVisible();
    await expect(page.getByLabel("The credential's JSON or JWT")).toHaveValue("not json at all");

    // The file, chosen without JavaScript, is sent with the form and wins over the box's text.
    await page.getByLabel("Or choose the file").setInputFiles({
      name: "certificate.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(credential)),
    });
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Verified: this credential holds.")).toBeVisible();
    await expect(page.getByLabel("The credential's JSON or JWT")).toHaveValue(/OpenBadgeCredential/);

    await page.goto("/verify");
    await page.getByLabel("The credential's JSON or JWT").fill(JSON.stringify(credential));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Verified: this credential holds.")).toBeVisible();
    await expect(page.getByText(/Known to the alliance/)).toBeVisible();
    for (const name of ["Form", "Vocabulary", "Signature", "Dates", "Revocation and suspension"]) {
      await expect(
        page.getByRole("listitem").filter({ hasText: new RegExp(`^${name} \\(passed\\)`) }),
      ).toBeVisible();
    }

    const changed = { ...credential, name: `${String(credential.name)}!` };
    await page.goto("/sw/verify");
    await expect(page.locator("html")).toHaveAttribute("lang", "sw");
    await page.getByLabel("JSON au JWT ya kitambulisho").fill(JSON.stringify(changed));
    await page.getByRole("button", { name: "Thibitisha" }).click();
    await expect(page.getByText("Hakijathibitishwa: angalia ukaguzi hapa chini.")).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: /^Sahihi \(imeshindwa\)|^Sahihi \(/ }),
    ).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a chosen file is read in the browser and verified, each check named", async ({
    page,
    publicAddresses,
  }) => {
    const credential = await demoCredential(page.request, publicAddresses.credential);
    await page.goto("/verify");
    await page.getByLabel("Or choose the file").setInputFiles({
      name: "certificate.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(credential)),
    });
    await expect(page.getByText("Verified: this credential holds.")).toBeVisible();
    await expect(page.getByLabel("The credential's JSON or JWT")).toHaveValue(/OpenBadgeCredential/);
    await expect(page.getByRole("listitem").filter({ hasText: /^Signature \(passed\)/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);

    await page.goto("/sw/verify");
    await page.getByLabel("JSON au JWT ya kitambulisho").fill("{");
    await page.getByRole("button", { name: "Thibitisha" }).click();
    await expect(page.getByText(/Hii si JSON wala JWT/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
