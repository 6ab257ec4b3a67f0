// Lighthouse's SEO audits of a few pages of a running site, failing unless each scores 100: the
// Kiswahili home page's hreflang, lang and canonical links among them
// (docs/decisions/0029-public-site-in-two-languages.md). The full scores are in `npm run bench`.
// Usage: node scripts/lighthouse-seo.mjs http://127.0.0.1:3000 [/sw /]
const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/sw", "/"];

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  logLevel: "silent",
});
let failed = false;
try {
  for (const path of pages) {
    const { lhr } = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["seo"],
    });
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    const failing = lhr.categories.seo.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    console.log(`SEO ${path}: ${score}${failing.length ? ` (below 1: ${failing.join(", ")})` : ""}`);
    if (score < 100) failed = true;
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
