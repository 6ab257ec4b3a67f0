// The HTML around a server-rendered page: escaping, the initial data and structured data script
// elements, the <head> tags (title, description, canonical, hreflang alternates, Open Graph,
// modulepreload of the page's chunks) and the template's slots.
import { type Language, PAGES, SITE } from "@alliance/shared";
import { alternateLinks, OG_LOCALE, urlIn } from "./languages";

export const HTML_TYPE = "text/html; charset=utf-8";

/** A page's head: from the page registry's messages, or from its data (an organisation, an item). */
export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean | undefined;
  /** An image of the page itself (an item's upload) for og:image, instead of the site's. */
  image?: string | undefined;
}

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

/** JSON for a <script type="application/ld+json"> element (`<` escaped, as for the initial data). */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${serializeData(value)}</script>`;
}

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk files a module needs (itself and its static imports), for <link rel="modulepreload">. */
export function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const own = entry.isEntry ? [] : [entry.file];
  return [...own, ...(entry.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

export function headTags(
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

export function fill(template: string, head: string, html: string, data: string): string {
  // Functions as replacements, so `$` sequences in the content are never interpreted.
  return template
    .replace("<!--app-head-->", () => head)
    .replace("<!--app-html-->", () => html)
    .replace("<!--app-data-->", () => data);
}
