// `npm start`: builds what is not built (or is older than its sources), then serves the whole
// site on http://localhost:3000 (PORT) with the embedded database unless DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const outputs = [
  join(root, "apps/web/dist/index.html"),
  join(root, "apps/web/dist/server/entry-server.js"),
  join(root, "apps/api/dist/server.js"),
];
const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const sources = [
  "packages/shared",
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/api/src",
  "apps/api/drizzle",
];
const sourceAt = Math.max(
  ...sources.map(
    (s) => newestMtime(join(root, s)) || (existsSync(join(root, s)) ? statSync(join(root, s)).mtimeMs : 0),
  ),
);

if (builtAt === 0 || sourceAt > builtAt) {
  console.log("Building the site...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Run the server in this process, so signals (Ctrl-C, SIGTERM) reach its graceful shutdown.
process.chdir(root);
await import(join(root, "apps/api/dist/server.js"));
