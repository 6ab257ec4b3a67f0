import { describe, expect, it } from "vitest";
import { contentItemPath, contentListPath } from "./content-pages";
import { pagePath, pagePathFor } from "./pages";

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

describe("pagePathFor (links in e-mails)", () => {
  it("a public page in the reader's language, a staff screen through the sign-in page in it", () => {
    expect(pagePathFor("sw", "/set-password", "?token=abc")).toBe("/sw/set-password?token=abc");
    expect(pagePathFor("en", "/set-password", "?token=abc")).toBe("/set-password?token=abc");
    expect(pagePathFor("sw", "/admin-reports")).toBe("/sw/login?next=%2Fadmin-reports");
    expect(pagePathFor("en", "/admin-reports")).toBe("/admin-reports");
  });
});
