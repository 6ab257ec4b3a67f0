// The lighter public pages (docs/decisions/0039-works-on-a-cheap-phone.md): a browser that sends
// `Save-Data: on`, or whose reader chose "Lighter page" in the footer (a cookie), gets each public
// page as HTML and CSS only: no hydration script, no preloaded chunks, no initial data. The public
// cache keeps the two variants of a page apart: the variant is part of the cache key and of the
// URL alias its fast path looks up.
import type { IncomingHttpHeaders } from "node:http";

/** The footer's choice, remembered for a year. */
export const LIGHTER_COOKIE = "lighter";

/** Whether the request asks for the lighter page. */
export function wantsLighterPage(headers: IncomingHttpHeaders): boolean {
  if (String(headers["save-data"] ?? "").toLowerCase() === "on") return true;
  return headers.cookie?.split(/;\s*/).includes(`${LIGHTER_COOKIE}=1`) === true;
}

/** Marks the lighter variant of a page's cache key or URL alias (API answers have one variant). */
export function withPageVariant(keyOrUrl: string, url: string, headers: IncomingHttpHeaders): string {
  return !url.startsWith("/api/") && wantsLighterPage(headers) ? `${keyOrUrl}#lighter` : keyOrUrl;
}

/**
 * The page without what only hydration needs: the module scripts, their preloads and the initial
 * data (the HTML already carries the content).
 */
export function lighterHtml(html: string): string {
  const [head = "", body = ""] = html.split(/(?=<body)/);
  return `${head}${withoutPictures(body)}`
    .replace(/<script type="module"[^>]*><\/script>\s*/g, "")
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, "")
    .replace(/<script id="initial-data" type="application\/json">.*?<\/script>\s*/s, "");
}

/**
 * The page's pictures left out: a decorative one (empty alt) goes, one that says something is
 * replaced by its words (a partner's logo by its name). The hero video keeps only its poster: it
 * is never started without the script.
 */
function withoutPictures(body: string): string {
  return body.replace(/<img\b[^>]*>/g, (tag) => {
    const alt = /\balt="([^"]*)"/.exec(tag)?.[1] ?? "";
    return alt ? `<span>${alt}</span>` : "";
  });
}

/** What a cached answer varies on: a page on its lighter variant too, an API answer on its coding. */
export function varyOf(contentType: unknown): string {
  return String(contentType ?? "").startsWith("text/html")
    ? "Accept-Encoding, Save-Data, Cookie"
    : "Accept-Encoding";
}
