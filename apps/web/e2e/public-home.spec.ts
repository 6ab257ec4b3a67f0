// Home page (docs/product/spec.md §2 sections 1-12, docs/product/design.md §5) at desktop and phone widths, axe included.
import {
  CAROUSEL_AUTO_ADVANCE_MS,
  MEMBER_CATEGORIES,
  METRIC_LABELS,
  SITE,
  TEXTS,
  TRAINING_TARGET,
} from "@alliance/shared";
import { expect, expectNoAxeViolations, test, waitForSettledPage } from "./fixtures";

test("sections in the spec's order with their wording and buttons", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: SITE.title })).toBeVisible();
  await expect(page.getByRole("region", { name: SITE.title }).getByText(SITE.tagline)).toBeVisible();
  await expect(page.getByRole("link", { name: "Join the Alliance" })).toHaveAttribute("href", "/membership");
  await expect(page.getByText("Spearheaded by")).toBeVisible();
  await expect(page.getByText("In partnership with")).toBeVisible();

  const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const order = [
    "The Mission",
    "Our Strategic Pillars",
    "Want to know more?",
    "Why Join the Alliance",
    "Who can join",
    "Training Content",
    "Our Collective Impact",
    "Who has joined the Alliance",
    "Technical Partners",
    "Our Guiding Principles",
  ];
  expect(headings.filter((h) => order.includes(h))).toEqual(order);

  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Become a Member" })).toHaveAttribute("href", "/membership");
  await expect(page.getByRole("link", { name: "Unlock your AI skills" })).toHaveAttribute(
    "href",
    "/learning",
  );
  const whoCanJoin = page.locator("#who-can-join");
  for (const category of MEMBER_CATEGORIES) await expect(whoCanJoin.getByText(category)).toBeVisible();
  const training = page.locator("#training");
  await expect(training.getByRole("heading", { level: 3 })).toHaveCount(5);
  for (const principle of ["Inclusivity", "Collaboration", "Innovation", "Ethics & Trust", "Transparency"]) {
    await expect(page.locator("#principles").getByRole("heading", { name: principle })).toBeVisible();
  }
  const art = page.locator("#principles img");
  await expect(art).toHaveAttribute("loading", "lazy");
  await expect(art).toHaveAttribute("width", /\d+/);
});

test("pillars expand and collapse with More.../Hide", async ({ page }) => {
  await page.goto("/");
  const pillars = page.locator("#pillars");
  const buttons = pillars.getByRole("button", { name: /More\.\.\./ });
  await expect(buttons).toHaveCount(3);
  const first = buttons.first();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  const detailId = await first.getAttribute("aria-controls");
  await expect(page.locator(`[id="${detailId}"]`)).toBeHidden();
  await first.click();
  const hide = pillars.getByRole("button", { name: /^Hide/ });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`[id="${detailId}"]`)).toBeVisible();
  await hide.click();
  await expect(pillars.getByRole("button", { name: /More\.\.\./ })).toHaveCount(3);
});

test("hero video: muted, inline, looping, original media, plays only without reduced motion", async ({
  page,
}) => {
  await page.goto("/");
  const video = page.locator("video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveAttribute("playsinline", "");
  await expect(video).toHaveAttribute("loop", "");
  await expect(video).toHaveAttribute("poster", SITE.heroVideo.poster);
  await expect(video.locator("source[type='video/webm']")).toHaveAttribute("src", SITE.heroVideo.webm);
  await expect(video.locator("source[type='video/mp4']")).toHaveAttribute("src", SITE.heroVideo.mp4);
  let total = 0;
  for (const url of [SITE.heroVideo.webm, SITE.heroVideo.mp4, SITE.heroVideo.poster]) {
    const response = await page.request.get(url);
    expect(response.ok()).toBeTruthy();
    total += (await response.body()).length;
  }
  expect(total).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
  await page.getByRole("button", { name: "Pause background video" }).click();
  await expect(video).toHaveJSProperty("paused", true);
});

test("hero video is not played under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/", { waitUntil: "load" });
  // Hydrated, with nothing in flight: the video would be playing by now if it were to.
  await waitForSettledPage(page);
  await expect(page.locator("video")).toHaveJSProperty("paused", true);
  await expect(page.locator("video")).not.toHaveAttribute("autoplay", /.*/);
  await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
});

