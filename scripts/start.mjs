// `npm start`: builds what is not built (or is older than its sources), then serves the whole
// site on http://localhost:3000 (PORT) with the embedded database unless DATABASE_URL is set.
// The server runs in this very process, so a signal sent to `npm start` (or to this script) is the
// server's own: it shuts down gracefully and this process exits with it; nothing is left behind.
import { spawn } from "node:child_process";
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

/**
 * Output of this script and of the build. The server that runs in this process logs through the
 * same standard output and must never wait for its reader (a stalled log shipper, a full pipe):
 * so the build runs with its output piped to us, never sharing our stdout and stderr (a child that
 * shares them can leave them in blocking mode when it exits), and what it prints is passed on
 * without waiting, dropped when the reader is more than a megabyte behind.
 */
const BEHIND_LIMIT = 1024 * 1024;
const pass = (stream) => (chunk) => {
  if (!stream.destroyed && stream.writableLength < BEHIND_LIMIT) stream.write(chunk);
};
const say = (text) => pass(process.stdout)(`${text}\n`);
// A reader that went away must not crash the server with EPIPE.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

// SKIP_BUILD=1 serves what is built as it is (a deployment that builds once, or a test);
// START_BUILD_COMMAND (a JSON array) replaces the build command, for the process-level tests.
const buildCommand = process.env.START_BUILD_COMMAND
  ? JSON.parse(process.env.START_BUILD_COMMAND)
  : ["npm", "run", "build"];
const needsBuild =
  !!process.env.START_BUILD_COMMAND ||
  (process.env.SKIP_BUILD !== "1" && (builtAt === 0 || sourceAt > builtAt));
if (needsBuild) {
  say("Building the site...");
  // Asynchronous, so a signal during the build is forwarded to it and this script exits with it.
  const build = spawn(buildCommand[0], buildCommand.slice(1), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
  });
  build.stdout.on("data", pass(process.stdout));
  build.stderr.on("data", pass(process.stderr));
  const forward = (signal) => build.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const [code, signal] = await new Promise((resolve) => build.on("close", (c, s) => resolve([c, s])));
  process.off("SIGINT", forward);
  process.off("SIGTERM", forward);
  if (signal) process.exit(signal === "SIGINT" ? 130 : 143);
  if (code !== 0) process.exit(code ?? 1);
}

// Run the server in this process, so signals (Ctrl-C, SIGTERM) reach its graceful shutdown.
// If whatever started us goes away (a shell or `npm` killed, possibly without passing the signal
// on), nobody is left to stop the server: treat it as a SIGTERM rather than live on as an orphan
// holding the data directory.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch); // once: a second signal would mean "exit at once"
  process.kill(process.pid, "SIGTERM");
}, 500);
watch.unref();
process.chdir(root);
await import(join(root, "apps/api/dist/server.js"));
