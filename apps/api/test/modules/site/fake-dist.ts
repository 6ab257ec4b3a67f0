// A stand-in web build for the site tests: the page template, an SSR entry written by the test,
// and optionally a client manifest.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function fakeDist(template: string, entry: string, manifest?: object): string {
  const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
  writeFileSync(join(dist, "index.html"), template);
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, "server", "entry-server.js"), entry);
  mkdirSync(join(dist, "assets"));
  if (manifest) {
    mkdirSync(join(dist, ".vite"));
    writeFileSync(join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  }
  return dist;
}

/**
 * A stand-in SSR bundle's loader for pages that read nothing (the forms' and the lighter pages'
 * tests): the page of a known address, else the 404 page. The learning page reads its `q` as the
 * web app's page does (apps/web/src/pages/public/learning.tsx: trimmed, at most 100 characters).
 */
export const FIXED_PAGES_LOADER = `
const FIXED_PAGES = { "/": "home", "/learning": "learning", "/impact": "impact", "/membership": "membership", "/contact": "contact", "/login": "login", "/forgot-password": "forgotPassword", "/set-password": "setPassword", "/verify": "verify" };
const learningSearch = (query) => {
  const q = String(query.q ?? "").trim();
  return q && q.length <= 100 ? { q } : {};
};
export const readsQuery = (key) => key === "learning";
export const pageQuery = (key, query) => (key === "learning" ? learningSearch(query) : {});
export async function loadPage(address) {
  const { pathname, searchParams } = new URL(address, "http://x");
  const language = pathname === "/sw" || pathname.startsWith("/sw/") ? "sw" : "en";
  const path = language === "sw" ? pathname.slice(3) || "/" : pathname;
  const pageKey = FIXED_PAGES[path];
  if (!pageKey) return { notFound: true };
  const query = new URLSearchParams(pageQuery(pageKey, Object.fromEntries(searchParams))).toString();
  const renderUrl = pathname + (query ? "?" + query : "");
  return { pageKey, language, renderUrl, canonicalPath: path, reads: {}, complete: true };
}
`;
