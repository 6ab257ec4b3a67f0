// Following new jobs by e-mail with JavaScript off, on a phone (docs/decisions/0052-follow-by-e-mail.md):
// from the jobs list to the follow page, a sign-up refused beside its field then sent, the
// confirmation link's page and its button, a published job's e-mail with the one-click
// unsubscribe headers, and the unsubscribe link's page. E-mails are read from the SMTP sink's files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E_MAIL_DIR } from "../playwright.config";
import { apiLogin, E2E_ADMIN, expect, test } from "./fixtures";
import { unique } from "./staff-helpers";

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** The newest e-mail to `email` whose (decoded) text matches `pattern`, waiting for it. */
async function mailTo(email: string, pattern: RegExp): Promise<{ raw: string; match: RegExpExecArray }> {
  let found: { raw: string; match: RegExpExecArray } | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(E2E_MAIL_DIR).sort().reverse()) {
          const raw = readFileSync(join(E2E_MAIL_DIR, file), "utf8");
          if (!raw.startsWith(`X-Envelope-To: ${email}`)) continue;
          const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
          const match = pattern.exec(text);
          if (match) {
            found = { raw, match };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${email} matching ${pattern}` },
    )
    .toBe(true);
  return found!;
}

test("following new jobs: sign-up, confirmation, a job's e-mail and unsubscribe, without JavaScript", async ({
  page,
}) => {
  const email = `${unique("follow")}@example.org`;

  await page.goto("/jobs");
  await page.getByRole("link", { name: "Follow by e-mail" }).click();
  await expect(page).toHaveURL(/\/follow$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Follow by e-mail");
  // The feed stays, as the second way, with what it is.
  await expect(page.getByRole("link", { name: "News feed (Atom)" })).toHaveAttribute("href", "/news.atom");

  // Nothing chosen: refused beside the choices, the address kept.
  await page.getByLabel("Email").fill(email);
  for (const name of ["New jobs", "New events", "News"]) await page.getByLabel(name).uncheck();
  await page.getByRole("button", { name: "Send me the confirmation link" }).click();
  await expect(page.getByText("Choose at least one: jobs, events or news.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.getByLabel("New jobs").check();
  await page.getByLabel("Each one as it is published").check();
  await page.getByLabel("Kiswahili").check();
  await page.getByRole("button", { name: "Send me the confirmation link" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing is sent until you confirm");

  // The confirmation, in the language chosen; its link opens a page with a button.
  const confirmation = await mailTo(email, /(\/sw\/follow\/confirm\?token=[A-Za-z0-9_-]+)/);
  expect(confirmation.raw).toMatch(/Thibitisha/);
  await page.goto(confirmation.match[1]!);
  await page.getByRole("button", { name: "Thibitisha" }).click();
  await expect(page.getByRole("status")).toContainText("Imethibitishwa");

  // A job published now reaches the follower, with the one-click unsubscribe headers.
  const { token } = await apiLogin(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const title = unique("Follow walk job");
  const created = await page.request.post("/api/v1/jobs", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      about: "About.",
      type: "internship",
      workMode: "remote",
      location: "Nairobi",
      howToApply: "https://lab.example/apply",
      closingDate: "2099-12-31",
    },
  });
  expect(created.status()).toBe(201);
  const announced = await mailTo(email, /(\/sw\/follow\/unsubscribe\?token=[A-Za-z0-9_-]+)/);
  expect(announced.raw).toContain(title);
  expect(announced.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(announced.raw).toMatch(
    /^List-Unsubscribe:\s*<https?:\/\/[^>]+\/api\/v1\/follow\/unsubscribe\?token=/m,
  );

  await page.goto(announced.match[1]!);
  await page.getByRole("button", { name: "Jiondoe" }).click();
  await expect(page.getByRole("status")).toContainText("Hutapokea tena");
});
