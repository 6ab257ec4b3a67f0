// The public pages of the page registry (packages/shared/src/pages.ts), in each language at its
// addresses (Kiswahili's under /sw, languages.ts), each its own route so the public cache keeps
// them apart. One handler for all of them (docs/decisions/0032-page-loaders-and-boundaries.md):
// the SSR bundle's `loadPage` says what the address answers (the page with its reads, the 404
// page, or a 301) after reading the public API through `read` (in-process, so the API's own
// caching applies); the page is rendered with those reads, which travel in
// <script id="initial-data" type="application/json"> (never executed: the CSP forbids inline
// script), keyed by the API URL each was read from.
import {
  CONTENT_PAGE_TEXTS,
  LANGUAGES,
  type Language,
  type LoadedPage,
  languageOfPath,
  PAGES,
  PUBLIC_PAGE_KEYS,
  PublicEventOut,
  PublicJobOut,
  type PublicPageKey,
  type PublicReads,
  pathInLanguage,
  type ReadUrl,
} from "@alliance/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { eventJsonLd, jobPostingJsonLd } from "../content/json-ld";
import { escapeHtml, fill, HTML_TYPE, headTags, jsonLdScript, type PageMeta, serializeData } from "./html";
import { LANGUAGE_PREFIX } from "./languages";

/** The SSR bundle (apps/web/src/entry-server.tsx) as the server uses it. */
export interface SsrModule {
  loadPage(url: string, read: ReadUrl): Promise<LoadedPage>;
  render(url: string, reads: PublicReads): Promise<{ html: string }>;
  pageMetaFor(pathname: string): PageMeta;
  /** The query a page reads, valid values only, in a fixed order. */
  pageQuery(key: PublicPageKey, query: Record<string, unknown>): Record<string, string>;
  /** Whether a page reads its query at all. */
  readsQuery(key: PublicPageKey): boolean;
  /** Each public page's module in the client build's manifest, for modulepreload. */
  PUBLIC_PAGE_MODULES?: Partial<Record<PublicPageKey, string>>;
  /** The catalogue modules (client build manifest keys) a page loads before hydrating. */
  catalogueModulesFor?(pathname: string): string[];
}

export interface PageContext {
  ssr: SsrModule;
  origin: string;
  templates: Record<Language, string>;
  /** The page's chunk files and its catalogues, preloaded with the entry. */
  preloads(pageKey: PublicPageKey | undefined, renderPath: string): string[];
  read: ReadUrl;
  /** The SPA shell, sent when rendering fails (the browser renders the page itself). */
  shell: string;
}

/** The feed of a page's kind (the news and events lists, a news item) in its <head>. */
function feedLink(pageKey: PublicPageKey, origin: string): string {
  if (pageKey === "news" || pageKey === "newsItem")
    return `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(CONTENT_PAGE_TEXTS.news.title)}" href="${escapeHtml(`${origin}/news.atom`)}" />`;
  if (pageKey === "events")
    return `<link rel="alternate" type="text/calendar" title="${escapeHtml(CONTENT_PAGE_TEXTS.events.title)}" href="${escapeHtml(`${origin}/events.ics`)}" />`;
  return "";
}

/** An event's or a job's structured data, from the API's own answer read by its schema. */
function structuredData(pageKey: PublicPageKey, data: unknown, origin: string): string {
  if (pageKey === "event") {
    const event = PublicEventOut.safeParse(data);
    return event.success ? jsonLdScript(eventJsonLd(event.data, origin)) : "";
  }
  if (pageKey === "job") {
    const job = PublicJobOut.safeParse(data);
    return job.success ? jsonLdScript(jobPostingJsonLd(job.data, origin)) : "";
  }
  return "";
}

type Rendered = { html: string; complete: boolean };
type Page = Extract<LoadedPage, { pageKey: PublicPageKey }>;

export function registerPublicPages(app: FastifyInstance, context: PageContext) {
  const { ssr, origin, templates, preloads, read, shell } = context;

  async function renderPage(page: Page): Promise<Rendered> {
    const renderPath = new URL(page.renderUrl, "http://x").pathname;
    const { html } = await ssr.render(page.renderUrl, page.reads);
    const meta = page.meta ?? ssr.pageMetaFor(renderPath);
    const dataScript = Object.keys(page.reads).length
      ? `<script id="initial-data" type="application/json">${serializeData(page.reads)}</script>`
      : "";
    const extra = feedLink(page.pageKey, origin) + structuredData(page.pageKey, page.data, origin);
    const head = headTags(
      meta,
      origin,
      page.canonicalPath,
      page.language,
      preloads(page.pageKey, renderPath),
      extra,
    );
    return { html: fill(templates[page.language], head, html, dataScript), complete: page.complete };
  }

  // The 404 page carries no data: rendered once per language, so unknown URLs cost no rendering.
  const notFoundHtml = new Map<Language, Promise<Rendered>>();
  const renderNotFound = (language: Language) => {
    let rendered = notFoundHtml.get(language);
    if (!rendered) {
      const renderUrl = pathInLanguage("/404", language);
      rendered = ssr
        .render(renderUrl, {})
        .then(({ html }) => {
          const head = headTags(
            ssr.pageMetaFor(renderUrl),
            origin,
            "/",
            language,
            preloads(undefined, renderUrl),
          );
          return { html: fill(templates[language], head, html, ""), complete: true };
        })
        .catch((error) => {
          notFoundHtml.delete(language);
          throw error;
        });
      notFoundHtml.set(language, rendered);
    }
    return rendered;
  };

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    rendering: () => Promise<Rendered>,
    status: number,
  ) {
    try {
      const { html, complete } = await rendering();
      // A page whose data could not be read is not kept (no-store): the browser reads the data.
      return reply
        .code(status)
        .type(HTML_TYPE)
        .header("cache-control", complete ? "no-cache" : "no-store")
        .send(html);
    } catch (error) {
      // The browser can still render the page from the shell.
      request.log.error({ err: error, url: request.url }, "server rendering failed");
      return reply.code(status).type(HTML_TYPE).header("cache-control", "no-store").send(shell);
    }
  }

  /** The 404 page in the address's language. */
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, () => renderNotFound(languageOfPath(request.url)), 404);

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    let loaded: LoadedPage;
    try {
      loaded = await ssr.loadPage(request.url, read);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, "loading the page failed");
      return reply.code(200).type(HTML_TYPE).header("cache-control", "no-store").send(shell);
    }
    if ("redirect" in loaded) return reply.redirect(loaded.redirect, 301);
    if ("notFound" in loaded) return sendNotFound(request, reply);
    return send(request, reply, () => renderPage(loaded), 200);
  }

  /**
   * A page that reads its query is cached by the query as its loader reads it (valid values only:
   * a client cannot multiply the entries); the query of any other page is ignored.
   */
  const querySchema = (key: PublicPageKey) =>
    ssr.readsQuery(key)
      ? { querystring: z.record(z.string(), z.unknown()).transform((query) => ssr.pageQuery(key, query)) }
      : {};

  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[language];
    const at = (path: string) => (prefix && path === "/" ? prefix : `${prefix}${path}`);
    for (const key of PUBLIC_PAGE_KEYS) {
      app.get(
        at(PAGES[key].path),
        {
          schema: { hide: true, ...querySchema(key) },
          // Cached, or (kept out of the cache) budgeted per client like a miss (ADR 0034).
          config: PAGES[key].cached ? { publicCache: true } : { publicRead: true },
        },
        sendPage,
      );
    }
  }

  return { sendNotFound };
}
