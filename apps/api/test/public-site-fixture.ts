// A site with something of each public kind, for tests that walk every public address: the app
// with a stand-in web build, an admin, and one published event and job (whose organisation then
// has a public page); every page of the registry in both languages (known and unknown slugs), the
// feeds, the sitemap and the events and jobs API reads.
import {
  LANGUAGES,
  PAGES,
  PUBLIC_PAGE_KEYS,
  type PublicPageKey,
  pagePath,
  pathInLanguage,
} from "@alliance/shared";
import { expect } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "./helpers";
import { storedImageUrl } from "./image-fixture";
import { fakeWebDist } from "./web-dist-fixture";

type Auth = { authorization: string };

export interface PublicSite {
  ctx: TestContext;
  admin: { auth: Auth };
  slugs: { event: string; job: string; organisation: string };
  /** Every public page of the registry in every language, parameters known and unknown. */
  registryAddresses(): string[];
  /** The feeds, the sitemap and the public API reads of events and jobs. */
  feedsAndReads(): string[];
}

const now = new Date("2026-06-01T09:00:00Z");

export async function publicSite(env: Record<string, string> = {}): Promise<PublicSite> {
  const ctx = await createTestApp({ WEB_DIST: fakeWebDist(), ...env }, { serveWeb: true, clock: () => now });
  const admin = await createUserWithToken(ctx, { isAdmin: true, organizationName: "Alliance Secretariat" });
  const org = await createUserWithToken(ctx, { organizationName: "Savannah AI Lab" });
  const image = await storedImageUrl(ctx.database.db);

  const published = async (path: string, body: object) => {
    const created = await ctx.app.inject({
      method: "POST",
      url: `/api/v1${path}`,
      headers: org.auth,
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    const approved = await ctx.app.inject({
      method: "PATCH",
      url: `/api/v1${path}/${item._id}/toggle-approval`,
      headers: admin.auth,
      payload: { approved: true, version: item.version },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return (approved.json() as { slug: string }).slug;
  };

  const event = await published("/events", {
    title: "AI Bootcamp Nairobi",
    description: "Two days of practice.",
    image,
    eventType: "in-person",
    startDate: "2026-06-10T06:00:00Z",
    endDate: "2026-06-11T14:00:00Z",
    venue: "iHub",
    city: "Nairobi",
    registrationLink: "https://lab.example/register",
  });
  const job = await published("/jobs", {
    title: "AI Engineer",
    about: "Build models.",
    type: "full-time",
    workMode: "remote",
    location: "Nairobi",
    requirements: ["Python"],
    responsibilities: ["Ship models"],
    howToApply: "https://lab.example/apply",
    closingDate: "2026-06-30",
  });
  const organisations = await ctx.app.inject({ url: "/api/v1/public/organizations" });
  const slugs = { event, job, organisation: (organisations.json() as Array<{ slug: string }>)[0]!.slug };

  /** The slug a page's address is filled with: a published one where there is one. */
  const params: Partial<Record<PublicPageKey, string>> = {
    event: slugs.event,
    job: slugs.job,
    organisation: slugs.organisation,
  };

  return {
    ctx,
    admin,
    slugs,
    registryAddresses() {
      const addresses: string[] = [];
      for (const key of PUBLIC_PAGE_KEYS) {
        const pattern: string = PAGES[key].path;
        const paths = pattern.includes(":")
          ? [params[key] ?? "unknown-slug", "no-such-slug"].map((slug) =>
              pattern.replace(/:[A-Za-z]+/, encodeURIComponent(slug)),
            )
          : [pagePath(key as never)];
        for (const language of LANGUAGES)
          addresses.push(...paths.map((path) => pathInLanguage(path, language)));
      }
      return addresses;
    },
    feedsAndReads: () => [
      "/news.atom",
      "/feed.xsl",
      "/events.ics",
      "/sitemap.xml",
      `/api/v1/events/by-slug/${slugs.event}/calendar.ics`,
      "/api/v1/events/approved",
      `/api/v1/events/by-slug/${slugs.event}`,
      "/api/v1/events/by-slug/no-such-event",
      "/api/v1/jobs/approved",
      `/api/v1/jobs/by-slug/${slugs.job}`,
      "/api/v1/jobs/by-slug/no-such-job",
      "/api/v1/open-data/releases/latest/impact.csv",
      "/api/v1/open-data/releases/2026-Q1/impact.csv",
      "/api/v1/open-data/releases/2026-Q1",
      "/api/v1/open-data/revisions",
      "/api/v1/open-data/revisions/counts",
      "/impact/revisions.atom",
      "/api/v1/reports/summary/counties/001",
      "/service-worker.js",
    ],
  };
}