test("impact: six tiles with separators, filters refetch, progress, chart, top organizations", async ({
  page,
}) => {
  await page.goto("/");
  const impact = page.locator("#impact");
  await expect(impact.getByText(TEXTS.impactSubtitle)).toBeVisible();
  // The tiles' grid, not the whole section: the section is taller than a screen (the county map),
  // and centring it would leave the tiles, which animate in once seen, above the fold.
  await impact.locator(".impact-grid").scrollIntoViewIfNeeded();
  const tiles = impact.locator(".impact-tile");
  await expect(tiles).toHaveCount(6);
  // Retrying assertions: hydration may replace the server's tiles between two reads.
  await expect(tiles.locator("span:last-child")).toHaveText(Object.values(METRIC_LABELS));
  await expect(tiles.locator("[data-metric]")).toHaveText(
    Object.values(METRIC_LABELS).map(() => /^\d{1,3}(,\d{3})*$/),
  );
  await expect(tiles.nth(5)).toHaveCSS("opacity", "1");
  const delays = await tiles.evaluateAll((els) => els.map((el) => getComputedStyle(el).animationDelay));
  expect(delays).toEqual(["0s", "0.1s", "0.2s", "0.3s", "0.4s", "0.5s"]);

  const progress = impact.getByRole("progressbar");
  await expect(progress).toHaveAttribute("max", String(TRAINING_TARGET));
  // The bar is the all-time total whatever the filters, and says so.
  await expect(impact.getByTestId("progress-scope")).toContainText("All approved reports to date");
  // Quarters as points; consecutive quarters joined by line segments (three series).
  await expect(impact.locator("figure svg circle").first()).toBeVisible();
  expect(await impact.locator("figure svg line[stroke-width='3']").count()).toBeGreaterThan(0);
  expect(
    await impact
      .getByRole("heading", { name: "Top organizations" })
      .locator("xpath=..")
      .locator("li")
      .count(),
  ).toBeLessThanOrEqual(5);

  const year = impact.getByLabel("Year");
  const quarter = impact.getByLabel("Quarter");
  // Hydrated once near the screen: its no-JavaScript "Show" button goes, and the filters apply as
  // they change (a choice made before that is applied on hydration: impact-section.test.tsx).
  await expect(impact.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);
  await expect(year).toHaveValue("");
  await expect(quarter).toHaveValue("");
  const [yearRequest] = await Promise.all([
    page.waitForRequest(
      (request) => request.url().includes("/api/v1/reports/summary") && request.url().includes("year=2024"),
    ),
    year.selectOption("2024"),
  ]);
  expect(yearRequest.url()).not.toContain("quarter=");
  const [quarterRequest] = await Promise.all([
    page.waitForRequest((request) => /year=2024/.test(request.url()) && /quarter=Q2/.test(request.url())),
    quarter.selectOption("Q2"),
  ]);
  expect(quarterRequest.url()).toContain("/api/v1/reports/summary");
  await expect(impact).not.toHaveAttribute("aria-busy", "true");
  // The choice is in the address, as on /impact: a reload (or a shared link) keeps it.
  await expect(page).toHaveURL(/\?year=2024&quarter=Q2/);
  const [reloaded] = await Promise.all([
    page.waitForRequest(
      (request) => /summary.*year=2024/.test(request.url()) && /quarter=Q2/.test(request.url()),
    ),
    page.reload().then(() => impact.locator(".impact-grid").scrollIntoViewIfNeeded()),
  ]);
  expect(reloaded.url()).toContain("/api/v1/reports/summary");
  await expect(year).toHaveValue("2024");
  await expect(quarter).toHaveValue("Q2");
  await year.selectOption("");
  await expect(page).toHaveURL(/\?quarter=Q2$/);
});

test("grid is 2 columns on phones and 6 on desktop", async ({ page }, testInfo) => {
  await page.goto("/");
  const columns = await page
    .locator(".impact-grid")
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
  expect(columns).toBe(testInfo.project.name === "phone" ? 2 : 6);
});

