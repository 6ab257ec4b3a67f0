// Loads the public pages, the sign-in page, a staff page and Swagger UI of a running site in
// Chromium and reports every Content-Security-Policy violation, failed image/video load and
// inline script found in the server-rendered HTML; then signs in through the form (CSP_ADMIN_EMAIL,
// CSP_ADMIN_PASSWORD) and does the same on the staff screens (partner images come from /uploads/).
// Usage: node scripts/csp-check.mjs <base-url>
import { chromium } from "playwright";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const pages = ["/", "/learning", "/membership", "/contact", "/login", "/admin-home", "/api/docs"];
const staffPages = [
  "/admin-home",
  "/admin-users",
  "/admin-courses",
  "/admin-members",
  "/admin-requests",
  "/admin-stats",
  "/admin-partners",
];
const email = process.env.CSP_ADMIN_EMAIL ?? "admin@example.org";
const password = process.env.CSP_ADMIN_PASSWORD;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
let problems = 0;
async function check(context, path) {
  const page = await context.newPage();
  const violations = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  const failed = [];
  page.on("requestfailed", (req) => failed.push(`${req.url()} ${req.failure()?.errorText}`));
  page.on("response", (res) => {
    if (res.status() >= 400) failed.push(`${res.url()} -> ${res.status()}`);
  });
  const response = await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  const html = await response.text();
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g),
  ].map((m) => m[0]);
  const handlers = [...html.matchAll(/\son[a-z]+="/g)].length;
  const media = await page.evaluate(() => ({
    videos: [...document.querySelectorAll("video")].map((v) => ({
      src: v.currentSrc,
      ready: v.readyState,
      error: v.error?.code ?? null,
    })),
    brokenImages: [...document.images]
      .filter((i) => i.complete && i.naturalWidth === 0 && i.loading !== "lazy")
      .map((i) => i.src),
  }));
  const bad =
    violations.length +
    failed.filter((f) => !f.includes("favicon")).length +
    (path === "/api/docs" ? 0 : inline.length + handlers) +
    media.brokenImages.length +
    media.videos.filter((v) => v.error).length;
  problems += bad;
  console.log(
    `${path}: ${bad ? "PROBLEMS" : "ok"}  csp-violations=${violations.length} failed=${failed.length} inline-scripts=${inline.length} inline-handlers=${handlers} videos=${JSON.stringify(media.videos)} broken-images=${media.brokenImages.length}`,
  );
  for (const v of [...violations, ...failed, ...inline, ...media.brokenImages])
    console.log(`   ${v.slice(0, 300)}`);
  await page.close();
}

try {
  for (const path of pages) {
    const context = await browser.newContext();
    await check(context, path);
    await context.close();
  }
  if (password) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.fill("input[type=email]", email);
    await page.fill("input[type=password]", password);
    await Promise.all([page.waitForURL("**/admin-home"), page.click("button[type=submit]")]);
    await page.close();
    for (const path of staffPages) await check(context, path);
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(problems ? 1 : 0);
