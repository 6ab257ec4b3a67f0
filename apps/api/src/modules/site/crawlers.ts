// robots.txt (staff routes disallowed) and sitemap.xml (the registry's pages meant for search
// engines, every public organisation page, and every published news item, event, job and insight,
// each in both languages).
import {
  API_BASE,
  FIXED_PUBLIC_PAGE_KEYS,
  PAGES,
  PUBLIC_LIST_PAGE_SIZE,
  pagePath,
  type ReadUrl,
} from "@alliance/shared";
import type { FastifyInstance } from "fastify";
import { publishedContent } from "../content/sitemap";
import { listReleases } from "../releases/repository";
import { SITEMAP_XHTML_NAMESPACE, sitemapUrls } from "./languages";

/** Pages listed in sitemap.xml as they are (the sign-in pages are kept out of search results). */
const SITEMAP_PATHS = FIXED_PUBLIC_PAGE_KEYS.filter((key) => PAGES[key].sitemap).map(
  (key) => PAGES[key].path,
);

/** Every public organisation's slug, page by page through the public list. */
async function publicSlugs(read: ReadUrl): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const { data: list } = await read(
      `${API_BASE}/public/organizations?page=${page}&pageSize=${PUBLIC_LIST_PAGE_SIZE}`,
    );
    if (!Array.isArray(list) || list.length === 0) break;
    slugs.push(...list.map((item: { slug: string }) => item.slug));
    if (list.length < PUBLIC_LIST_PAGE_SIZE) break;
  }
  return slugs;
}

export function registerCrawlerFiles(
  app: FastifyInstance,
  { origin, staffPaths, read }: { origin: string; staffPaths: string[]; read: ReadUrl },
) {
  app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...staffPaths.map((page) => `Disallow: ${page}`),
      "Disallow: /api/",
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  // Reads every public organisation and item: budgeted per client like a miss (ADR 0034).
  app.get(
    "/sitemap.xml",
    { schema: { hide: true }, config: { publicRead: true } },
    async (_request, reply) => {
      const pages = [
        ...SITEMAP_PATHS,
        ...(await publicSlugs(read)).map((slug) => pagePath("organisation", { slug })),
      ];
      // Each page in both languages, each naming the other as its alternate.
      const urls = pages.flatMap((page) => sitemapUrls(origin, page));
      // Every published news item, event, job and insight, with its last change.
      for (const item of await publishedContent(app.db)) {
        urls.push(...sitemapUrls(origin, item.path, item.lastModified));
      }
      // Every release's page (its files never change: dated by its publication).
      for (const release of await listReleases(app.db)) {
        urls.push(
          ...sitemapUrls(origin, pagePath("release", { id: release.id }), new Date(release.publishedAt)),
        );
      }
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${SITEMAP_XHTML_NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(xml);
    },
  );
}
