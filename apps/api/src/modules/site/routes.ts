// Serves the built React app (apps/web/dist):
// - /assets/* (hashed, precompressed .br/.gz when present) with a long immutable cache, /media/*
//   cacheable for a week;
// - the public pages of the page registry (packages/shared/src/pages.ts) rendered on the server
//   with the SSR bundle: their data is read in-process through `app.inject` from the public API
//   (so the API's own caching applies), the <head> gets title, description, canonical and Open
//   Graph tags, and the data travels in <script id="initial-data" type="application/json"> (never
//   executed: the CSP forbids inline script). The rendered pages are held by the public cache
//   (plugins/public-cache.ts, `config.publicCache`), which also clears them after a public write;
// - links to the site itself use PUBLIC_URL, never the request's Host header, so a forged Host
//   can neither reach the renderer nor poison a cached page;
// - staff routes (/admin-*) get the SPA shell (no SSR); unknown pages the 404 page (rendered once:
//   it carries no data) with status 404; unknown /api/* (and asset) paths a JSON 404;
// - /impact renders the summary of the period in its query (?year=&quarter=, validated leniently:
//   a bad value is dropped, so the key set stays bounded), /organisations/:slug the organisation's
//   public page (its title and description from its name; an old slug answers 301 to the new
//   address, an unknown one the 404 page) with a few of its news, upcoming events, open jobs and
//   insights;
// - every public page also in Kiswahili under /sw (languages.ts): rendered in its language with
//   <html lang>, its canonical URL and hreflang alternates; the public cache keys it apart (its
//   own route);
// - robots.txt (staff routes disallowed) and sitemap.xml (the pages above, every public
//   organisation page, and every published news item, event, job and insight, in both languages).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  API_BASE,
  API_ERRORS,
  CONTENT_KINDS,
  CONTENT_PAGE_TEXTS,
  CONTENT_PAGES,
  type ContentKind,
  contentApiQuery,
  contentDescription,
  contentListPath,
  contentListSearch,
  contentPageTitle,
  contentSearchString,
  FIXED_PUBLIC_PAGE_KEYS,
  type FixedPublicPageKey,
  LANGUAGES,
  type Language,
  languageOfPath,
  ORGANISATION_PAGE_TEXTS,
  organisationContentQueries,
  organisationPageTitle,
  PAGES,
  PUBLIC_LIST_PAGE_SIZE,
  PublicEventOut,
  PublicJobOut,
  type PublicPageEntry,
  type PublicPageKey,
  pagePath,
  pathInLanguage,
  QUARTERS,
  REPORT_MAX_YEAR,
  REPORT_MIN_YEAR,
  SITE,
  STAFF_PAGE_KEYS,
} from "@alliance/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { lighterHtml, varyOf, wantsLighterPage } from "../../lib/lighter-page";
import { eventJsonLd, jobPostingJsonLd } from "../content/json-ld";
import { publishedContent } from "../content/sitemap";
import siteForms, { type FormPageReply } from "./forms";
import {
  alternateLinks,
  inLanguage,
  LANGUAGE_PREFIX,
  OG_LOCALE,
  SITEMAP_XHTML_NAMESPACE,
  sitemapUrls,
  urlIn,
} from "./languages";
import { loadAssets, registerAssets } from "./static-assets";

declare module "fastify" {
  interface FastifyInstance {
    /** Renders a public page with a form's state (see forms.ts); only when the web app is built. */
    sendFormPage: FormPageReply;
  }
}

interface PageMeta {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
  /** An image of the page itself (an item's upload) for og:image, instead of the site's. */
  image?: string | undefined;
}

interface SsrModule {
  render(url: string, initialData: Record<string, unknown>): Promise<{ html: string }>;
  pageMetaFor(pathname: string): PageMeta;
  /** An organisation page's title and description in the address's language. */
  organisationMetaFor?(pathname: string, name: string): { title: string; description: string };
  /** Each public page's module in the client build's manifest, for modulepreload. */
  PUBLIC_PAGE_MODULES?: Partial<Record<PublicPageKey, string>>;
  /** The catalogue modules (client build manifest keys) a page loads before hydrating. */
  catalogueModulesFor?(pathname: string): string[];
}

/** The staff screens' addresses: the SPA shell, and disallowed in robots.txt. */
const STAFF_PATHS = STAFF_PAGE_KEYS.map((key) => PAGES[key].path);

