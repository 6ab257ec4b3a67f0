import { describe, expect, it } from "vitest";
import { contentItemPath, contentListPath } from "./content-pages";
import { pagePath } from "./pages";

describe("pagePath", () => {
  it("writes a page's address, its parameters encoded", () => {
    expect(pagePath("contact")).toBe("/contact");
    expect(pagePath("adminReports")).toBe("/admin-stats");
    expect(pagePath("organisation", { slug: "acme" })).toBe("/organisations/acme");
    expect(pagePath("newsItem", { slug: "a b/c" })).toBe("/news/a%20b%2Fc");
    expect(contentItemPath("events", "ai-day")).toBe("/events/ai-day");
    expect(contentListPath("jobs")).toBe("/jobs");
  });
});
