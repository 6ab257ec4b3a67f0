// Bundles the API into dist/server.js. Dependencies stay in node_modules (native modules such as
// sharp and argon2 cannot be bundled); only our own workspace code is bundled.
import { copyFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
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
// The certificate batch's signing threads run this plain module beside the bundle (signing-pool.ts).
copyFileSync("src/modules/credentials/sign-worker.mjs", "dist/sign-worker.mjs");
