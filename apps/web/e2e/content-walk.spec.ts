// What the alliance is doing, walked as its judges walk it
// (docs/decisions/0028-news-events-jobs-insights.md): an organisation user posts a news item, an
// event, a job and an insight on the staff screens and finds them waiting on the staff home; an
// admin finds them on the staff home and approves each; a visitor (at phone width) then finds each
// on its public list and page, on the organisation's page, in /news.atom or /events.ics, and in
// /sitemap.xml.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  desktopOnly,
  dialog,
  expectToast,
  fillJobForm,
  makePng,
  row,
  signInAdmin,
  signInOrgUser,
  unique,
} from "./staff-helpers";

desktopOnly();

type Kind = "news" | "events" | "jobs" | "insights";

/** Each type's staff screen, its noun in buttons and toasts, and how its form is filled. */
const TYPES: Record<
  Kind,
  { screen: string; noun: string; plural: string; fill: (form: Locator, page: Page) => Promise<void> }
> = {
  news: {
    screen: "/admin-news",
    noun: "News item",
    plural: "news items",
    fill: async (form, page) => {
      await form.getByLabel("Body").fill("Ten thousand people trained.\n\nMore: https://lab.example/news");
      await attachImage(form, page);
      await form.getByLabel("Hashtags (separated by commas)").fill("AI, skills");
    },
  },
  events: {
    screen: "/admin-events",
    noun: "Event",
    plural: "events",
    fill: async (form, page) => {
      await form.getByLabel("Description").fill("A day of talks and demos.");
      await attachImage(form, page);
      await form.getByLabel("Event type").selectOption("hybrid");
      await form.getByLabel("Start (EAT)").fill("2099-04-14T09:00");
      await form.getByLabel("End (EAT)").fill("2099-04-14T17:00");
      await form.getByLabel("Venue").fill("KICC");
      await form.getByLabel("City").fill("Nairobi");
      await form.getByLabel("Online link").fill("https://meet.example/walk");
    },
  },
  jobs: {
    screen: "/admin-jobs",
    noun: "Job",
    plural: "jobs",
    fill: (form) =>
      fillJobForm(form, {
        about: "Train and ship models.",
        type: "full-time",
        workMode: "hybrid",
        location: "Nairobi",
        requirements: "Python\nStatistics",
        howToApply: "https://lab.example/apply",
        closingDate: "2099-04-30",
      }),
  },
  insights: {
    screen: "/admin-insights",
    noun: "Insight",
    plural: "insights",
    fill: async (form, page) => {
      await attachImage(form, page);
      await form.getByLabel("Date of the insight").fill("2026-05-01");
      await form.getByLabel("Summary").fill("Most trainees find work within a year.");
      await form.getByLabel("Methodology").fill("A survey of 500 trainees.");
      await form.getByLabel("Link to the full report").fill("https://lab.example/report.pdf");
      await form.getByLabel("Tags (separated by commas)").fill("survey");
    },
  },
};
const KINDS = Object.keys(TYPES) as Kind[];

async function attachImage(form: Locator, page: Page) {
  await form.getByLabel("Image").setInputFiles({
    name: "walk.png",
    mimeType: "image/png",
    buffer: await makePng(page),
  });
  await expect(form.getByText("Image ready")).toBeVisible();
}

