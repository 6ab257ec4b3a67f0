// The language of courses, jobs and events: a reader of /sw/jobs filters by Kiswahili and sees
// which language each job is written in; an English job's own text on the Kiswahili page is marked
// lang="en"; the filter lives in the address, so it works without JavaScript and survives a reload.
import { E2E_PORT } from "../playwright.config";
import { apiLogin, E2E_ADMIN, expect, test } from "./fixtures";

const run = `${Date.now()}`;
const titles = { en: `Data Engineer ${run}`, sw: `Mhandisi wa Data ${run}` };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const admin = await apiLogin(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const job = (title: string, language: string) => ({
    title,
    about: "Build pipelines.",
    type: "full-time",
    workMode: "remote",
    location: `Kisumu ${run}`,
    howToApply: "jobs@lab.example",
    closingDate: "2099-12-31",
    language,
  });
  for (const [language, title] of Object.entries(titles)) {
    const response = await page.request.post("/api/v1/jobs", {
      headers: { authorization: `Bearer ${admin.token}` },
      data: job(title, language),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.close();
});

test("a Kiswahili reader filters jobs by language and sees each job's language", async ({ page }) => {
  await page.goto(`/sw/jobs?location=${encodeURIComponent(`Kisumu ${run}`)}`);
  const cards = page.getByRole("listitem").filter({ hasText: run });
  await expect(cards).toHaveCount(2);
  // The English job's title is marked as English inside the Kiswahili page.
  await expect(page.getByRole("heading", { name: titles.en })).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: titles.sw })).not.toHaveAttribute("lang", /.+/);
  await expect(cards.filter({ hasText: titles.en })).toContainText("Lugha: Kiingereza");

  await page.getByLabel("Lugha").selectOption("sw");
  await page.getByRole("form", { name: /./ }).getByRole("button").first().click();
  await expect(page).toHaveURL(/language=sw/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(titles.sw);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByLabel("Lugha")).toHaveValue("sw");
});
