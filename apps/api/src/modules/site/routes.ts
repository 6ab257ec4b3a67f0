// Serves the built React app (apps/web/dist):
// - /assets/* (hashed, precompressed .br/.gz when present) with a long immutable cache
//   (static-assets.ts), /media/* cacheable for a week;
// - the public pages of the page registry rendered on the server with the SSR bundle (pages.ts:
//   each page's loader says what it reads, html.ts writes the head and the template's slots); the
//   rendered pages are held by the public cache (plugins/public-cache, `config.publicCache`), which
//   also clears them after a public write;
// - links to the site itself use PUBLIC_URL, never the request's Host header, so a forged Host
//   can neither reach the renderer nor poison a cached page;
// - staff routes (/admin-*) get the SPA shell (no SSR); unknown pages the 404 page (rendered once:
//   it carries no data) with status 404; unknown /api/* (and asset) paths a JSON 404;
// - robots.txt and sitemap.xml (crawlers.ts).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  API_BASE,
  API_ERRORS,
  type Language,
  PAGES,
  type PublicPageKey,
  type ReadUrl,
  SITE,
  STAFF_PAGE_KEYS,
} from "@alliance/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { bodyHash, matches } from "../../plugins/public-cache/entry";
import { registerCrawlerFiles } from "./crawlers";
import siteForms, { type FormPageReply } from "./forms";
import { chunkFiles, escapeHtml, fill, HTML_TYPE, type Manifest } from "./html";
import { inLanguage } from "./languages";
import { registerPublicPages, type SsrModule } from "./pages";
import { loadAssets, registerAssets } from "./static-assets";

export { chunkFiles, escapeHtml, jsonLdScript, serializeData } from "./html";

declare module "fastify" {
  interface FastifyInstance {
    /** Renders a public page with a form's state (see forms.ts); only when the web app is built. */
    sendFormPage: FormPageReply;
  }
}

/** The staff screens' addresses: the SPA shell, and disallowed in robots.txt. */
const STAFF_PATHS = STAFF_PAGE_KEYS.map((key) => PAGES[key].path);

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

    // The service worker (apps/web/public/service-worker.js, docs/decisions/0049-offline-copy-and-lighthouse.md):
    // at the site's root, so its scope is the whole site; `no-cache` so a changed worker reaches
    // browsers on their next visit (they check it against the server before using their copy).
    // Its comment lines are left out (a third of the file); an ETag makes the browser's check
    // for a new version a 304 when there is none.
    const worker = join(dist, "service-worker.js");
    if (existsSync(worker)) {
      const body = (await readFile(worker, "utf8")).replace(/^[ \t]*\/\/.*\n/gm, "");
      const hash = bodyHash(Buffer.from(body));
      // Budgeted per client like any public read (a flood of fresh query strings gets 429s), with
      // its own `no-cache` kept.
      app.get(
        "/service-worker.js",
        { schema: { hide: true }, config: { publicRead: true, ownCacheControl: true } },
        (request, reply) => {
          reply.header("cache-control", "no-cache").header("etag", `"${hash}"`);
          if (matches(request.headers["if-none-match"], hash)) return reply.code(304).send();
          return reply.type("text/javascript; charset=utf-8").send(body);
        },
      );
    }

    /**
     * The one way the renderer reads the public API: in-process, with the public cache's internal
     * headers. An old address's 301 (an organisation's renamed slug) is followed once: the page's
     * loader sees the current record and answers the redirect itself.
     */
    const read: ReadUrl = async (url) => {
      try {
        return await readOnce(url);
      } catch (error) {
        app.log.warn({ err: error, url }, "prerender data read failed");
        return { status: 0, data: undefined };
      }
    };
    const readOnce: ReadUrl = async (url) => {
      let at = url;
      for (let hop = 0; ; hop++) {
        const response = await app.inject({
          method: "GET",
          url: at,
          headers: { accept: "application/json", ...app.publicCache.internalReadHeaders },
        });
        const location = response.headers.location;
        if (
          response.statusCode === 301 &&
          hop === 0 &&
          typeof location === "string" &&
          location.startsWith(`${API_BASE}/`)
        ) {
          at = location;
          continue;
        }
        if (response.statusCode !== 200) return { status: response.statusCode, data: undefined };
        const total = Number(response.headers["x-total-count"]);
        return { status: 200, data: response.json(), total: Number.isFinite(total) ? total : undefined };
      }
    };

    const shell = fill(
      template,
      `<title>${escapeHtml(SITE.title)}</title>\n    <meta name="robots" content="noindex" />`,
      "",
      "",
    );

    const { sendNotFound, sendFormPage } = registerPublicPages(app, {
      ssr,
      origin,
      templates,
      preloads,
      read,
      shell,
    });

    // The server's answer to a form sent without JavaScript (forms.ts): the page again with the
    // form's state in its initial data, never stored (it holds what the person typed).
    app.decorate("sendFormPage", sendFormPage);
    await app.register(siteForms);

    for (const page of STAFF_PATHS) {
      app.get(page, { schema: { hide: true } }, (_request, reply) =>
        reply.type(HTML_TYPE).header("cache-control", "no-cache").send(shell),
      );
    }

    registerCrawlerFiles(app, { origin, staffPaths: STAFF_PATHS, read });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      const wantsPage =
        (request.method === "GET" || request.method === "HEAD") &&
        !/^\/(api|assets|media|uploads)(\/|$)/.test(pathname);
      if (!wantsPage) return reply.code(404).send({ message: API_ERRORS.notFound });
      return sendNotFound(request, reply);
    });
  },
  { name: "web" },
);
