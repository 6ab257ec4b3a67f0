// End-to-end tests in the machine's Chromium against the built site on a fresh database.
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_ADMIN = { email: "admin@example.org", password: "E2e-admin-password-1" };

// Chromium's headless shell when the machine has it (Debian's chromium-headless-shell; .ci/run
// installs it), as Playwright's own headless default is: the same Blink and V8 without the full
// browser's interface, measured at about half the CPU of `chromium --headless` for the same tests
// (ADR 0054). Else the full browser, as before.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "alliance-e2e-"));
const repoRoot = resolve(import.meta.dirname, "../..");
// E-mails the server sends land here as files (e2e/serve-with-mail.mjs); set once by the runner
// so its workers, which load this file again, read the same folder.
process.env.E2E_MAIL_DIR ??= join(dataDir, "mail");
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR;

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that passes only on a second try is a failure to fix, not a pass: no retries.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Staff flows run several full axe scans of the settled page (see e2e/axe.ts); each takes a few
  // seconds, more on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Only what differs on a phone: the public pages' layouts, menus and touch. The staff flows,
      // the HTTP-level checks (raw HTML, budgets, robots) and the forms' logic run once, in the
      // desktop project (the staff lists and the staff page walk set a phone's width themselves).
      name: "phone",
      use: { ...devices["Pixel 5"], viewport: { width: 360, height: 740 }, launchOptions },
      testMatch: [
        "a11y-all-pages.spec.ts",
        "public-home.spec.ts",
        "public-nav.spec.ts",
        "public-impact.spec.ts",
        "public-impact-picture.spec.ts",
        "public-content.spec.ts",
        "public-kiswahili.spec.ts",
        "public-learning.spec.ts",
      ],
    },
  ],
  webServer: {
    command: "node apps/web/e2e/serve-with-mail.mjs",
    cwd: repoRoot,
    url: `http://127.0.0.1:${E2E_PORT}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      E2E_MAIL_DIR,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: "true",
      // No demo release: the specs approve reports of past quarters without a public reason
      // (releases.spec.ts and the page walk publish the oldest quarter, which they keep to).
      SEED_DEMO_RELEASE: "false",
      LOG_LEVEL: "warn",
      LOGIN_MAX_FAILURES_PER_IP: "1000",
      FORM_MAX_PER_WINDOW: "1000",
      UPLOAD_MAX_PER_WINDOW: "1000",
    },
  },
});
