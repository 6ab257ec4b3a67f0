// A stand-in for the web build (apps/web/dist) for tests of the server's pages: an HTML template,
// an SSR entry that renders the URL it is given (and counts its renders), one script and its gzip
// copy, one media file. Tests that need more of the page's text write their own.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app-abc123.js"></script></body></html>`;

const ENTRY = `
export function pageMetaFor(path) {
  return { path, title: "Title " + path, description: "About " + path };
}
export async function render(url) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  return { html: "<main>" + url.replace(/</g, "&lt;") + "</main>" };
}
`;

/** Writes the stand-in build (with `entry` as its SSR bundle) to a new temporary directory. */
export function fakeWebDist(entry: string = ENTRY): string {
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
  return dist;
}
