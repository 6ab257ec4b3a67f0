// Every staff list fits a laptop and a phone: at 1280x800 and 1024x768 (tables) and 390x844
// (cards) nothing scrolls sideways - neither the page nor a panel inside it - every row action or
// menu button is inside the viewport, and no value is clipped into a different one (a cut value
// shows an ellipsis and keeps its full value in a title). Axe runs on every list on a phone, and on
// most at 1024 px too (the staff page walk scans them at 1280 px).
import type { Page } from "@playwright/test";
import { apiLogin, expect, expectNoAxeViolations, signInAs, test, waitForSettledPage } from "./fixtures";
import { apiPost, ONE_PIXEL_PNG, signInAdmin, unique, uploadPng } from "./staff-helpers";

interface StaffList {
  path: string;
  heading: string;
  /** Sign in as the organisation user of the seeded data instead of the admin. */
  asOrganisation?: boolean;
  axe?: readonly number[];
}

// Axe at the widths the page walk does not scan: a11y-staff-pages.spec.ts scans each of these lists as
// the admin at 1280x800 already (the same page, width and user; one scan per page state). The rows
// made below, with values cut at 1024 px and on a phone (tips, titles), are scanned at those widths.
const AXE_WIDTHS = [1024, 390] as const;
// The other lists at a phone's width only: no other spec scans them there (the staff page walk,
// a11y-staff-pages.spec.ts, leaves the lists' 390 px scans to this file).
const PHONE_ONLY = [390] as const;

// The staff navigation's lists (apps/web/src/paths.ts).
const LISTS: StaffList[] = [
  { path: "/admin-users", heading: "Manage All Users", axe: AXE_WIDTHS },
  { path: "/admin-courses", heading: "Manage Courses", axe: AXE_WIDTHS },
  { path: "/admin-news", heading: "Manage News", axe: AXE_WIDTHS },
  { path: "/admin-events", heading: "Manage Events", axe: AXE_WIDTHS },
  { path: "/admin-jobs", heading: "Manage Jobs", axe: AXE_WIDTHS },
  { path: "/admin-insights", heading: "Manage Insights", axe: AXE_WIDTHS },
  { path: "/admin-members", heading: "Manage Members", axe: AXE_WIDTHS },
  { path: "/admin-partners", heading: "Manage Technical Partners", axe: AXE_WIDTHS },
  { path: "/admin-requests", heading: "Incoming Requests", axe: AXE_WIDTHS },
  { path: "/admin-stats", heading: "Impact Reports", axe: AXE_WIDTHS },
  { path: "/admin-organizations", heading: "Organisations", axe: PHONE_ONLY },
  { path: "/admin-completeness", heading: "Reporting completeness", axe: PHONE_ONLY },
  { path: "/admin-releases", heading: "Releases", axe: PHONE_ONLY },
  { path: "/admin-credentials", heading: "Certificates", axe: AXE_WIDTHS },
  { path: "/admin-activity", heading: "Activity", axe: PHONE_ONLY },
  { path: "/admin-outbox", heading: "Outbox", axe: PHONE_ONLY },
  { path: "/admin-my-organization", heading: "My organisation", asOrganisation: true, axe: PHONE_ONLY },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
];

/** Neither the page nor any panel that may scroll (a table's wrapper) is wider than its box. */
async function expectNoSidewaysScroll(page: Page) {
  const overflowing = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== "auto" && overflowX !== "scroll") continue;
      if (element.scrollWidth > element.clientWidth + 1) {
        const name = element.getAttribute("aria-label") ?? element.tagName.toLowerCase();
        found.push(`${name} (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  });
  expect(overflowing, "scrolls sideways").toEqual([]);
}

/**
 * Every visible button of the main area (row actions, menu buttons) lies within the viewport.
 * The buttons are found by role as a user finds them; their boxes are read in one call in the page
 * (a list has dozens of buttons, and four round trips each took longer than the rest of the test).
 * Visible as Playwright means it: a non-empty box and not `visibility: hidden`.
 */
async function expectButtonsInView(page: Page) {
  const width = page.viewportSize()!.width;
  const boxes = await page
    .locator("main")
    .getByRole("button")
    .evaluateAll((controls) =>
      controls.flatMap((control) => {
        const box = control.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== "hidden";
        if (!visible) return [];
        return [{ name: control.textContent?.trim(), x: box.x, right: box.x + box.width }];
      }),
    );
  for (const { name, x, right } of boxes) {
    expect(x, `${name} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(right, `${name} ends inside the viewport`).toBeLessThanOrEqual(width + 0.5);
  }
}