test("an organisation posts news, an event, a job and an insight; the admin approves them; a visitor finds each where people look", async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const org = await signInOrgUser(page, "walk");
  const titles = Object.fromEntries(KINDS.map((kind) => [kind, unique(`Walk ${kind} `)])) as Record<
    Kind,
    string
  >;

  // The organisation posts one of each on its staff screens: each waits for review.
  for (const kind of KINDS) {
    const { screen, noun, fill } = TYPES[kind];
    await page.goto(screen);
    await page.getByRole("button", { name: `Add ${noun}` }).click();
    const form = dialog(page, `Add ${noun}`);
    await form.getByLabel("Title").fill(titles[kind]);
    await fill(form, page);
    await form.getByRole("button", { name: `Create ${noun}` }).click();
    await expectToast(page, `${noun} created`);
    await expect(row(page, titles[kind])).toContainText("Pending");
    const hidden = await page.request.get(`/api/v1/${kind}/approved?q=${encodeURIComponent(titles[kind])}`);
    expect(await hidden.json()).toEqual([]);
  }

  // Its staff home lists what waits, each to-do opening its filtered list.
  await page.goto("/admin-home");
  const ownTodo = page.getByRole("list", { name: "Waiting for you" });
  for (const kind of KINDS) {
    const todo = ownTodo.getByRole("link", { name: `of your ${TYPES[kind].plural} pending review` });
    await expect(todo).toContainText("1");
    await expect(todo).toHaveAttribute("href", `${TYPES[kind].screen}?status=pending&mine=true`);
  }
  await expectNoAxeViolations(page);

  // The admin finds them on the staff home and approves each.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto("/admin-home");
  const adminTodo = admin.getByRole("list", { name: "Waiting for you" });
  for (const kind of KINDS) {
    const { screen, noun, plural } = TYPES[kind];
    await adminTodo.getByRole("link", { name: new RegExp(`^\\d+ ${plural} pending review$`) }).click();
    await expect(admin).toHaveURL(`${screen}?status=pending`);
    await admin.getByRole("searchbox", { name: `Search ${plural}` }).fill(titles[kind]);
    const line = row(admin, titles[kind]);
    await expect(line).toContainText(org.organizationName);
    await line.getByRole("button", { name: "Approve" }).click();
    await expectToast(admin, `${noun} approved`);
    await expect(line).toHaveCount(0);
    await admin.goto("/admin-home");
  }
  await adminContext.close();

  // A visitor on a phone finds each on its list and its page.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const visitor = await visitorContext.newPage();
  const slugs = {} as Record<Kind, string>;
  for (const kind of KINDS) {
    const title = titles[kind];
    await visitor.goto(`/${kind}?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByText("1 result")).toBeVisible();
    await visitor.getByRole("link", { name: title }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(`By ${org.organizationName}`)).toBeVisible();
    slugs[kind] = decodeURIComponent(new URL(visitor.url()).pathname.split("/").pop() ?? "");
    expect(new URL(visitor.url()).pathname).toBe(`/${kind}/${slugs[kind]}`);
  }
  // The event's page says when, in East Africa Time; the job's how to apply.
  await visitor.goto(`/events/${slugs.events}`);
  await expect(visitor.getByText("14 Apr 2099, 09:00–17:00 EAT", { exact: false }).first()).toBeVisible();
  await expect(visitor.getByRole("link", { name: ".ics (Apple and others)" })).toBeVisible();
  await visitor.goto(`/jobs/${slugs.jobs}`);
  await expect(visitor.getByRole("link", { name: "Apply online" })).toBeVisible();
  await expectNoAxeViolations(visitor);

  // The organisation's page (its published items alone make it public) lists them, each linking
  // to its page and to its whole list.
  const orgSlug = (
    await (
      await visitor.request.get("/api/v1/organizations/me", {
        headers: { authorization: `Bearer ${org.token}` },
      })
    ).json()
  ).slug as string;
  // Each item's page names its organisation with a link to that page.
  await visitor.goto(`/jobs/${slugs.jobs}`);
  await visitor.getByRole("link", { name: `By ${org.organizationName}` }).click();
  await expect(visitor).toHaveURL(`/organisations/${orgSlug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: org.organizationName })).toBeVisible();
  for (const [kind, heading] of [
    ["news", "News"],
    ["events", "Upcoming events"],
    ["jobs", "Open jobs"],
    ["insights", "Insights"],
  ] as const) {
    const section = visitor.getByRole("region", { name: heading });
    await expect(section.getByRole("link", { name: titles[kind] })).toHaveAttribute(
      "href",
      `/${kind}/${slugs[kind]}`,
    );
  }
  await expectNoAxeViolations(visitor);
  await visitor.getByRole("link", { name: "All its open jobs" }).click();
  await expect(visitor).toHaveURL(`/jobs?organization=${orgSlug}`);
  await expect(visitor.getByText(`Only the items of ${org.organizationName}.`)).toBeVisible();
  await expect(visitor.getByRole("link", { name: titles.jobs })).toBeVisible();

  // The feeds and the sitemap.
  const atom = await (await visitor.request.get("/news.atom")).text();
  expect(atom).toContain(titles.news);
  expect(atom).toContain(`/news/${slugs.news}`);
  const ics = await (await visitor.request.get("/events.ics")).text();
  expect(ics.replace(/\r\n[ \t]/g, "")).toContain(`SUMMARY:${titles.events}`);
  const sitemap = await (await visitor.request.get("/sitemap.xml")).text();
  for (const kind of KINDS) expect(sitemap).toContain(`/${kind}/${slugs[kind]}</loc>`);
  expect(sitemap).toContain(`/organisations/${orgSlug}</loc>`);
  await visitorContext.close();
});
