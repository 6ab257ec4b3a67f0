// Builds for one bench run: the API bundle (like `npm run build -w apps/api`, into a private
// folder so the e2e runs' dist is untouched) and the web app (into apps/web/.tmp/bench-dist unless
// BENCH_WEB_DIST names a built one).
import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { root, WEB_DIST } from "./options.mjs";
import { log } from "./report.mjs";

export async function buildApi() {
  const outfile = join(root, "apps/api/.tmp/bench/server.js");
  await build({
    entryPoints: [join(root, "apps/api/src/server.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: "external-dependencies",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@alliance/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // The certificate batch's signing threads run this plain module beside the bundle.
  copyFileSync(
    join(root, "apps/api/src/modules/credentials/sign-worker.mjs"),
    join(dirname(outfile), "sign-worker.mjs"),
  );
  return outfile;
}

export function buildWeb() {
  if (WEB_DIST) return WEB_DIST;
  const out = join(root, "apps/web/.tmp/bench-dist");
  const vite = join(root, "node_modules/.bin/vite");
  const opts = {
    cwd: join(root, "apps/web"),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  };
  log("building the web app into", out);
  let r = spawnSync(vite, ["build", "--outDir", out, "--emptyOutDir"], opts);
  if (r.status !== 0) throw new Error("web build failed");
  r = spawnSync(
    vite,
    ["build", "--ssr", "src/entry-server.tsx", "--outDir", join(out, "server"), "--emptyOutDir"],
    opts,
  );
  if (r.status !== 0) throw new Error("web SSR build failed");
  return out;
}
