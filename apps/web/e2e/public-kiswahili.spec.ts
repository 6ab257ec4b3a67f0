// The public site in Kiswahili (docs/decisions/0029-public-site-in-two-languages.md): /sw is the
// home page in Kiswahili, server-rendered with <html lang="sw">, its canonical URL and hreflang
// alternates; the language switch leads to the same page in the other language both ways and is
// remembered (a note offers the remembered language later, never a redirect); the sitemap lists
// both languages. Runs at desktop and phone widths (the two projects).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const WEB_DIST = join(import.meta.dirname, "..", "dist");

/** The alternates and canonical link of the page's head, as hreflang → address. */
async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The header's language switch (the mobile menu stays closed: it is always in view). */
const languageSwitch = (page: Page, name: "Kiswahili" | "English") =>
  page.getByRole("banner").getByRole("link", { name, exact: true });

test("the home page in Kiswahili: its language, head, words and layout", async ({ page, request }) => {
  const raw = await (await request.get("/sw")).text();
  expect(raw).toContain('<html lang="sw"');
  expect(raw).toContain("Jiunge na Muungano");

  await page.goto("/sw");
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page).toHaveTitle("Kenya AI Skilling Alliance");
  expect(await headLinks(page)).toEqual({
    canonical: `${ORIGIN}/sw`,
    alternates: { en: `${ORIGIN}/`, sw: `${ORIGIN}/sw`, "x-default": `${ORIGIN}/` },
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kenya AI Skilling Alliance");
  await expect(page.getByRole("link", { name: "Jiunge na Muungano" })).toHaveAttribute(
    "href",
    "/sw/membership",
  );
  await expect(page.getByRole("heading", { name: "Matokeo Yetu ya Pamoja" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nguzo Zetu za Kimkakati" })).toBeVisible();
  // The figures and the progress bar read in Kiswahili; no compact "M1" anywhere.
  await expect(page.locator("#target-label")).toContainText(
    "Hatua kuelekea watu 1,000,000 waliopata mafunzo",
  );
  await expect(page.locator("main")).not.toContainText(/\bM1\b/);
  // The pillars open and close in Kiswahili once hydrated.
  await page
    .locator("#pillars")
    .getByRole("button", { name: /^Zaidi/ })
    .first()
    .click();
  await expect(page.locator("#pillars").getByRole("button", { name: /^Ficha/ })).toBeVisible();
  // Nothing of the English header is left.
  await expect(page.getByRole("banner")).not.toContainText("Membership");
  await expect(page.getByRole("contentinfo")).toContainText("Haki zote zimehifadhiwa");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the Kiswahili home page's first-load JavaScript carries no English catalogue", async ({ page }) => {
  // The English catalogues' chunks, from the client build's manifest.
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const englishCatalogues = Object.entries(manifest)
    .filter(([key]) => key.startsWith("src/i18n/locales/en/"))
    .map(([, entry]) => `/${entry.file}`);
  expect(englishCatalogues.length).toBeGreaterThan(2);
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js"))
      scripts.push({ url: new URL(response.url()).pathname, body: response.text() });
  });
  await page.goto("/sw", { waitUntil: "networkidle" });
  expect(scripts.map((script) => script.url).filter((url) => englishCatalogues.includes(url))).toEqual([]);
  const bodies = await Promise.all(scripts.map((script) => script.body));
  expect(bodies.some((body) => body.includes("Ruka hadi maudhui makuu"))).toBe(true);
  expect(bodies.some((body) => body.includes("Jiunge na Muungano"))).toBe(true);
  for (const english of [
    "Skip to main content",
    "Join the Alliance",
    "Our Collective Impact",
    "Not stated (online or not recorded)",
  ]) {
    expect(
      bodies.filter((body) => body.includes(english)),
      english,
    ).toEqual([]);
  }
});

test("an English page names its Kiswahili twin, and the document says English", async ({ page }) => {
  await page.goto("/learning?q=data");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const { canonical, alternates } = await headLinks(page);
  expect(canonical).toBe(`${ORIGIN}/learning`);
  expect(alternates).toEqual({
    en: `${ORIGIN}/learning`,
    sw: `${ORIGIN}/sw/learning`,
    "x-default": `${ORIGIN}/learning`,
  });
});

test("the language switch leads to the same page both ways and is remembered, never redirecting", async ({
  page,
}) => {
  await page.goto("/news?q=data");
  await languageSwitch(page, "Kiswahili").click();
  await expect(page).toHaveURL(/\/sw\/news\?q=data$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");

  // The next visit to an English address: still English (no redirect), with an offer in Kiswahili.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const offer = page.getByRole("link", { name: "Soma kwa Kiswahili" });
  await expect(offer).toHaveAttribute("href", "/sw");
  await page.getByRole("button", { name: "Funga" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(offer).toBeHidden();

  // Back to English from the Kiswahili home page.
  await page.goto("/sw");
  await languageSwitch(page, "English").click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test("the sitemap lists every page in both languages with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  for (const path of ["", "/learning", "/membership", "/contact", "/impact", "/news"]) {
    expect(locs).toContain(`${ORIGIN}${path || "/"}`);
    expect(locs).toContain(`${ORIGIN}/sw${path}`);
  }
  expect(xml).toContain(`hreflang="sw" href="${ORIGIN}/sw/learning"`);
  expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/sw`)).length).toBe(locs.length / 2);
});

test("a Kiswahili address that is no page answers the Kiswahili 404 page", async ({ page }) => {
  const response = await page.goto("/sw/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "sw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ukurasa haupatikani");
  await expect(page.getByRole("link", { name: "Nenda kwenye ukurasa wa mwanzo" })).toHaveAttribute(
    "href",
    "/sw",
  );
});
