// Lighthouse's SEO audits score 100 on the Kiswahili and English home pages and on a Kiswahili
// list page (lang, hreflang, canonical, descriptions, crawlable links): scripts/lighthouse-seo.mjs
// run against the site under test (docs/decisions/0029-public-site-in-two-languages.md).
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { E2E_PORT } from "../playwright.config";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, "Lighthouse emulates its own phone: once is enough");

test("Lighthouse SEO is 100 on /sw, / and /sw/learning", async () => {
  test.setTimeout(240_000);
  const script = join(import.meta.dirname, "..", "..", "..", "scripts", "lighthouse-seo.mjs");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [script, `http://127.0.0.1:${E2E_PORT}`, "/sw", "/", "/sw/learning"],
    { timeout: 220_000 },
  ).catch((error: { stdout?: string; message: string }) => {
    throw new Error(`${error.message}\n${error.stdout ?? ""}`);
  });
  expect(stdout).toContain("SEO /sw: 100");
  expect(stdout).toContain("SEO /: 100");
  expect(stdout).toContain("SEO /sw/learning: 100");
});
