// What the process-level tests share to run the built server as an operator would: its bundle,
// built when missing or older than its sources, and a free port on the loopback to give it.
import { type ChildProcess, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { apiPackageDir, repoRoot } from "../../src/lib/paths";

/** The built server, `node` runs it. */
export const serverJs = join(apiPackageDir(), "dist/server.js");

/** The newest modification time of any file below `dir`. */
function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** Builds the API bundle when it is missing or older than its sources (esbuild: a few seconds). */
export function ensureBuilt() {
  const root = repoRoot();
  const sources = Math.max(newest(join(apiPackageDir(), "src")), newest(join(root, "packages/shared/src")));
  if (existsSync(serverJs) && statSync(serverJs).mtimeMs >= sources) return;
  const result = spawnSync("npm", ["run", "build", "-w", "apps/api"], { cwd: root, stdio: "ignore" });
  if (result.status !== 0) throw new Error("npm run build -w apps/api failed");
}

/** A port nothing listens on right now, on 127.0.0.1. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    srv.on("error", reject);
  });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the started server answers `url` with a 2xx; throws with its standard error when it
 * exits first or has not answered in ten minutes (a first PGlite start on a loaded 2-core machine
 * can take minutes).
 */
export async function waitUntilAnswering(child: ChildProcess, url: string, stderr: () => string) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server did not start: ${stderr()}`);
}