/** Pages listed in sitemap.xml as they are (the sign-in pages are kept out of search results). */
const SITEMAP_PATHS = FIXED_PUBLIC_PAGE_KEYS.filter((key) => PAGES[key].sitemap).map(
  (key) => PAGES[key].path,
);

/** Public pages with a handler of their own below: their reads depend on the query. */
const PAGES_WITH_OWN_HANDLER = new Set<PublicPageKey>([
  "impact",
  ...CONTENT_KINDS.map((kind) => CONTENT_PAGES[kind].list),
]);

/**
 * The query a fixed page is rendered with (a search sent without JavaScript); the public cache
 * keys the page by these values only. Other fixed pages ignore their query.
 */
const PAGE_SEARCH: Partial<Record<FixedPublicPageKey, z.ZodType>> = {
  learning: z.object({ q: z.string().trim().max(100).optional().catch(undefined) }),
};

/** `?name=value...` of the values set, or "". */
function searchString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The impact page's period: a value that is not a year or a quarter is dropped (the page shows all
 * periods) rather than refused, and the public cache keys pages by these two values only.
 */
const ImpactPageQuery = z.object({
  year: z.coerce.number().int().min(REPORT_MIN_YEAR).max(REPORT_MAX_YEAR).optional().catch(undefined),
  quarter: z.enum(QUARTERS).optional().catch(undefined),
});

/** What the server renders for one address: the route the client sees, its data and its head. */
interface PageRequest {
  /** The page's language: its addresses below are English, put under /sw for Kiswahili. */
  language: Language;
  /** The address rendered (path and query), as the browser's router will read it. */
  renderUrl: string;
  /** The page's own address, for the canonical link and og:url. */
  canonicalPath: string;
  /** The page in the registry, whose module is preloaded (none for the 404 page). */
  pageKey?: PublicPageKey | undefined;
  /** Initial data: values read from the public API, or built from them. */
  data: () => Promise<{ data: Record<string, unknown>; complete: boolean }>;
  /** The head's title and description, when they come from the data rather than the route. */
  meta?: (data: Record<string, unknown>) => PageMeta | undefined;
  /** More of the head from the data: feed links, structured data (already escaped). */
  head?: (data: Record<string, unknown>) => string;
}

const NOT_FOUND_KEY = "/__not-found__";

/**
 * News and insights change only with writes: their pages are in the public cache. Events and jobs
 * change with the time (past, closed), as their API reads do (ADR 0028): rendered each time.
 */
const CACHED_CONTENT: Record<ContentKind, boolean> = {
  news: true,
  events: false,
  jobs: false,
  insights: true,
};

/** A list page's query as read leniently (contentListSearch keeps the valid values only). */
const ContentListQuery = z.object({
  q: z.string().optional().catch(undefined),
  page: z.string().optional().catch(undefined),
  eventType: z.string().optional().catch(undefined),
  month: z.string().optional().catch(undefined),
  type: z.string().optional().catch(undefined),
  workMode: z.string().optional().catch(undefined),
  location: z.string().optional().catch(undefined),
  organization: z.string().optional().catch(undefined),
});

/** The text an item's description is taken from. */
const ITEM_TEXT: Record<ContentKind, string> = {
  news: "body",
  events: "description",
  jobs: "about",
  insights: "summary",
};

