// The head and sitemap pieces that tie each page to its twin in the other language.
import { describe, expect, it } from "vitest";
import { alternateLinks, inLanguage, sitemapUrls, urlIn } from "../../../src/modules/site/languages";

const origin = "https://site.example";

describe("pages in two languages", () => {
  it("writes a page's address in each language, /sw being the Kiswahili home page", () => {
    expect(urlIn(origin, "/", "sw")).toBe("https://site.example/sw");
    expect(urlIn(origin, "/learning", "sw")).toBe("https://site.example/sw/learning");
    expect(urlIn(origin, "/news?page=2", "en")).toBe("https://site.example/news?page=2");
  });

  it("names the alternates of every language and English as x-default", () => {
    expect(alternateLinks(origin, "/news?page=2&x=<")).toEqual([
      '<link rel="alternate" hreflang="en" href="https://site.example/news?page=2&amp;x=&lt;" />',
      '<link rel="alternate" hreflang="sw" href="https://site.example/sw/news?page=2&amp;x=&lt;" />',
      '<link rel="alternate" hreflang="x-default" href="https://site.example/news?page=2&amp;x=&lt;" />',
    ]);
  });

  it("sets the document's language", () => {
    expect(inLanguage('<!doctype html><html lang="en"><head>', "sw")).toBe(
      '<!doctype html><html lang="sw"><head>',
    );
  });

  it("lists a page once per language in the sitemap, each with all the alternates", () => {
    const urls = sitemapUrls(origin, "/impact", new Date("2026-01-02T03:04:05Z"));
    expect(urls).toHaveLength(2);
    expect(urls[1]).toContain(
      "<loc>https://site.example/sw/impact</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>",
    );
    for (const url of urls) {
      expect(url).toContain('hreflang="en" href="https://site.example/impact"');
      expect(url).toContain('hreflang="sw" href="https://site.example/sw/impact"');
      expect(url).toContain('hreflang="x-default" href="https://site.example/impact"');
    }
  });
});
