// The language of courses, jobs and events, and an event's calendar links: a reader of /sw/jobs filters by Kiswahili and sees
// which language each job is written in; an English job's own text on the Kiswahili page is marked
// lang="en"; the filter lives in the address, so it works without JavaScript and survives a reload.
import { E2E_PORT } from "../playwright.config";
import { apiLogin, E2E_ADMIN, expect, test } from "./fixtures";
import { makePng, uploadPng } from "./staff-helpers";

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
    payAmount: 80000,
    payPeriod: "month",
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
  await page.getByRole("button", { name: "Onyesha matokeo" }).click();
  await expect(page).toHaveURL(/language=sw/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(titles.sw);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(page.getByLabel("Lugha")).toHaveValue("sw");
});

test("an event offers Google Calendar, Outlook and .ics, and a one-day event reads as one day", async ({
  page,
  adminApi,
}) => {
  const image = await uploadPng(adminApi, undefined, await makePng(page));
  const created = await adminApi.post("/api/v1/events", {
    data: {
      title: `Warsha ya AI ${run}`,
      description: "Siku ya mazoezi.",
      image,
      eventType: "in-person",
      startDate: "2099-12-12T06:00:00Z",
      endDate: "2099-12-12T13:00:00Z",
      venue: "iHub",
      city: "Nairobi",
      language: "sw",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  await page.goto(`/events/${slug}`);
  await expect(page.getByText("Sat 12 Dec 2099, 09:00–16:00 EAT").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=20991212T060000Z%2F20991212T130000Z/,
  );
  await expect(page.getByRole("link", { name: /^Outlook/ })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  await expect(page.getByRole("link", { name: ".ics (Apple and others)" })).toHaveAttribute(
    "href",
    `/api/v1/events/by-slug/${slug}/calendar.ics`,
  );
  // The event is held in Kiswahili: the English page says so and marks its title.
  await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "sw");
  await page.goto(`/sw/events/${slug}`);
  await expect(page.getByRole("link", { name: /Ongeza kwenye Kalenda ya Google/ })).toBeVisible();
  await expect(page.getByText("Jumamosi 12 Des 2099, 09:00–16:00 EAT").first()).toBeVisible();
});

test("jobs on a phone: results first, filters behind Filter, pay shown, e-mail applications with a subject", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/jobs?q=${encodeURIComponent(titles.en)}`);
  const card = page.getByRole("listitem").filter({ hasText: titles.en });
  await expect(card).toBeVisible();
  await expect(card).toContainText("KES 80,000 a month");
  // The filters wait behind "Filter"; the first result is on the first screen.
  await expect(page.getByLabel("Work mode")).toBeHidden();
  expect((await card.boundingBox())!.y).toBeLessThan(740);
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await page.getByText("Filter", { exact: true }).click();
  await expect(page.getByLabel("Work mode")).toBeVisible();

  await card.getByRole("link", { name: titles.en }).click();
  await expect(page.getByRole("heading", { level: 1, name: titles.en })).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply by e-mail/ })).toHaveAttribute(
    "href",
    `mailto:jobs@lab.example?subject=${encodeURIComponent(`Application: ${titles.en}`)}`,
  );
  await expect(page.getByText("KES 80,000 a month")).toBeVisible();
});