test("member and partner carousels: cards, new tabs, alt text, arrows", async ({ page }) => {
  await page.goto("/");
  const members = page.getByRole("region", { name: "Members carousel" });
  const memberLinks = members.getByRole("link");
  await expect(memberLinks.first()).toBeVisible();
  await expect(memberLinks.first()).toHaveAttribute("target", "_blank");
  await expect(memberLinks.first()).toHaveAttribute("rel", /noopener/);
  await expect(members.getByRole("button", { name: "Previous" })).toHaveCount(0);

  const track = members.locator("ul");
  const next = members.getByRole("button", { name: "Next" });
  if (await next.isVisible()) {
    const cardWidth = await members
      .locator("li")
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    await next.click();
    // Smooth scrolling: wait until it settles one step (card width + 24 px) along.
    await expect
      .poll(() => track.evaluate((el, step) => Math.abs(el.scrollLeft - step), cardWidth + 24))
      .toBeLessThanOrEqual(2);
    await expect(members.getByRole("button", { name: "Previous" })).toBeVisible();
  }

  const partners = page.getByRole("region", { name: "Technical partners carousel" });
  const images = partners.locator("img");
  await expect(images.first()).toBeAttached();
  const partnerData = (await (await page.request.get("/api/v1/partners")).json()) as Array<{
    organizationName: string;
  }>;
  const names = partnerData.map((p) => p.organizationName);
  for (const alt of await images.evaluateAll((els) => els.map((el) => el.getAttribute("alt")))) {
    expect(names).toContain(alt);
  }
  await expect(images.first()).toHaveAttribute("loading", "lazy");
  await expect(partners.getByRole("link").first()).toHaveAttribute("target", "_blank");
});

test("carousels show Loading... then stay empty, not broken, when the API fails", async ({ page }) => {
  await page.goto("/learning");
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/members/approved", async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { message: "boom" } });
  });
  await page.route("**/api/v1/partners", (route) => route.abort());
  await page.route("**/api/v1/reports/summary*", (route) =>
    route.fulfill({ status: 500, json: { message: "x" } }),
  );
  // Client-side navigation: the browser loads the data itself.
  await page.getByRole("banner").getByRole("link", { name: SITE.title }).click();
  const members = page.locator("#members");
  await expect(members.getByText(TEXTS.loading)).toBeVisible();
  release();
  await expect(members.getByText(TEXTS.loading)).toHaveCount(0);
  await expect(members.getByRole("link")).toHaveCount(0);
  await expect(page.locator("#partners").getByText(TEXTS.loading)).toHaveCount(0);
  for (const value of await page.locator("#impact [data-metric]").allTextContents()) expect(value).toBe("0");
  await expect(page.getByRole("heading", { name: "Who has joined the Alliance" })).toBeVisible();
});

test("keyboard: carousel arrows keys scroll, focus is visible", async ({ page }) => {
  await page.goto("/");
  const members = page.getByRole("region", { name: "Members carousel" });
  const first = members.getByRole("link").first();
  await first.focus();
  await expect(first).toBeFocused();
  const outline = await first.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  const track = members.locator("ul");
  const canScroll = await track.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  test.skip(!canScroll, "all cards fit");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("no axe violations and no horizontal scroll", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expectNoAxeViolations(page);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});

test("member carousel auto-advances by itself after 5 s", async ({ page }) => {
  // The page's clock is the test's: its five seconds pass when the test says, not by waiting.
  await page.clock.install();
  await page.goto("/");
  const track = page.getByRole("region", { name: "Members carousel" }).locator("ul");
  // The carousel is hydrated (and moves) once it comes near the screen.
  await track.scrollIntoViewIfNeeded();
  const canScroll = await track.evaluate((el) => el.scrollWidth > el.clientWidth + 2);
  test.skip(!canScroll, "all cards fit");
  expect(await track.evaluate((el) => el.scrollLeft)).toBeLessThanOrEqual(2);
  // Its five seconds, again until it has moved: the carousel's timer starts only once its part is
  // hydrated, which may be after the first five seconds have been passed on a busy machine.
  await expect(async () => {
    await page.clock.fastForward(CAROUSEL_AUTO_ADVANCE_MS);
    await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 2000 }).toBeGreaterThan(100);
  }).toPass({ timeout: 20_000 });
});