/**
 * No value in a table cell or card is wider than its box unless it is cut with an ellipsis and
 * its full value is a title (of it or of what holds it) - never clipped silently, never spilling.
 */
async function expectNoSilentClipping(page: Page) {
  const clipped = await page.evaluate(() => {
    const found: string[] = [];
    const cells = document.querySelectorAll<HTMLElement>("main td, main td *, main li, main li *");
    for (const element of cells) {
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      const cut = style.textOverflow === "ellipsis" && style.overflowX !== "visible";
      const titled = !!element.closest("[title]")?.getAttribute("title");
      if (cut && titled) continue;
      const text = (element.textContent ?? "").trim().slice(0, 60);
      found.push(`"${text}" (${element.scrollWidth} > ${element.clientWidth}${cut ? ", no title" : ""})`);
    }
    return found;
  });
  expect(clipped, "values clipped or spilling without an ellipsis").toEqual([]);
}

test.skip(({ isMobile }) => isMobile, "sets its own viewports");
// Its tests only read what the set-up below made (each worker makes its own), so both workers
// may take them.
test.describe.configure({ mode: "parallel" });

let organisation: { email: string; password: string; organizationName: string };
/** The long values of the rows made below, read in full at 1024 px. */
const values = {
  requestFirst: "",
  message: "",
  courseTitle: "",
  courseLine: "",
  userEmail: "",
  userOrganisation: "",
};

test.beforeAll(async ({ workerOrgUsers, request }) => {
  // At least one request waits, so the requests list has rows and row actions.
  const first = unique("Fit");
  values.requestFirst = first;
  values.message = `A long message ${"that goes on ".repeat(20)}to its end ${first}.`;
  await apiPost(request, null, "/requests", {
    firstName: first,
    surName: "Visitor",
    email: `${first.toLowerCase()}@example.org`,
    phone: "0722000000",
    organizationName: `Org ${first} with a rather long organisation name for truncation`,
    message: values.message,
  });
  // An organisation with a long name, e-mail and phone, and a report with the largest figures
  // allowed: the users, reports, organisations, completeness, activity and outbox lists show them.
  const suffix = unique("fit").toLowerCase();
  organisation = await workerOrgUsers.create(suffix);
  const token = (await apiLogin(request, organisation.email, organisation.password)).token;
  await apiPost(request, token, "/reports", {
    year: 2024,
    quarter: "Q2",
    metrics: {
      aware: 10_000_000,
      engaged: 9_876_543,
      trained: 999_999,
      certified: 123_456,
      orgsReached: 99_999,
      reachedByLeaders: 1_234_567,
    },
  });
  // A news item, event, job and insight with long values, so the content lists have rows.
  const image = await uploadPng(request, token, ONE_PIXEL_PNG);
  const long = `with a rather long title that has to be cut on a phone ${suffix}`;
  await apiPost(request, token, "/news", {
    title: `News ${long}`,
    body: "Body.",
    image,
    hashtags: ["artificial-intelligence", "skilling", "kenya", "teachers-and-trainers"],
  });
  await apiPost(request, token, "/events", {
    title: `Event ${long}`,
    description: "Description.",
    image,
    eventType: "in-person",
    startDate: "2099-03-31T09:00:00+03:00",
    endDate: "2099-03-31T17:00:00+03:00",
    venue: "Kenyatta International Convention Centre",
    city: "Nairobi",
  });
  await apiPost(request, token, "/jobs", {
    title: `Job ${long}`,
    about: "About.",
    type: "internship",
    workMode: "hybrid",
    location: "Nairobi, Mombasa, Kisumu or Eldoret",
    howToApply: "https://lab.example/apply",
    closingDate: "2099-03-31",
  });
  await apiPost(request, token, "/insights", {
    title: `Insight ${long}`,
    image,
    dateOfInsight: "2026-03-31",
    summary: "Summary.",
    methodology: "Methodology.",
    link: "https://lab.example/report.pdf",
    tags: ["survey", "youth-employment", "machine-learning"],
  });
  // A course with a long title and topic line.
  values.courseTitle = `Course ${long} and then some more words about what it teaches`;
  const tag = `Responsible generative AI for county health officers ${suffix}`.slice(0, 60);
  values.courseLine = `Topic · ${tag}`;
  await apiPost(request, token, "/courses", {
    title: values.courseTitle,
    desc: "A course.",
    link: "https://learn.example.org/fit",
    tag,
    category: "Everyone",
    segment: "topic",
    image,
  });
  values.userEmail = `a.very-long.reporting-officer-${suffix}@organisation-with-a-long-domain.example.org`;
  values.userOrganisation = `Nairobi Institute of Applied Artificial Intelligence ${suffix}`;
  await workerOrgUsers.create(suffix, {
    username: `a-rather-long-user-name-${suffix}`,
    email: values.userEmail,
    phone: "+254 709 220 109",
    organizationName: values.userOrganisation,
    password: `Long-user-pass-${suffix}`,
  });
});

