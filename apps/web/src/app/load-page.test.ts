// @vitest-environment node
// The page loaders through the SSR bundle's loadPage: what each page reads (keyed by API URL, as
// its components name the same reads), the query it keeps, its canonical address and head, and
// its 404 and redirect answers. The API's answers are given here; the server's side of it is
// tested against the API in apps/api/test/modules/site/web.test.ts.
import type { ReadResult } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { loadPage } from "../entry-server";

/** The API as a table of answers (URL → answer); anything else is a 404. */
function api(answers: Record<string, ReadResult>) {
  const asked: string[] = [];
  const read = async (url: string) => {
    asked.push(url);
    return answers[url] ?? { status: 404, data: undefined };
  };
  return { read, asked };
}

describe("page loaders", () => {
  it("reads the home page's figures, members and partners, and nothing for a page without data", async () => {
    const { read, asked } = api({});
    const home = await loadPage("/", read);
    expect(asked.sort()).toEqual(["/api/v1/members/approved", "/api/v1/partners", "/api/v1/reports/summary"]);
    expect(home).toMatchObject({ pageKey: "home", renderUrl: "/", canonicalPath: "/", complete: true });
    const contact = await loadPage("/sw/contact?utm=x", api({}).read);
    expect(contact).toMatchObject({
      pageKey: "contact",
      language: "sw",
      renderUrl: "/sw/contact",
      reads: {},
    });
  });

  it("keeps the impact page's valid period only, reads its summary and every period's", async () => {
    const summary = { status: 200, data: { totals: {} } };
    const { read, asked } = api({
      "/api/v1/reports/summary?quarter=Q2&year=2024": summary,
      "/api/v1/reports/summary": summary,
    });
    const page = await loadPage("/impact?quarter=Q2&year=2024&utm=x", read);
    expect(page).toMatchObject({ renderUrl: "/impact?year=2024&quarter=Q2", canonicalPath: "/impact" });
    expect(asked).toEqual([
      "/api/v1/reports/summary?quarter=Q2&year=2024",
      "/api/v1/reports/summary",
      "/api/v1/open-data/releases",
      "/api/v1/open-data/revisions/counts",
    ]);
    const bad = await loadPage("/impact?year=abc&quarter=Q9", api({}).read);
    expect(bad).toMatchObject({ renderUrl: "/impact", complete: true });
  });

  it("titles a release's page by its id, answers an unknown one with the 404 page, pages the revisions", async () => {
    const release = { status: 200, data: { id: "2026-Q3.2" } };
    const { read } = api({ "/api/v1/open-data/releases/2026-Q3.2": release });
    expect(await loadPage("/sw/impact/releases/2026-Q3.2", read)).toMatchObject({
      pageKey: "release",
      meta: { title: "Toleo 2026-Q3.2 la takwimu za matokeo | Kenya AI Skilling Alliance" },
    });
    expect(await loadPage("/impact/releases/2026-Q1", read)).toMatchObject({ notFound: true });
    const { read: readRevisions, asked } = api({});
    const revisions = await loadPage("/impact/revisions?quarter=Q3&year=2026&page=2&x=1", readRevisions);
    expect(revisions).toMatchObject({
      pageKey: "revisions",
      renderUrl: "/impact/revisions?year=2026&quarter=Q3&page=2",
      canonicalPath: "/impact/revisions",
    });
    expect(asked).toEqual(["/api/v1/open-data/revisions?page=2&pageSize=25&quarter=Q3&year=2026"]);
  });

  it("answers an organisation's page, its old slug with a redirect, an unknown one with the 404 page", async () => {
    const detail = { status: 200, data: { slug: "kisumu-coders", name: "Kisumu <Coders>" } };
    const { read, asked } = api({ "/api/v1/public/organizations/kisumu-coders": detail });
    const page = await loadPage("/sw/organisations/kisumu-coders", read);
    expect(page).toMatchObject({
      pageKey: "organisation",
      canonicalPath: "/organisations/kisumu-coders",
      meta: { title: "Kisumu <Coders> | Kenya AI Skilling Alliance" },
    });
    expect(asked).toContain(
      "/api/v1/events/approved?organization=kisumu-coders&page=1&pageSize=3&when=upcoming",
    );
    const moved = api({ "/api/v1/public/organizations/kisumu-code-club": detail });
    expect(await loadPage("/sw/organisations/kisumu-code-club", moved.read)).toEqual({
      redirect: "/sw/organisations/kisumu-coders",
    });
    expect(await loadPage("/organisations/nobody", api({}).read)).toEqual({ notFound: true });
  });

  it("reads a list page's filters and page, and titles an item's page by the item", async () => {
    const { read, asked } = api({});
    const list = await loadPage("/jobs?workMode=bogus&type=internship&page=2", read);
    expect(asked).toEqual(["/api/v1/jobs/approved?page=2&pageSize=12&type=internship"]);
    expect(list).toMatchObject({ renderUrl: "/jobs?type=internship&page=2", canonicalPath: "/jobs?page=2" });
    const item = {
      slug: "bootcamp",
      title: "Bootcamp",
      description: "Two days.\n\nAll welcome.",
      image: "/u/x.webp",
    };
    const event = await loadPage(
      "/events/Bootcamp",
      api({ "/api/v1/events/by-slug/Bootcamp": { status: 200, data: item } }).read,
    );
    expect(event).toMatchObject({
      pageKey: "event",
      canonicalPath: "/events/bootcamp",
      data: item,
      meta: { title: "Bootcamp | Kenya AI Skilling Alliance", image: "/u/x.webp" },
    });
    expect(await loadPage("/news/nothing", api({}).read)).toEqual({ notFound: true });
    // A read that fails leaves the page to the browser, and out of the caches.
    const failing = await loadPage("/learning", async () => ({ status: 503, data: undefined }));
    expect(failing).toMatchObject({ pageKey: "learning", complete: false, reads: {} });
  });
});
