// Builds the site as `npm start` would serve it, then runs the Playwright tests in Chromium. The
// build is skipped when it is newer than every file it is made from (git's tracked files of the
// web app, the API and the shared package, and the lock file), so running a spec again, or after
// changing only tests, does not build the same site again; E2E_SKIP_BUILD=1 always skips it,
// E2E_BUILD=1 always builds.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const mtime = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Number.NaN;
  }
};

/** True when every build output exists and is newer than all the tracked sources it comes from. */
function buildIsFresh() {
  const outputs = [
    "apps/web/dist/index.html",
    "apps/web/dist/server/entry-server.js",
    "apps/api/dist/server.js",
  ];
  const built = Math.min(...outputs.map(mtime));
  if (Number.isNaN(built)) return false;
  const listed = spawnSync(
    "git",
    [
      "ls-files",
      "-m",
      "-c",
      "--",
      "apps/web",
      "apps/api/src",
      "apps/api/drizzle",
      "packages/shared",
      "package-lock.json",
    ],
    { encoding: "utf8" },
  );
  if (listed.status !== 0) return false;
  const sources = listed.stdout.split("\n").filter((file) => file && !file.startsWith("apps/web/e2e/"));
  return sources.every((file) => !(mtime(file) > built));
}

if (process.env.E2E_BUILD || (!process.env.E2E_SKIP_BUILD && !buildIsFresh())) run("npm", ["run", "build"]);
else console.log("The build is newer than its sources: not built again.");
run("npx", ["playwright", "test", "-c", "apps/web/playwright.config.ts", ...process.argv.slice(2)]);
