import type { ContentKind } from "@alliance/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReadsProvider, readOf } from "../../lib/public-read/test-reads";
import { OrganisationItems } from "./organisation-items";
import { organisationListRead } from "./organisation-lists";

const common = { organizationName: "Savannah AI Lab", createdAt: "2026-05-04T07:00:00.000Z" };
const lists = {
  news: { items: [{ ...common, _id: "n1", slug: "lab-news", title: "Lab news" }], total: 5 },
  events: {
    items: [
      {
        ...common,
        _id: "e1",
        slug: "lab-meetup",
        title: "Lab meetup",
        startDate: "2099-03-01T06:00:00.000Z",
        eventType: "in-person",
        city: "Nyeri",
      },
    ],
    total: 1,
  },
  jobs: { items: [], total: 0 },
};

/** The lists as the page's loader would have read them for this organisation. */
const readsFor = (slug: string) =>
  Object.assign(
    {},
    ...(["news", "events", "jobs", "insights"] as ContentKind[]).map((kind) => {
      const [path, query] = organisationListRead(kind, slug);
      const list = (lists as Record<string, { items: unknown[]; total: number }>)[kind];
      return readOf(path, list?.items ?? [], query, list?.total ?? 0);
    }),
  );

describe("an organisation page's items", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the server-rendered items of each kind, linking to their pages and lists; empty kinds left out", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(
      <ReadsProvider reads={readsFor("savannah-ai-lab")}>
        <OrganisationItems slug="savannah-ai-lab" />
      </ReadsProvider>,
    );
    const news = screen.getByRole("region", { name: "News" });
    expect(within(news).getByRole("link", { name: "Lab news" })).toHaveAttribute("href", "/news/lab-news");
    expect(within(news).getByText("4 May 2026")).toBeInTheDocument();
    expect(within(news).getByRole("link", { name: "All its news" })).toHaveAttribute(
      "href",
      "/news?organization=savannah-ai-lab",
    );
    const events = screen.getByRole("region", { name: "Upcoming events" });
    expect(within(events).getByText("1 Mar 2099, 09:00 EAT · In person · Nyeri")).toBeInTheDocument();
    // No open job, no insight read: no section for them.
    expect(screen.queryByRole("region", { name: "Open jobs" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Insights" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the lists of another organisation than the server rendered", async () => {
    const fetch = vi.fn(async (url: string) => {
      const kind = new URL(url, "http://site.test").pathname.split("/")[3];
      const items =
        kind === "insights"
          ? [{ ...common, _id: "i1", slug: "lab-report", title: "Lab report", dateOfInsight: "2026-05-01" }]
          : [];
      return new Response(JSON.stringify(items), {
        headers: { "content-type": "application/json", "x-total-count": String(items.length) },
      });
    });
    vi.stubGlobal("fetch", fetch);
    render(
      <ReadsProvider reads={readsFor("someone-else")}>
        <OrganisationItems slug="savannah-ai-lab" />
      </ReadsProvider>,
    );
    const insights = await screen.findByRole("region", { name: "Insights" });
    expect(within(insights).getByRole("link", { name: "Lab report" })).toHaveAttribute(
      "href",
      "/insights/lab-report",
    );
    expect(screen.queryByRole("region", { name: "News" })).toBeNull();
    const asked = fetch.mock.calls.map(([url]) => new URL(url, "http://site.test").search);
    expect(asked).toContain("?organization=savannah-ai-lab&page=1&pageSize=3&when=upcoming");
  });
});