// One test per list walks the three widths in one page: the browser keeps the site's scripts
// between them (a page of its own per width fetched and parsed them again), and the list is
// loaded afresh at each width, as a visitor at that width would open it.
for (const list of LISTS) {
  test(`${list.path}: at each width no sideways scroll, row actions in view, no silent clipping`, async ({
    page,
  }) => {
    if (list.asOrganisation) await signInAs(page, organisation.email, organisation.password);
    else await signInAdmin(page);
    for (const viewport of VIEWPORTS) {
      await test.step(`${viewport.width}x${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        await page.goto(list.path);
        await expect(page.getByRole("heading", { name: list.heading, exact: true })).toBeVisible();
        await waitForSettledPage(page);
        // Rows (or cards) are on screen.
        await expect(page.locator("main tbody tr, main ul > li").first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectButtonsInView(page);
        await expectNoSilentClipping(page);
        if (list.axe?.includes(viewport.width)) await expectNoAxeViolations(page);
      });
    }
  });
}

/** The element showing exactly `text` shows all of it: not cut with an ellipsis, not clipped. */
async function expectShownInFull(page: Page, text: string) {
  const element = page.locator("main").getByText(text, { exact: true }).first();
  await expect(element).toBeVisible();
  const state = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return {
      cut: style.textOverflow === "ellipsis" || node.closest(".truncate") !== null,
      clipped: node.scrollWidth > node.clientWidth + 1,
    };
  });
  expect(state, text).toEqual({ cut: false, clipped: false });
}

test.describe("1024x768: values read in full", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("a user's e-mail and organisation, a course's title and a request's organisation wrap instead of being cut", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`/admin-users?q=${encodeURIComponent(values.userEmail)}`);
    await expectShownInFull(page, values.userEmail);
    await expectShownInFull(page, values.userOrganisation);
    await page.goto(`/admin-courses?q=${encodeURIComponent(values.courseTitle)}`);
    await expectShownInFull(page, values.courseTitle);
    await page.goto(`/admin-requests?q=${encodeURIComponent(values.requestFirst)}`);
    await expectShownInFull(
      page,
      `Org ${values.requestFirst} with a rather long organisation name for truncation`,
    );
    await expectNoSidewaysScroll(page);
  });

  test("a course's topic line and a request's message read in full on hover and keyboard focus", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`/admin-courses?q=${encodeURIComponent(values.courseTitle)}`);
    const line = page.locator("main").locator(`[title="${values.courseLine}"]`);
    await expect(line).toHaveText(values.courseLine);
    // Cut at this width: it takes focus, and shows its full value in a tip.
    await line.focus();
    await expect(line).toBeFocused();
    await expect(page.locator(`main [data-full="${values.courseLine}"]`)).toBeVisible();

    await page.goto(`/admin-requests?q=${encodeURIComponent(values.requestFirst)}`);
    const message = page.locator("main").getByTitle(values.message);
    await expect(message).toBeVisible();
    await page.getByRole("button", { name: `Read message from ${values.requestFirst} Visitor` }).focus();
    await expect(page.locator(`main [data-full="${values.message}"]`)).toBeVisible();
  });

  test("a report row opens its report when clicked outside its buttons", async ({ page }) => {
    await signInAdmin(page);
    await page.goto(
      `/admin-stats?year=2024&quarter=Q2&search=${encodeURIComponent(organisation.organizationName)}`,
    );
    const row = page.getByRole("region", { name: "Impact reports" }).locator("tbody tr").first();
    await expect(row).toBeVisible();
    // The figures' cells: not a button, not a link.
    await row.locator("td").nth(3).click();
    // It waits for review: the row opens the review, as its member button does.
    await expect(page.getByRole("dialog", { name: /^Review report/ })).toBeVisible();
  });
});
