// Every public read that reaches a render or the database is budgeted (ADR 0034): one client
// flooding any public page of the registry (both languages, known and unknown slugs), any feed,
// the sitemap or the events and jobs API reads with fresh query strings gets 429s or cache hits,
// never unbounded renders or queries; another client is answered meanwhile. A page that reads the
// API while it renders costs its client one read, not one per API read. Public API reads carry
// `Access-Control-Allow-Origin: *` when anonymous, never on a signed-in answer.
import { LANGUAGES, PAGES, PUBLIC_PAGE_KEYS } from "@alliance/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISS_BURST_SECONDS } from "../../src/plugins/public-cache";
import { type PublicSite, publicSite } from "../public-site-fixture";

/** One uncached read a second, bursts of MISS_BURST_SECONDS: small enough to reach in a test. */
const BURST = MISS_BURST_SECONDS;
let site: PublicSite;
let ctx: PublicSite["ctx"];
let slugs: PublicSite["slugs"];

beforeAll(async () => {
  site = await publicSite({ PUBLIC_MISSES_PER_SECOND: "1", PUBLIC_CACHE_TTL_MS: "600000" });
  ({ ctx, slugs } = site);
});
afterAll(async () => {
  await ctx?.close();
});

let client = 0;
/** A client address not used before (each has its own budget). */
const newClient = () => {
  client += 1;
  return `198.18.${Math.floor(client / 250)}.${client % 250}`;
};

/** A flood from one new client: the address with a fresh query string each time, as fast as it goes. */
async function flood(address: string, count: number) {
  const remoteAddress = newClient();
  const separator = address.includes("?") ? "&" : "?";
  const answers = [];
  for (let i = 0; i < count; i++) {
    // `q` and `page` are real parameters of the lists (new keys, so real misses); `x` is not.
    const url = `${address}${separator}q=flood${i}&page=${i + 1}&x=${i}`;
    answers.push(await ctx.app.inject({ url, remoteAddress }));
  }
  return answers;
}

describe("every public read is budgeted", () => {
  it("finds the registry's pages in both languages, the feeds and the reads", () => {
    const addresses = site.registryAddresses();
    expect(addresses).toContain("/sw/events");
    expect(addresses).toContain(`/organisations/${slugs.organisation}`);
    expect(addresses).toContain("/sw/organisations/no-such-slug");
    expect(addresses.length).toBe(
      LANGUAGES.length * PUBLIC_PAGE_KEYS.reduce((n, key) => n + (PAGES[key].path.includes(":") ? 2 : 1), 0),
    );
  });

  it("answers a flood of fresh query strings on each with 429s or cache hits; others go on", async () => {
    const outcomes: Record<string, string> = {};
    for (const address of [...site.registryAddresses(), ...site.feedsAndReads()]) {
      const answers = await flood(address, BURST + 6);
      const statuses = answers.map((answer) => answer.statusCode);
      // A page that reads the API as it renders costs its client one read: the first BURST pass.
      expect(statuses.slice(0, BURST), address).not.toContain(429);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      const hits = answers.filter((answer) => answer.headers["x-cache"] === "HIT");
      // Either refused once the budget is spent, or answered from memory (no render, no query).
      outcomes[address] =
        refused.length > 0 ? "refused" : hits.length >= answers.length - 1 ? "hits" : statuses.join(",");
      for (const answer of refused) {
        expect(answer.headers["retry-after"], address).toMatch(/^[1-9]\d*$/);
        expect(answer.json(), address).toEqual({ message: expect.any(String) });
      }
      // Another client is answered meanwhile.
      const other = await ctx.app.inject({ url: address, remoteAddress: newClient() });
      expect(other.statusCode, address).not.toBe(429);
    }
    const unbounded = Object.entries(outcomes).filter(
      ([, outcome]) => outcome !== "refused" && outcome !== "hits",
    );
    expect(unbounded).toEqual([]);
    // The time-dependent routes (out of the cache) are refused, whatever the query.
    for (const address of [
      "/events",
      "/sw/jobs",
      `/events/${slugs.event}`,
      `/sw/organisations/${slugs.organisation}`,
      "/organisations/no-such-slug",
      "/events.ics",
      "/sitemap.xml",
      "/api/v1/jobs/by-slug/no-such-job",
    ]) {
      expect(outcomes[address], address).toBe("refused");
    }
  });
});

describe("CORS on public reads", () => {
  const reads = () => [
    "/api/v1/events/approved",
    `/api/v1/events/by-slug/${slugs.event}`,
    "/api/v1/jobs/approved",
    `/api/v1/jobs/by-slug/${slugs.job}`,
    "/api/v1/courses/approved",
    "/api/v1/reports/summary",
    "/api/v1/public/organizations",
  ];

  it("allows any origin on anonymous answers, cached or not", async () => {
    for (const url of reads()) {
      const remoteAddress = newClient();
      for (let i = 0; i < 2; i++) {
        const answer = await ctx.app.inject({ url, remoteAddress });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["access-control-allow-origin"], url).toBe("*");
      }
    }
  });

  it("never on a signed-in answer", async () => {
    for (const url of reads()) {
      const answer = await ctx.app.inject({ url, headers: site.admin.auth, remoteAddress: newClient() });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["access-control-allow-origin"], url).toBeUndefined();
    }
  });
});
