// Front-end measures: first-load compressed JavaScript per public page (from the server-rendered
// HTML and the built files), and Lighthouse mobile scores driving the local Chromium.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

/** The script and modulepreload URLs of a page, and its style sheets. */
export function assetsOf(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, "i").exec(tag)?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr("src");
      if (src) scripts.add(src);
    } else {
      const rel = (attr("rel") ?? "").toLowerCase();
      const href = attr("href");
      if (!href) continue;
      if (rel === "modulepreload" || (rel === "preload" && attr("as") === "script")) scripts.add(href);
      else if (rel === "stylesheet") styles.add(href);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function localFile(webDist, url) {
  const path = new URL(url, "http://x/").pathname;
  const file = join(webDist, decodeURIComponent(path));
  return existsSync(file) ? file : null;
}

/** gzip -9 and brotli sizes of the files behind `urls` (read from the built dist). */
export function compressedSizes(webDist, urls) {
  let raw = 0;
  let gz = 0;
  let br = 0;
  const missing = [];
  for (const url of urls) {
    const file = localFile(webDist, url);
    if (!file) {
      missing.push(url);
      continue;
    }
    const bytes = readFileSync(file);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    br += brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gz, br, files: urls.length - missing.length, missing };
}

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Lighthouse (mobile, default simulated throttling) on each URL; scores out of 100. */
export async function lighthouseScores(urls, { chromePath = "/usr/bin/chromium", runs = 1 } = {}) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const results = {};
  try {
    for (const url of urls) {
      const attempts = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result.lhr;
        const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
        const failing = [];
        for (const [id, category] of Object.entries(lhr.categories)) {
          for (const ref of category.auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
              failing.push(`${id}:${ref.id}`);
            }
          }
        }
        const scripts = lhr.audits["resource-summary"]?.details?.items?.find(
          (item) => item.resourceType === "script",
        );
        attempts.push({
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
          tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
          scriptTransfer: scripts?.transferSize,
          failing,
          runtimeError: lhr.runtimeError?.message,
        });
      }
      // Median run by performance score.
      attempts.sort((a, b) => a.performance - b.performance);
      results[url] = attempts[Math.floor(attempts.length / 2)];
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
