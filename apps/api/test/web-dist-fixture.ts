// A stand-in for the web build (apps/web/dist) for tests of the server's pages: an HTML template,
// an SSR bundle whose loadPage reads the API as the web app's page loaders do and whose render
// writes what it was given (counting its renders), one script and its gzip copy, one media file.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

// A stand-in SSR bundle: its loadPage reads as the web app's page loaders do
// (apps/web/src/pages/public/*.tsx, tested in apps/web/src/app/load-page.test.ts); this file tests
// the server's side: the read it gives, the answers (page, 404, 301), the head, the cache.
export const STAND_IN_ENTRY = `
const PAGES = ["/", "/impact", "/impact/revisions", "/learning", "/membership", "/contact", "/verify", "/login", "/forgot-password", "/set-password", "/follow", "/follow/confirm", "/follow/unsubscribe"];
const KINDS = { news: "newsItem", events: "event", jobs: "job", insights: "insight" };
let renders = 0;
export function pageMetaFor(path) {
  if (!PAGES.includes(path.replace(/^\\/sw(?=\\/|$)/, "") || "/")) return { path: "", title: "Page not found | Site", description: "Not here", noindex: true };
  return { path, title: "Title " + path, description: "About <" + path + ">" };
}
const url = (path, query = {}) => {
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) if (query[name]) search.set(name, query[name]);
  return "/api/v1" + path + (search.size ? "?" + search : "");
};
const listQuery = (kind, q) => {
  const s = {};
  for (const name of ["q", "type", "month", "organization"]) if (q.get(name)) s[name] = q.get(name);
  if (q.get("workMode") && ["onsite", "remote", "hybrid"].includes(q.get("workMode"))) s.workMode = q.get("workMode");
  return s;
};
const period = (q) => {
  const s = new URLSearchParams();
  if (/^\\d{4}$/.test(q.get("year") ?? "")) s.set("year", q.get("year"));
  if (/^Q[1-4]$/.test(q.get("quarter") ?? "")) s.set("quarter", q.get("quarter"));
  return s;
};
export const readsQuery = (key) => key === "impact" || key in KINDS;
export function pageQuery(key, query) {
  const q = new URLSearchParams(Object.entries(query).filter(([, v]) => typeof v === "string"));
  return Object.fromEntries(key === "impact" ? period(q) : Object.entries(listQuery(key, q)));
}
export async function loadPage(address, readUrl) {
  const { pathname, searchParams } = new URL(address, "http://x");
  const language = pathname.startsWith("/sw") ? "sw" : "en";
  const path = language === "sw" ? pathname.slice(3) || "/" : pathname;
  const inLanguage = (p) => (language === "sw" ? (p === "/" ? "/sw" : "/sw" + p) : p);
  const reads = {};
  let complete = true;
  const read = async (at) => {
    const result = await readUrl(at);
    if (result.status === 200) reads[at] = { data: result.data, total: result.total };
    else if (result.status !== 404) complete = false;
    return result;
  };
  const page = (pageKey, renderUrl, more = {}) => ({ pageKey, language, renderUrl: inLanguage(renderUrl), canonicalPath: more.canonical ?? renderUrl, reads, complete, ...more });
  if (path === "/") {
    await Promise.all([read(url("/reports/summary")), read(url("/members/approved")), read(url("/partners"))]);
    return page("home", "/");
  }
  if (path === "/learning") return (await read(url("/courses/approved")), page("learning", "/learning"));
  if (path === "/impact") {
    const search = period(searchParams);
    await Promise.all([read(url("/reports/summary", Object.fromEntries(search))), search.size ? read(url("/reports/summary")) : undefined]);
    return page("impact", "/impact" + (search.size ? "?" + search : ""), { canonical: "/impact" });
  }
  if (PAGES.includes(path)) return page(path === "/impact/revisions" ? "revisions" : path.slice(1), path);
  const [, first, slug] = path.split("/");
  if (first === "organisations" && slug) {
    const detail = await read(url("/public/organizations/" + slug));
    if (detail.status === 404) return { notFound: true };
    if (detail.data.slug !== slug) return { redirect: inLanguage("/organisations/" + detail.data.slug) };
    await Promise.all(Object.keys(KINDS).map((kind) => read(url("/" + kind + "/approved", { organization: slug, page: "1", pageSize: "3", ...(kind === "events" ? { when: "upcoming" } : {}) }))));
    return page("organisation", path, { meta: { title: detail.data.name + " | Kenya AI Skilling Alliance", description: detail.data.name + ", member of the Alliance" } });
  }
  if (first in KINDS && !slug) {
    const search = listQuery(first, searchParams);
    await read(url("/" + first + "/approved", { ...search, page: "1", pageSize: "12" }));
    const query = new URLSearchParams(search).toString();
    return page(first, path + (query ? "?" + query : ""), { canonical: path });
  }
  if (first in KINDS && slug) {
    const item = await read(url("/" + first + "/by-slug/" + slug));
    if (item.status === 404 || item.status === 400) return { notFound: true };
    return page(KINDS[first], path, { data: item.data, meta: { title: item.data.title + " | Kenya AI Skilling Alliance", description: String(item.data.description ?? item.data.about ?? "").replace(/\\s+/g, " "), image: item.data.image } });
  }
  return { notFound: true };
}
export async function render(url, reads) {
  renders += 1;
  const read = (prefix) => Object.entries(reads).find(([at]) => at.startsWith(prefix))?.[1];
  const names = (read("/api/v1/members/approved")?.data ?? []).map((m) => m.organizationName.replace(/</g, "&lt;")).join("|");
  const detail = read("/api/v1/public/organizations/")?.data;
  const organisation = detail ? " " + detail.name.replace(/</g, "&lt;") : "";
  const itemRead = Object.entries(reads).find(([at]) => at.includes("/by-slug/"))?.[1]?.data;
  const item = itemRead ? " item:" + itemRead.title.replace(/</g, "&lt;") + (itemRead.closed ? " (closed)" : "") + (itemRead.past ? " (past)" : "") : "";
  const listRead = !detail && Object.entries(reads).find(([at]) => /\\/(news|events|jobs|insights)\\/approved/.test(at))?.[1];
  const list = listRead ? " list:" + listRead.data.length + "/" + listRead.total : "";
  return { html: '<main data-renders="' + renders + '">' + (url.endsWith("/404") ? "Page not found" : url) + " " + names + organisation + item + list + "</main>" };
}
`;

/** Writes the stand-in build to a new temporary directory and returns its path. */
export function fakeWebDist(entry: string = STAND_IN_ENTRY): string {
  const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  writeFileSync(join(dist, "index.html"), TEMPLATE);
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "server", "entry-server.js"), entry);
  mkdirSync(join(dist, "assets"));
  const js = `console.log(${JSON.stringify("x".repeat(2000))});`;
  writeFileSync(join(dist, "assets", "app-abc123.js"), js);
  writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync(js));
  mkdirSync(join(dist, "media"));
  writeFileSync(join(dist, "media", "hero-poster.webp"), Buffer.from("RIFF0000WEBP"));
  // The service worker the server serves from the site's root (its comment lines left out).
  writeFileSync(
    join(dist, "service-worker.js"),
    "// The worker.\nself.addEventListener('fetch', () => {});\n",
  );
  return dist;
}