/** JSON for a <script type="application/ld+json"> element (`<` escaped, as for the initial data). */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${serializeData(value)}</script>`;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk files a module needs (itself and its static imports), for <link rel="modulepreload">. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const own = entry.isEntry ? [] : [entry.file];
  return [...own, ...(entry.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}
const HTML_TYPE = "text/html; charset=utf-8";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** JSON for a <script type="application/json"> element: `<` escaped so nothing can close the tag. */
export function serializeData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function headTags(
  meta: PageMeta,
  origin: string,
  pathname: string,
  language: Language,
  preload: string[] = [],
  extra = "",
): string {
  const url = urlIn(origin, pathname, language);
  const tags = [
    // The home page's largest paint is the hero video's poster: fetch it with the HTML.
    ...(pathname === PAGES.home.path
      ? [
          `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${SITE.heroVideo.poster}" />`,
        ]
      : []),
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(origin, pathname),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.title)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${meta.image || SITE.heroVideo.poster}`)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[language]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (extra) tags.push(extra);
  return tags.join("\n    ");
}

function fill(template: string, head: string, html: string, data: string): string {
  // Functions as replacements, so `$` sequences in the content are never interpreted.
  return template
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => html)
    .replace("<!--app-data-->", () => data);
}

export default fp(
  async function web(app: FastifyInstance, opts: { webDist: string }) {
    const dist = opts.webDist;
    const templatePath = join(dist, "index.html");
    const ssrPath = join(dist, "server", "entry-server.js");
    if (!existsSync(templatePath) || !existsSync(ssrPath)) {
      app.log.warn({ dist }, "web app not built: run `npm run build`; only the API is served");
      return;
    }
    const template = await readFile(templatePath, "utf8");
    const templates: Record<Language, string> = { en: template, sw: inLanguage(template, "sw") };
    const ssr = (await import(pathToFileURL(ssrPath).href)) as SsrModule;
    const origin = app.config.PUBLIC_URL;
    const manifestPath = join(dist, ".vite", "manifest.json");
    const manifest: Manifest = existsSync(manifestPath)
      ? JSON.parse(await readFile(manifestPath, "utf8"))
      : {};
    /** The page's chunks and its catalogues in its language, preloaded with the entry. */
    const preloads = (pageKey: PublicPageKey | undefined, renderPath: string) => {
      const key = pageKey === undefined ? undefined : ssr.PUBLIC_PAGE_MODULES?.[pageKey];
      const keys = [...(key ? [key] : []), ...(ssr.catalogueModulesFor?.(renderPath) ?? [])];
      return [...new Set(keys.flatMap((module) => chunkFiles(manifest, module)))];
    };

    registerAssets(app, "/assets/", await loadAssets(join(dist, "assets")));
    // The hero video and pictures stay on disk: large, and browsers ask for ranges of a video.
    if (existsSync(join(dist, "media"))) {
      await app.register(fastifyStatic, {
        root: join(dist, "media"),
        prefix: "/media/",
        maxAge: "7d",
        index: false,
      });
    }
    for (const file of ["favicon.svg"]) {
      const path = join(dist, file);
      if (!existsSync(path)) continue;
      const body = await readFile(path);
      app.get(`/${file}`, { schema: { hide: true } }, (_request, reply) =>
        reply.type("image/svg+xml").header("cache-control", "public, max-age=604800").send(body),
      );
    }

    async function readApi(url: string): Promise<unknown> {
      try {
        const response = await app.inject({
          method: "GET",
          url,
          headers: { accept: "application/json", ...app.publicCache.internalReadHeaders },
        });
        return response.statusCode === 200 ? response.json() : undefined;
      } catch (error) {
        app.log.warn({ err: error, url }, "prerender data read failed");
        return undefined;
      }
    }

    /** The initial data of a page with fixed reads (its `reads`), and whether all could be read. */
    async function readPageData(reads: Readonly<Record<string, string>>) {
      const entries = Object.entries(reads);
      const values = await Promise.all(entries.map(([, path]) => readApi(`${API_BASE}${path}`)));
      const data: Record<string, unknown> = {};
      entries.forEach(([name], index) => {
        if (values[index] !== undefined) data[name] = values[index];
      });
      return { data, complete: values.every((value) => value !== undefined) };
    }

    const fixedPage = (key: FixedPublicPageKey, language: Language): PageRequest => {
      const page: PublicPageEntry = PAGES[key];
      return {
        language,
        renderUrl: page.path,
        canonicalPath: page.path,
        pageKey: key,
        data: () => readPageData(page.reads ?? {}),
      };
    };

    const notFoundPage = (language: Language): PageRequest => ({
      language,
      renderUrl: "/404",
      canonicalPath: "/",
      data: async () => ({ data: {}, complete: true }),
    });

    /** The page, and whether all its data could be read (else it must not be cached). */
    async function renderPage(
      page: PageRequest,
      lighter = false,
    ): Promise<{ html: string; complete: boolean }> {
      const { data, complete } = await page.data();
      const renderUrl = pathInLanguage(page.renderUrl, page.language);
      const renderPath = new URL(renderUrl, "http://x").pathname;
      // The lighter page says so in its footer (which then offers the full one).
      const { html } = await ssr.render(renderUrl, lighter ? { ...data, lighter: true } : data);
      const meta = page.meta?.(data) ?? ssr.pageMetaFor(renderPath);
      const dataScript = Object.keys(data).length
        ? `<script id="initial-data" type="application/json">${serializeData(data)}</script>`
        : "";
      const html_ = fill(
        templates[page.language],
        headTags(
          meta,
          origin,
          page.canonicalPath,
          page.language,
          preloads(page.pageKey, renderPath),
          page.head?.(data),
        ),
        html,
        dataScript,
      );
      return { html: lighter ? lighterHtml(html_) : html_, complete };
    }

    // The 404 page carries no data: rendered once per language, so unknown URLs cost no rendering.
    const notFoundHtml = new Map<string, Promise<{ html: string; complete: boolean }>>();
    const renderNotFound = (language: Language, lighter: boolean) => {
      const key = `${language}${lighter ? " lighter" : ""}`;
      let rendered = notFoundHtml.get(key);
      if (!rendered) {
        rendered = renderPage(notFoundPage(language), lighter).catch((error) => {
          notFoundHtml.delete(key);
          throw error;
        });
        notFoundHtml.set(key, rendered);
      }
      return rendered;
    };

    const shell = fill(
      template,
      `<title>${escapeHtml(SITE.title)}</title>\n    <meta name="robots" content="noindex" />`,
      "",
      "",
    );

    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageRequest | typeof NOT_FOUND_KEY,
      status = 200,
      cacheControl?: string,
    ) {
      const lighter = wantsLighterPage(request.headers);
      reply.header("vary", varyOf(HTML_TYPE));
      try {
        const { html, complete } = await (page === NOT_FOUND_KEY
          ? renderNotFound(languageOfPath(request.url), lighter)
          : renderPage(page, lighter));
        // A page whose data could not be read is not kept (no-store): the browser loads the data.
        return reply
          .code(status)
          .type(HTML_TYPE)
          .header("cache-control", cacheControl ?? (complete ? "no-cache" : "no-store"))
          .send(html);
      } catch (error) {
        // The browser can still render the page from the shell.
        request.log.error(
          { err: error, page: page === NOT_FOUND_KEY ? page : page.renderUrl },
          "server rendering failed",
        );
        return reply.code(status).type(HTML_TYPE).header("cache-control", "no-store").send(shell);
      }
    }

    /**
     * The public pages in one language, at their addresses in it (Kiswahili's under /sw). Each
     * is its own route, so the public cache keeps the languages apart.
     */
    function registerPublicPages(language: Language) {
      const prefix = LANGUAGE_PREFIX[language];
      const at = (path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);

      for (const key of FIXED_PUBLIC_PAGE_KEYS) {
        if (PAGES_WITH_OWN_HANDLER.has(key)) continue;
        const querystring = PAGE_SEARCH[key];
        app.get(
          at(PAGES[key].path),
          { schema: { hide: true, ...(querystring ? { querystring } : {}) }, config: { publicCache: true } },
          (request, reply) => {
            const page = fixedPage(key, language);
            const search = querystring ? searchString(request.query as Record<string, unknown>) : "";
            return sendPage(request, reply, { ...page, renderUrl: `${page.renderUrl}${search}` });
          },
        );
      }

      // The impact page of a period: the period's summary, and every period's for the progress
      // toward the target when a filter narrows the first. The URL keeps the filter shareable.
      app.get(
        at(PAGES.impact.path),
        { schema: { hide: true, querystring: ImpactPageQuery }, config: { publicCache: true } },
        (request, reply) => {
          const { year, quarter } = request.query as z.infer<typeof ImpactPageQuery>;
          const search = new URLSearchParams();
          if (year !== undefined) search.set("year", String(year));
          if (quarter !== undefined) search.set("quarter", quarter);
          const query = search.toString();
          const filtered = query !== "";
          return sendPage(request, reply, {
            language,
            renderUrl: filtered ? `${PAGES.impact.path}?${query}` : PAGES.impact.path,
            canonicalPath: PAGES.impact.path,
            pageKey: "impact",
            data: async () => {
              const [summary, overall] = await Promise.all([
                readApi(`${API_BASE}/reports/summary${filtered ? `?${query}` : ""}`),
                filtered ? readApi(`${API_BASE}/reports/summary`) : undefined,
              ]);
              const complete = summary !== undefined && (!filtered || overall !== undefined);
              if (summary === undefined) return { data: {}, complete };
              return {
                data: {
                  impact: {
                    year: year === undefined ? "" : String(year),
                    quarter: quarter ?? "",
                    summary,
                    overall: overall ?? summary,
                  },
                },
                complete,
              };
            },
          });
        },
      );

      // An organisation's page: its public detail and a few of its items of each kind, 301 for an
      // old slug, the 404 page otherwise. Not in the public cache: its upcoming events and open
      // jobs change with the time, as the events and jobs pages do
      // (docs/decisions/0028-news-events-jobs-insights.md); the API reads it is made of are cached
      // where they can be.
      app.get(at(PAGES.organisation.path), { schema: { hide: true } }, async (request, reply) => {
        const { slug } = request.params as { slug: string };
        const response = await app.inject({
          method: "GET",
          url: `${API_BASE}/public/organizations/${encodeURIComponent(slug)}`,
          headers: { accept: "application/json", ...app.publicCache.internalReadHeaders },
        });
        if (response.statusCode === 301) {
          const moved =
            String(response.headers.location ?? "")
              .split("/")
              .pop() ?? "";
          // The API's address carries the slug encoded.
          return reply.redirect(
            pathInLanguage(pagePath("organisation", { slug: decodeURIComponent(moved) }), language),
            301,
          );
        }
        if (response.statusCode === 404) return sendPage(request, reply, NOT_FOUND_KEY, 404);
        const detail =
          response.statusCode === 200 ? (response.json() as { slug: string; name: string }) : undefined;
        const path = pagePath("organisation", { slug: detail?.slug ?? slug });
        return sendPage(request, reply, {
          language,
          renderUrl: path,
          canonicalPath: path,
          pageKey: "organisation",
          data: async () => {
            if (!detail) return { data: {}, complete: false };
            const queries = Object.entries(organisationContentQueries(detail.slug));
            const pages = await Promise.all(
              queries.map(([kind, query]) =>
                readApiPage(`${API_BASE}/${kind}/approved?${new URLSearchParams(query)}`),
              ),
            );
            const lists = Object.fromEntries(
              queries.flatMap(([kind], index) => (pages[index] ? [[kind, pages[index]]] : [])),
            );
            return {
              data: { organisation: detail, organisationContent: { slug: detail.slug, lists } },
              complete: pages.every((page) => page !== undefined),
            };
          },
          meta: () =>
            detail && {
              path,
              ...(ssr.organisationMetaFor?.(pathInLanguage(path, language), detail.name) ?? {
                title: organisationPageTitle(detail.name),
                description: ORGANISATION_PAGE_TEXTS.description(detail.name),
              }),
            },
        });
      });

      /** One page of a public list, and its total (X-Total-Count). */
      async function readApiPage(url: string): Promise<{ items: unknown[]; total: number } | undefined> {
        try {
          const response = await app.inject({
            method: "GET",
            url,
            headers: { accept: "application/json", ...app.publicCache.internalReadHeaders },
          });
          if (response.statusCode !== 200) return undefined;
          const items = response.json();
          if (!Array.isArray(items)) return undefined;
          const total = Number(response.headers["x-total-count"] ?? items.length);
          return { items, total: Number.isFinite(total) ? total : items.length };
        } catch (error) {
          app.log.warn({ err: error, url }, "prerender data read failed");
          return undefined;
        }
      }

      const feedLinks = (kind: ContentKind) =>
        kind === "news"
          ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(CONTENT_PAGE_TEXTS.news.title)}" href="${escapeHtml(`${origin}/news.atom`)}" />`
          : kind === "events"
            ? `<link rel="alternate" type="text/calendar" title="${escapeHtml(CONTENT_PAGE_TEXTS.events.title)}" href="${escapeHtml(`${origin}/events.ics`)}" />`
            : "";

      // News, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md): each list with its filters and page in the URL,
      // each item's page (a past event or closed job still answers; the 404 page for another slug).
      for (const kind of CONTENT_KINDS) {
        const { list, item: itemPage } = CONTENT_PAGES[kind];
        const listPath = contentListPath(kind);
        app.get(
          at(listPath),
          {
            schema: { hide: true, querystring: ContentListQuery },
            config: { publicCache: CACHED_CONTENT[kind] },
          },
          (request, reply) => {
            const search = contentListSearch(kind, request.query as Record<string, unknown>);
            const apiQuery = new URLSearchParams(contentApiQuery(search)).toString();
            return sendPage(request, reply, {
              language,
              renderUrl: `${listPath}${contentSearchString(search)}`,
              canonicalPath: `${listPath}${search.page ? `?page=${search.page}` : ""}`,
              pageKey: list,
              data: async () => {
                const page = await readApiPage(`${API_BASE}/${kind}/approved?${apiQuery}`);
                return {
                  data: page ? { contentList: { kind, search, ...page } } : {},
                  complete: page !== undefined,
                };
              },
              head: () => feedLinks(kind),
            });
          },
        );

        app.get(
          at(PAGES[itemPage].path),
          { schema: { hide: true }, config: { publicCache: CACHED_CONTENT[kind] } },
          async (request, reply) => {
            const { slug } = request.params as { slug: string };
            const response = await app.inject({
              method: "GET",
              url: `${API_BASE}/${kind}/by-slug/${encodeURIComponent(slug)}`,
              headers: { accept: "application/json", ...app.publicCache.internalReadHeaders },
            });
            if (response.statusCode === 404 || response.statusCode === 400)
              return sendPage(request, reply, NOT_FOUND_KEY, 404);
            const item =
              response.statusCode === 200
                ? (response.json() as Record<string, unknown> & {
                    slug: string;
                    title: string;
                    image?: string;
                  })
                : undefined;
            const path = pagePath(itemPage, { slug: item?.slug ?? slug });
            return sendPage(request, reply, {
              language,
              renderUrl: path,
              canonicalPath: path,
              pageKey: itemPage,
              data: async () => ({
                data: item ? { contentItem: { kind, slug: item.slug, item } } : {},
                complete: item !== undefined,
              }),
              meta: () =>
                item && {
                  path,
                  title: contentPageTitle(item.title),
                  description: contentDescription(String(item[ITEM_TEXT[kind]] ?? "")),
                  image: item.image || undefined,
                },
              head: () => {
                if (!item) return "";
                // The API's own answer, read by its schema: structured data only from a whole item.
                if (kind === "events") {
                  const event = PublicEventOut.safeParse(item);
                  return event.success ? jsonLdScript(eventJsonLd(event.data, origin)) : "";
                }
                if (kind === "jobs") {
                  const job = PublicJobOut.safeParse(item);
                  return job.success ? jsonLdScript(jobPostingJsonLd(job.data, origin)) : "";
                }
                return feedLinks(kind);
              },
            });
          },
        );
      }
    }

    for (const language of LANGUAGES) registerPublicPages(language);

    // The server's answer to a form sent without JavaScript (forms.ts): the page again with the
    // form's state in its initial data, never stored (it holds what the person typed).
    app.decorate("sendFormPage", (request, reply, { page, language, form, status }) => {
      const fixed = fixedPage(page, language);
      return sendPage(
        request,
        reply,
        {
          ...fixed,
          data: async () => {
            const read = await fixed.data();
            return { data: { ...read.data, form }, complete: read.complete };
          },
        },
        status,
        "no-store",
      );
    });
    await app.register(siteForms);

    for (const page of STAFF_PATHS) {
      app.get(page, { schema: { hide: true } }, (_request, reply) =>
        reply.type(HTML_TYPE).header("cache-control", "no-cache").send(shell),
      );
    }

    app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) => {
      const lines = [
        "User-agent: *",
        "Allow: /",
        ...STAFF_PATHS.map((page) => `Disallow: ${page}`),
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

    /** Every public organisation's slug, page by page through the public list. */
    async function publicSlugs(): Promise<string[]> {
      const slugs: string[] = [];
      for (let page = 1; ; page++) {
        const list = await readApi(
          `${API_BASE}/public/organizations?page=${page}&pageSize=${PUBLIC_LIST_PAGE_SIZE}`,
        );
        if (!Array.isArray(list) || list.length === 0) break;
        slugs.push(...list.map((item: { slug: string }) => item.slug));
        if (list.length < PUBLIC_LIST_PAGE_SIZE) break;
      }
      return slugs;
    }

    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const pages = [
        ...SITEMAP_PATHS,
        ...(await publicSlugs()).map((slug) => pagePath("organisation", { slug })),
      ];
      // Each page in both languages, each naming the other as its alternate.
      const urls = pages.flatMap((page) => sitemapUrls(origin, page));
      // Every published news item, event, job and insight, with its last change.
      for (const item of await publishedContent(app.db)) {
        urls.push(...sitemapUrls(origin, item.path, item.lastModified));
      }
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ${SITEMAP_XHTML_NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(xml);
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !/^\/(api|assets|media|uploads)(\/|$)/.test(pathname);
      if (!wantsPage) return reply.code(404).send({ message: API_ERRORS.notFound });
      return sendPage(request, reply, NOT_FOUND_KEY, 404);
    });
  },
  { name: "web" },
);
