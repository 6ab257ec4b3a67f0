// @vitest-environment node
// The server rendering entry that apps/api/src/modules/site/routes.ts calls, outside a browser:
// each public address renders its own page inside the public layout, and any other the 404 page.
import { completeBreakdowns, coverageOfAll } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { render } from "./entry-server";
import { EMPTY_SUMMARY } from "./features/reports/impact/impact-section";
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

  it("renders the county map of the home page as SVG: 47 labelled tiles, shaded from the summary", async () => {
    const breakdowns = completeBreakdowns(
      { trained: 1500, certified: 0 },
      { trained: { county: { "047": 1234 } } },
    );
    const summary = { ...EMPTY_SUMMARY, breakdowns, coverage: coverageOfAll(breakdowns) };
    const { html } = await render(paths.home, { summary });
    const map = html.match(/<svg[^>]*data-testid="county-map"[\s\S]*?<\/svg>/)?.[0] ?? "";
    const tiles = map.match(/<g [^>]*role="button"[^>]*>/g) ?? [];
    expect(tiles).toHaveLength(47);
    for (const tile of tiles) expect(tile).toMatch(/aria-label="[^"]+: [\d,]+ trained"/);
    expect(map).toContain('aria-label="Nairobi City: 1,234 trained"');
  });
});
