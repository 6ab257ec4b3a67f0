// News, events, jobs and insights on the public site (docs/decisions/0028-news-events-jobs-insights.md), at desktop and phone widths with
// axe: each list and each item's page, server-rendered; filters in the URL survive a reload; a
// closed job and a past event say so; event and job pages carry their JSON-LD. The items are
// created and published through the API as the admin.
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { apiLogin, E2E_ADMIN, expect, expectNoAxeViolations, test } from "./fixtures";
import { makePng, uploadPng } from "./staff-helpers";

const run = `${Date.now()}`;
const items = {
  news: { path: "", title: `Skilling drive launched ${run}` },
  event: { path: "", title: `AI Bootcamp Kisumu ${run}` },
  pastEvent: { path: "", title: `Old Meetup ${run}` },
  job: { path: "", title: `ML Engineer ${run}` },
  internship: { path: "", title: `AI Intern ${run}` },
  closedJob: { path: "", title: `Data Analyst ${run}` },
  insight: { path: "", title: `State of AI skills ${run}` },
};

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  await page.goto("/contact");
  const admin = await apiLogin(page.request, E2E_ADMIN.email, E2E_ADMIN.password);
  const headers = { authorization: `Bearer ${admin.token}` };
  const image = await uploadPng(page.request, admin.token, await makePng(page));
  const post = async (type: string, data: object) => {
    const response = await page.request.post(`/api/v1/${type}`, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return `/${type}/${((await response.json()) as { slug: string }).slug}`;
  };
  const job = (title: string, fields: object = {}) => ({
    title,
    about: "Build and ship models.\n\nRead more at https://lab.example/team.",
    type: "full-time",
    workMode: "hybrid",
    location: "Nairobi",
    requirements: ["Python", "Statistics"],
    responsibilities: ["Ship models"],
    howToApply: "https://lab.example/apply",
    closingDate: "2099-12-31",
    ...fields,
  });
  items.news.path = await post("news", {
    title: items.news.title,
    body: "Ten thousand people will learn AI.\n\nDetails: https://lab.example/drive",
    image,
    hashtags: ["AI"],
  });
  const event = (title: string, start: string, end: string) => ({
    title,
    description: "Two days of practice.",
    image,
    eventType: "in-person",
    startDate: start,
    endDate: end,
    venue: "Lakeside Hub",
    city: "Kisumu",
    registrationLink: "https://lab.example/register",
  });
  items.event.path = await post(
    "events",
    event(items.event.title, "2099-06-10T06:00:00Z", "2099-06-11T14:00:00Z"),
  );
  items.pastEvent.path = await post(
    "events",
    event(items.pastEvent.title, "2020-01-10T06:00:00Z", "2020-01-10T09:00:00Z"),
  );
  items.job.path = await post("jobs", job(items.job.title));
  items.internship.path = await post(
    "jobs",
    job(items.internship.title, { type: "internship", workMode: "remote" }),
  );
  items.closedJob.path = await post("jobs", job(items.closedJob.title, { closingDate: "2020-01-31" }));
  items.insight.path = await post("insights", {
    title: items.insight.title,
    image,
    dateOfInsight: "2026-03-31",
    summary: "Most trainees find work within six months.",
    methodology: "A survey of 2,000 trainees.",
    link: "https://lab.example/report.pdf",
    tags: ["survey"],
  });
  await page.close();
});

/** The page as the server sent it (no JavaScript), to check what search engines read. */
async function serverHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

