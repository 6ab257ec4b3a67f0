// Answers a CDN can keep (ADR 0035): every public page of the registry (both languages) and every
// public read says `public, max-age=0, s-maxage=60, stale-while-revalidate=300,
// stale-if-error=86400`, `Vary` with what varies, and `Surrogate-Key`/`Cache-Tag` with what it
// depends on, on a miss and on a hit alike; a signed-in answer says `private, no-store` and none of
// the rest; a public write POSTs the tags it made stale to PURGE_URL.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL, SIGNED_IN_CACHE_CONTROL } from "../../src/plugins/public-cache";
import { purgedBy, tagsOf } from "../../src/plugins/public-cache/tags";
import { storedImageUrl } from "../image-fixture";
import { type PublicSite, publicSite } from "../public-site-fixture";

let site: PublicSite;
let purgeServer: Server;
const purges: Array<{ tags: string[]; surrogateKey: string | undefined; authorization: string | undefined }> =
  [];

beforeAll(async () => {
  purgeServer = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      purges.push({
        tags: (JSON.parse(body) as { tags: string[] }).tags,
        surrogateKey: request.headers["surrogate-key"] as string | undefined,
        authorization: request.headers.authorization,
      });
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => purgeServer.listen(0, "127.0.0.1", resolve));
  const { port } = purgeServer.address() as AddressInfo;
  site = await publicSite({ PURGE_URL: `http://127.0.0.1:${port}/purge`, PURGE_TOKEN: "cdn-secret" });
});
afterAll(async () => {
  await site?.ctx.close();
  await new Promise((resolve) => purgeServer?.close(resolve));
});

describe("CDN-ready answers", () => {
  it("public pages and reads: shared caching, Vary, and the tags they depend on, miss and hit alike", async () => {
    const ok = [
      ...site.registryAddresses().filter((address) => !/no-such-slug|unknown-slug/.test(address)),
      // A release's files keep their own immutable Cache-Control (and this site has no release);
      // the service worker its own `no-cache`, so a changed worker reaches browsers at once.
      ...site
        .feedsAndReads()
        .filter(
          (address) =>
            !address.includes("no-such") &&
            !address.includes("/open-data/releases/") &&
            address !== "/service-worker.js",
        ),
      "/api/v1/courses/approved",
      "/api/v1/reports/summary",
      "/api/v1/public/organizations",
    ];
    for (const url of ok) {
      for (const round of ["first", "again"]) {
        const answer = await site.ctx.app.inject({ url });
        const where = `${url} (${round})`;
        expect(answer.statusCode, where).toBe(200);
        expect(answer.headers["cache-control"], where).toBe(PUBLIC_CACHE_CONTROL);
        expect(answer.headers.vary, where).toBe(
          url.startsWith("/api/") ? "Accept-Encoding, Authorization" : "Accept-Encoding, Save-Data, Cookie",
        );
        const keys = String(answer.headers["surrogate-key"]).split(" ");
        expect(keys, where).toContain("site");
        expect(String(answer.headers["cache-tag"]).split(","), where).toEqual(keys);
      }
    }
    const organisation = await site.ctx.app.inject({ url: `/sw/organisations/${site.slugs.organisation}` });
    expect(String(organisation.headers["surrogate-key"]).split(" ")).toEqual(
      expect.arrayContaining([`org:${site.slugs.organisation}`, "reports", "events", "organisations"]),
    );
    const news = await site.ctx.app.inject({ url: "/news.atom" });
    expect(news.headers["surrogate-key"]).toBe("site news");
  });

  it("signed-in answers: private, no-store, no tags, no CORS", async () => {
    for (const url of ["/api/v1/events/approved", "/api/v1/courses/approved", "/api/v1/reports/summary"]) {
      const answer = await site.ctx.app.inject({ url, headers: site.admin.auth });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe(SIGNED_IN_CACHE_CONTROL);
      expect(answer.headers["surrogate-key"], url).toBeUndefined();
      expect(answer.headers["cache-tag"], url).toBeUndefined();
      expect(answer.headers["access-control-allow-origin"], url).toBeUndefined();
    }
  });

  it("a public write purges the tags it made stale; a refused one purges nothing", async () => {
    // The set-up's writes purged too.
    await site.ctx.app.publicCache.settled();
    expect(purges.length).toBeGreaterThan(0);
    purges.length = 0;
    const refused = await site.ctx.app.inject({ method: "POST", url: "/api/v1/courses", payload: {} });
    expect(refused.statusCode).toBe(401);
    const image = await storedImageUrl(site.ctx.database.db);
    const partner = await site.ctx.app.inject({
      method: "POST",
      url: "/api/v1/partners",
      headers: site.admin.auth,
      payload: { organizationName: "Cloud Partner", link: "https://partner.example", image },
    });
    expect(partner.statusCode, partner.body).toBe(201);
    await site.ctx.app.publicCache.settled();
    expect(purges).toEqual([
      {
        tags: ["partners", "organisations"],
        surrogateKey: "partners organisations",
        authorization: "Bearer cdn-secret",
      },
    ]);
  });

  it("names tags from the address only, and purges the whole site for writes it cannot place", () => {
    expect(tagsOf("/api/v1/news/approved?q=x")).toEqual(["site", "news", "organisations"]);
    expect(tagsOf("/sw/learning?utm=1")).toEqual(["site", "courses"]);
    expect(tagsOf("/organisations/Acme%20<x>")).toContain("org:acmex");
    expect(tagsOf("/contact")).toEqual(["site"]);
    expect(purgedBy("/api/v1/reports/123/review")).toEqual(["reports", "organisations"]);
    expect(purgedBy("/api/v1/trash/abc/restore")).toEqual(["site"]);
  });
  it("serves the service worker with no-cache and an ETag (a 304 when unchanged), comment lines left out", async () => {
    const first = await site.ctx.app.inject({ url: "/service-worker.js" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-type"]).toContain("text/javascript");
    expect(first.body).toBe("self.addEventListener('fetch', () => {});\n");
    const etag = String(first.headers.etag);
    const again = await site.ctx.app.inject({
      url: "/service-worker.js",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});
