// @vitest-environment node
// The server rendering entry that apps/api/src/modules/site/routes.ts calls, outside a browser:
// each public address renders its own page inside the public layout, and any other the 404 page.
import { completeBreakdowns, coverageOfAll } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { catalogueModulesFor, organisationMetaFor, pageMetaFor, render } from "./entry-server";
import { contentItemRead, contentListRead } from "./features/content/use-content";
import { EMPTY_SUMMARY } from "./features/impact/impact-section";
import { readOf } from "./lib/public-read/test-reads";
import { paths } from "./paths";

/** The text of the page's first-level heading. */
async function headingAt(url: string): Promise<string | undefined> {
  const { html } = await render(url, {});
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();
}

describe("server rendering", () => {
  it("renders the page of each public address, with or without a query or trailing slash", async () => {
    expect(await headingAt(paths.contact)).toBe("Contact Us");
    expect(await headingAt(`${paths.login}?next=%2Fadmin-users`)).toBe("Sign In To Proceed");
    expect(await headingAt(`${paths.membership}/`)).toBe("Become a Member");
  });

  it("marks the page being rendered as the current one in the navigation", async () => {
    const { html } = await render(paths.contact, {});
    const links = html.match(/<a [^>]*>/g) ?? [];
    const current = links.filter((link) => link.includes('aria-current="page"'));
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((link) => link.includes('href="/contact"'))).toBe(true);
  });

  it("renders the 404 page for an address that is not a page, inside the public layout", async () => {
    const { html } = await render("/404", {});
    expect(html).toContain("Page not found");
    expect(html).toContain('aria-label="Main"');
    expect(await headingAt("/admin-nowhere")).toBe("Page not found");
  });

  it("renders a Kiswahili address in Kiswahili under /sw, its links staying under /sw", async () => {
    const { html, language } = await render("/sw/no-such-page", {});
    expect(language).toBe("sw");
    expect(await headingAt("/sw/no-such-page")).toBe("Ukurasa haupatikani");
    expect(html).toContain('href="/sw/learning"');
    expect(html).toContain('href="/sw"');
    expect(html).not.toContain('href="/sw/"');
    // The language switch: the same page in English.
    expect(html).toMatch(/<a href="\/no-such-page" hrefLang="en" lang="en"[^>]*>English<\/a>/);
    expect(html).not.toContain("Page not found");
    expect((await render("/no-such-page", {})).language).toBe("en");
  });

  it("gives each page its title and description in the address's language", async () => {
    await render("/sw/learning", {});
    expect(pageMetaFor("/sw/learning")).toMatchObject({
      path: "/sw/learning",
      title: "Kujifunza AI | Kenya AI Skilling Alliance",
    });
    expect(pageMetaFor("/sw/learning").description).toMatch(/^Vinjari kozi/);
    await render(paths.learning, {});
    expect(pageMetaFor(paths.learning).title).toBe("AI Learning | Kenya AI Skilling Alliance");
    expect(pageMetaFor("/sw")).toMatchObject({ path: "/sw", title: "Kenya AI Skilling Alliance" });
    expect(pageMetaFor("/sw/nowhere")).toMatchObject({
      title: "Ukurasa haupatikani | Kenya AI Skilling Alliance",
      noindex: true,
    });
  });

  it("gives an organisation's page its title and description in the address's language", async () => {
    await render("/sw/organisations/acme-labs", {});
    expect(organisationMetaFor("/sw/organisations/acme-labs", "Acme Labs")).toEqual({
      title: "Acme Labs | Kenya AI Skilling Alliance",
      description: expect.stringMatching(/^Acme Labs, mwanachama wa Kenya AI Skilling Alliance/),
    });
    await render("/organisations/acme-labs", {});
    expect(organisationMetaFor("/organisations/acme-labs", "Acme Labs").description).toMatch(
      /^Acme Labs, member of the Kenya AI Skilling Alliance/,
    );
  });

  it("names the catalogues a page loads before hydrating, in its language only", () => {
    expect(catalogueModulesFor("/sw")).toEqual([
      "src/i18n/locales/sw/common.json?lingui",
      "src/i18n/locales/sw/home.json?lingui",
    ]);
    // The picture of who was trained brings its own messages when it comes near the screen
    // (hydrateWhenVisible): they are not part of the first load.
    expect(catalogueModulesFor("/no-such-page")).toEqual(["src/i18n/locales/en/common.json?lingui"]);
  });

  it("renders the county map of the home page as SVG: 47 labelled tiles, shaded from the summary", async () => {
    const breakdowns = completeBreakdowns(
      { trained: 1500, certified: 0 },
      { trained: { county: { "047": 1234 } } },
    );
    const summary = { ...EMPTY_SUMMARY, breakdowns, coverage: coverageOfAll(breakdowns) };
    const { html } = await render(paths.home, readOf("/reports/summary", summary));
    const map = html.match(/<svg[^>]*data-testid="county-map"[\s\S]*?<\/svg>/)?.[0] ?? "";
    const tiles = map.match(/<g [^>]*role="button"[^>]*>/g) ?? [];
    expect(tiles).toHaveLength(47);
    for (const tile of tiles) expect(tile).toMatch(/aria-label="[^"]+: [\d,]+ trained"/);
    expect(map).toContain('aria-label="NRB, Nairobi City: 1,234 trained"');
  });
});

