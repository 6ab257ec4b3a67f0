import { describe, expect, it } from "vitest";
import {
  contentApiQuery,
  contentListSearch,
  organisationContentQueries,
  organisationListPath,
} from "./content-pages";

describe("a public list narrowed to one organisation", () => {
  it("keeps a valid organisation address from the URL, lower-cased, in every list", () => {
    for (const kind of ["news", "events", "jobs", "insights"] as const) {
      expect(contentListSearch(kind, new URLSearchParams("organization=Rift-Valley-AI-Lab&page=2"))).toEqual({
        organization: "rift-valley-ai-lab",
        page: "2",
      });
    }
    expect(contentApiQuery(contentListSearch("news", { organization: "lab", q: "ai" }))).toEqual({
      q: "ai",
      organization: "lab",
      page: "1",
      pageSize: "12",
    });
  });

  it("drops an address that no organisation can have", () => {
    for (const bad of ["-lab", "lab-", "a b", "lab/../x", "x".repeat(121), "<script>"]) {
      expect(contentListSearch("news", { organization: bad })).toEqual({});
    }
  });

  it("reads a few items of each kind for the organisation's page, upcoming events only", () => {
    const queries = organisationContentQueries("lab");
    expect(queries.news).toEqual({ organization: "lab", page: "1", pageSize: "3" });
    expect(queries.events).toMatchObject({ organization: "lab", when: "upcoming" });
    expect(queries.jobs).not.toHaveProperty("includeClosed");
    expect(organisationListPath("jobs", "lab")).toBe("/jobs?organization=lab");
  });
});
