// Builds the site as `npm start` would serve it, then runs the Playwright tests in Chromium.
import { spawnSync } from "node:child_process";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) run("npm", ["run", "build"]);
run("npx", ["playwright", "test", "-c", "apps/web/playwright.config.ts", ...process.argv.slice(2)]);