describe("server rendering of news, events, jobs and insights", () => {
  const common = {
    _id: "1",
    organizationName: "Lab <One>",
    organizationId: "o1",
    approved: true,
    featured: false,
    createdAt: "2026-05-01T08:00:00.000Z",
    updatedAt: "2026-05-01T08:00:00.000Z",
  };
  const job = {
    ...common,
    slug: "ai-engineer",
    title: "AI Engineer",
    about: "Build models <b>now</b>.\n\nSee https://lab.example/jobs.",
    type: "full-time",
    workMode: "remote",
    location: "Nairobi",
    requirements: ["Python"],
    responsibilities: ["Ship models"],
    howToApply: "jobs@lab.example",
    closingDate: "2026-06-30",
    language: "en",
    payAmount: 80000,
    payCurrency: "KES",
    payPeriod: "month",
    closed: true,
  };

  it("says a closed job closed, shows its body as paragraphs with safe links, and offers no way to apply", async () => {
    const { html } = await render("/jobs/ai-engineer", readOf(contentItemRead("jobs", "ai-engineer"), job));
    expect(html).toContain("This job closed on 30 Jun 2026");
    expect(html).toContain("<p");
    expect(html).toContain("Build models &lt;b&gt;now&lt;/b&gt;.");
    expect(html).toMatch(
      /<a href="https:\/\/lab.example\/jobs" target="_blank" rel="noopener noreferrer nofollow"/,
    );
    expect(html).not.toContain("mailto:jobs@lab.example");
    const open = await render(
      "/jobs/ai-engineer",
      readOf(contentItemRead("jobs", "ai-engineer"), { ...job, closed: false }),
    );
    expect(open.html).not.toContain("This job closed");
    // Applying by e-mail fills in the subject; the pay is named with its currency and period.
    expect(open.html).toContain('href="mailto:jobs@lab.example?subject=Application%3A%20AI%20Engineer"');
    expect(open.html).toContain("KES 80,000 a month");
  });

  it("says a past event took place and links its calendar file", async () => {
    const event = {
      ...common,
      slug: "bootcamp",
      title: "Bootcamp",
      description: "Two days.",
      image: "",
      eventType: "in-person",
      startDate: "2026-01-10T06:00:00.000Z",
      endDate: "2026-01-10T09:00:00.000Z",
      venue: "iHub",
      city: "Nairobi",
      onlineLink: "",
      registrationLink: "https://lab.example/register",
      past: true,
    };
    const { html } = await render("/events/bootcamp", readOf(contentItemRead("events", "bootcamp"), event));
    expect(html).toContain("This event took place on 10 Jan 2026.");
    expect(html).toContain('href="/api/v1/events/by-slug/bootcamp/calendar.ics"');
    expect(html).not.toContain("lab.example/register");
  });

  it("renders a list page with its items, filters from the URL and links to the other pages", async () => {
    const [path, query] = contentListRead("jobs", { type: "internship", page: "2" });
    const { html } = await render(
      "/jobs?type=internship&page=2",
      readOf(path, [{ ...job, closed: false }], query, 30),
    );
    expect(await headingAt("/jobs")).toBe("Jobs");
    expect(html).toContain('href="/jobs/ai-engineer"');
    expect(html).toMatch(/<option value="internship" selected="">/);
    expect(html).toContain('href="/jobs?type=internship&amp;page=3"');
    expect(html).toContain('href="/jobs?type=internship"');
    expect(html).toContain("30 results");
  });
});
