// Serves the built React app (apps/web/dist):
// - /assets/* (hashed, precompressed .br/.gz when present) with a long immutable cache, /media/*
//   cacheable for a week;
// - the public pages (/, /learning, /membership, /contact, /login) rendered on the server with
//   the SSR bundle: their data is read in-process through `app.inject` from the public API (so the
//   API's own caching applies), the <head> gets title, description, canonical and Open Graph tags,
//   and the data travels in <script id="initial-data" type="application/json"> (never executed:
//   the CSP forbids inline script). The rendered pages are held by the public cache
//   (plugins/public-cache.ts, `config.publicCache`), which also clears them after a public write;
// - links to the site itself use PUBLIC_URL, never the request's Host header, so a forged Host
//   can neither reach the renderer nor poison a cached page;
// - staff routes (/admin-*) get the SPA shell (no SSR); unknown pages the 404 page (rendered once:
//   it carries no data) with status 404; unknown /api/* (and asset) paths a JSON 404;
// - robots.txt (staff routes disallowed) and sitemap.xml (the pages above and every published news
//   item, event, job and insight).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { API_BASE, API_ERRORS, SITE } from "@alliance/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { publishedContent } from "../content/sitemap";
import { loadAssets, registerAssets } from "./static-assets";

interface PageMeta {
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}

interface SsrModule {
  render(url: string, initialData: Record<string, unknown>): Promise<{ html: string }>;
  pageMetaFor(pathname: string): PageMeta;
  PUBLIC_PAGES: readonly string[];
}

export const STAFF_PAGES = [
  "/admin-home",
  "/admin-users",
  "/admin-courses",
  "/admin-members",
  "/admin-requests",
  "/admin-stats",
  "/admin-partners",
  "/admin-completeness",
  "/admin-activity",
  "/admin-account",
  "/admin-outbox",
  "/admin-organizations",
  "/admin-my-organization",
] as const;

/** Pages listed in sitemap.xml (the sign-in page is kept out of search results). */
export const SITEMAP_PAGES = ["/", "/learning", "/membership", "/contact"] as const;

/** The public API reads each prerendered page needs, keyed as the web app's InitialData. */
const PAGE_DATA: Record<string, Array<[key: string, url: string]>> = {
  "/": [
    ["summary", `${API_BASE}/reports/summary`],
    ["members", `${API_BASE}/members/approved`],
    ["partners", `${API_BASE}/partners`],
  ],
  "/learning": [["courses", `${API_BASE}/courses/approved`]],
};

const NOT_FOUND_KEY = "/__not-found__";

/** The module of each public page in the client build (its chunk is preloaded with the entry). */
const PAGE_MODULES: Record<string, string> = {
  "/": "src/pages/public/home.tsx",
  "/learning": "src/pages/public/learning.tsx",
  "/membership": "src/pages/public/membership.tsx",
  "/contact": "src/pages/public/contact.tsx",
  "/login": "src/pages/public/login.tsx",
};

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

function headTags(meta: PageMeta, origin: string, pathname: string, preload: string[] = []): string {
  const url = `${origin}${pathname}`;
  const tags = [
    // The home page's largest paint is the hero video's poster: fetch it with the HTML.
    ...(pathname === "/"
      ? [
          `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${SITE.heroVideo.poster}" />`,
        ]
      : []),
    ...preload.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.title)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${SITE.heroVideo.poster}`)}" />`,
    `<meta property="og:locale" content="en_KE" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.noindex) tags.push(`<meta name="robots" content="noindex" />`);
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
    const ssr = (await import(pathToFileURL(ssrPath).href)) as SsrModule;
    const publicPages = new Set<string>(ssr.PUBLIC_PAGES);
    const origin = app.config.PUBLIC_URL;
    const manifestPath = join(dist, ".vite", "manifest.json");
    const manifest: Manifest = existsSync(manifestPath)
      ? JSON.parse(await readFile(manifestPath, "utf8"))
      : {};
    const preloads = (pathname: string) => {
      const key = PAGE_MODULES[pathname];
      return key ? [...new Set(chunkFiles(manifest, key))] : [];
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

    /** The page, and whether all its data could be read (else it must not be cached). */
    async function renderPage(pathname: string): Promise<{ html: string; complete: boolean }> {
      const reads = PAGE_DATA[pathname] ?? [];
      const values = await Promise.all(reads.map(([, url]) => readApi(url)));
      const data: Record<string, unknown> = {};
      reads.forEach(([name], index) => {
        if (values[index] !== undefined) data[name] = values[index];
      });
      const renderUrl = pathname === NOT_FOUND_KEY ? "/404" : pathname;
      const { html } = await ssr.render(renderUrl, data);
      const meta = ssr.pageMetaFor(renderUrl);
      const canonicalPath = pathname === NOT_FOUND_KEY ? "/" : pathname;
      const dataScript = Object.keys(data).length
        ? `<script id="initial-data" type="application/json">${serializeData(data)}</script>`
        : "";
      const page = fill(
        template,
        headTags(meta, origin, canonicalPath, preloads(pathname)),
        html,
        dataScript,
      );
      return { html: page, complete: values.every((value) => value !== undefined) };
    }

    // The 404 page carries no data: rendered once, so unknown URLs cost no rendering.
    let notFoundPage: Promise<{ html: string; complete: boolean }> | undefined;
    const renderNotFound = () => {
      notFoundPage ??= renderPage(NOT_FOUND_KEY).catch((error) => {
        notFoundPage = undefined;
        throw error;
      });
      return notFoundPage;
    };

    const shell = fill(
      template,
      `<title>${escapeHtml(SITE.title)}</title>\n    <meta name="robots" content="noindex" />`,
      "",
      "",
    );

    async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, status = 200) {
      try {
        const { html, complete } = await (pathname === NOT_FOUND_KEY
          ? renderNotFound()
          : renderPage(pathname));
        // A page whose data could not be read is not kept (no-store): the browser loads the data.
        return reply
          .code(status)
          .type(HTML_TYPE)
          .header("cache-control", complete ? "no-cache" : "no-store")
          .send(html);
      } catch (error) {
        // The browser can still render the page from the shell.
        request.log.error({ err: error, pathname }, "server rendering failed");
        return reply.code(status).type(HTML_TYPE).header("cache-control", "no-store").send(shell);
      }
    }

    for (const page of publicPages) {
      app.get(page, { schema: { hide: true }, config: { publicCache: true } }, (request, reply) =>
        sendPage(request, reply, page),
      );
    }

    for (const page of STAFF_PAGES) {
      app.get(page, { schema: { hide: true } }, (_request, reply) =>
        reply.type(HTML_TYPE).header("cache-control", "no-cache").send(shell),
      );
    }

    app.get("/robots.txt", { schema: { hide: true } }, (_request, reply) => {
      const lines = [
        "User-agent: *",
        "Allow: /",
        ...STAFF_PAGES.map((page) => `Disallow: ${page}`),
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

    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
      const urls = SITEMAP_PAGES.map((page) => `  <url><loc>${escapeHtml(`${origin}${page}`)}</loc></url>`);
      // Every published news item, event, job and insight, with its last change.
      for (const item of await publishedContent(app.db)) {
        urls.push(
          `  <url><loc>${escapeHtml(`${origin}${item.path}`)}</loc><lastmod>${item.lastModified.toISOString()}</lastmod></url>`,
        );
      }
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