// The lists' axe scans and fit, in both languages: a11y-all-pages.spec.ts ("public news", ...).
test("each list shows its items, server-rendered", async ({ page }) => {
  const lists = [
    ["/news", "News", items.news.title],
    ["/events", "Events", items.event.title],
    ["/jobs", "Jobs", items.job.title],
    ["/insights", "Insights", items.insight.title],
  ] as const;
  for (const [path, heading, title] of lists) {
    expect(await serverHtml(page, `${path}?q=${encodeURIComponent(run)}`)).toContain(title);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  }
  // Open jobs only; upcoming events before past ones.
  await page.goto(`/jobs?q=${run}`);
  await expect(page.getByRole("link", { name: items.closedJob.title })).toHaveCount(0);
  await page.goto(`/events?q=${run}`);
  await expect(page.getByRole("heading", { level: 2, name: "Upcoming events" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Past events" })).toBeVisible();
  const titles = await page.getByRole("main").getByRole("listitem").getByRole("heading").allTextContents();
  expect(titles.indexOf(items.event.title)).toBeLessThan(titles.indexOf(items.pastEvent.title));
  // The feeds are linked.
  expect(await serverHtml(page, "/news")).toContain('rel="alternate" type="application/atom+xml"');
});

test("each item's page, with the JSON-LD of events and jobs, without axe violations", async ({ page }) => {
  for (const item of Object.values(items)) {
    await page.goto(item.path);
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  const event = await serverHtml(page, items.event.path);
  expect(event).toContain('<script type="application/ld+json">');
  expect(event).toContain('"@type":"Event"');
  await page.goto(items.event.path);
  await expect(page.getByRole("link", { name: ".ics (Apple and others)" })).toHaveAttribute(
    "href",
    `/api/v1/events/by-slug/${items.event.path.split("/").pop()}/calendar.ics`,
  );
  await expect(page.getByRole("link", { name: /Register/ })).toBeVisible();

  const job = await serverHtml(page, items.job.path);
  expect(job).toContain('"@type":"JobPosting"');
  await page.goto(items.job.path);
  await expect(page.getByRole("link", { name: /lab\.example\/team/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );

  // Over, but still at their address, saying so.
  expect(await serverHtml(page, items.closedJob.path)).toContain("This job closed on 31 Jan 2020.");
  await page.goto(items.closedJob.path);
  await expect(page.getByText("This job closed on 31 Jan 2020.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Apply online/ })).toHaveCount(0);
  await page.goto(items.pastEvent.path);
  await expect(page.getByText("This event took place on 10 Jan 2020.")).toBeVisible();

  const missing = await page.goto("/jobs/no-such-job");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("list filters live in the URL and survive a reload", async ({ page }) => {
  await page.goto(`/jobs?q=${run}`);
  // The results come first; the filters wait behind "Filter", and no button is called "Apply".
  await expect(page.getByLabel("Job type")).toBeHidden();
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await page.getByText("Filter", { exact: true }).click();
  await page.getByLabel("Job type").selectOption("internship");
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${run}&type=internship$`));
  await expect(page.getByRole("link", { name: items.internship.title })).toBeVisible();
  await expect(page.getByRole("link", { name: items.job.title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Job type")).toHaveValue("internship");
  await expect(page.getByLabel("Search")).toHaveValue(run);
  await expect(page.getByRole("link", { name: items.internship.title })).toBeVisible();
  await expect(page.getByRole("link", { name: items.job.title })).toHaveCount(0);

  await page.goto("/events");
  await page.getByText("Filter", { exact: true }).click();
  await page.getByLabel("Month").fill("2099-06");
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/\/events\?month=2099-06$/);
  await expect(page.getByRole("link", { name: items.event.title })).toBeVisible();
  await expect(page.getByRole("link", { name: items.pastEvent.title })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("link", { name: items.event.title })).toBeVisible();
  await expect(page.getByRole("link", { name: items.pastEvent.title })).toHaveCount(0);
});

test("the home page shows the next events and the latest news", async ({ page }) => {
  await page.goto("/");
  const whatsOn = page.locator("#whats-on");
  await whatsOn.scrollIntoViewIfNeeded();
  await expect(whatsOn.getByRole("heading", { name: "Next events" })).toBeVisible();
  await expect(whatsOn.getByRole("link", { name: "All news" })).toHaveAttribute("href", "/news");
  await expect(whatsOn.getByRole("heading", { name: "Latest news" })).toBeVisible();
});

for (const key of ["event", "job", "news"] as const) {
  test(`first load of a ${key} page stays under 100 KB of compressed JavaScript`, async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" || response.url().endsWith(".js"))
        sizes.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        );
    });
    await page.goto(items[key].path, { waitUntil: "networkidle" });
    const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(`first-load JS ${test.info().project.name} ${key} page: ${total} bytes`);
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });
}
