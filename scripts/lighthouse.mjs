// Lighthouse's mobile performance of the public pages the project aims at (at
// least 95 on /, /sw, /impact and /learning), with the machine's Chromium: Lighthouse's default
// mobile run (a mid-range phone's screen, 4x CPU slowdown, simulated slow 4G). Not part of
// `npm test` (a run takes minutes and its score moves with the machine's load); the figures go
// into docs/decisions/0049-offline-copy-and-lighthouse.md.
//
// Usage: npm run build, then `npm run lighthouse [-- /path ...]`. It starts the built site on a
// free port with a fresh database and the demo data (as the browser tests do), or measures a
// running site given as LIGHTHOUSE_URL=http://127.0.0.1:3000. LIGHTHOUSE_RUNS=3 keeps each page's
// median run (1 by default). Exits 1 when a page scores below 95.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort, startProcess, stopProcess } from "../bench/lib/util.mjs";
import { lighthouseScores } from "../bench/lib/web.mjs";

const TARGET = 95;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const pages = paths.length ? paths : ["/", "/sw", "/impact", "/learning"];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const root = resolve(import.meta.dirname, "..");

let server;
let dataDir;
let base = process.env.LIGHTHOUSE_URL;
if (!base) {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "alliance-lighthouse-"));
  base = `http://127.0.0.1:${port}`;
  server = await startProcess({
    script: join(root, "apps/api/dist/server.js"),
    label: "the built site (npm run build first)",
    readyUrl: `${base}/ready`,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: base,
      ADMIN_EMAIL: "admin@example.org",
      ADMIN_PASSWORD: "Lighthouse-admin-password-1",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
    },
  });
}

let below = false;
try {
  const results = await lighthouseScores(
    pages.map((path) => `${base}${path}`),
    { runs },
  );
  for (const path of pages) {
    const r = results[`${base}${path}`];
    if (r.runtimeError) {
      console.log(`${path}: error: ${r.runtimeError}`);
      below = true;
      continue;
    }
    if (!(r.performance >= TARGET)) below = true;
    console.log(
      `${path}: performance ${r.performance} (LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms, ` +
        `CLS ${r.cls?.toFixed(3)}, scripts ${((r.scriptTransfer ?? 0) / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  if (server) await stopProcess(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(below ? 1 : 0);
