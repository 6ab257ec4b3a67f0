import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes .br and .gz next to each built script, style sheet and SVG, compressed once at the
 * highest levels; the server sends them as they are (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = "dist";
  let ssr = false;
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      const dir = join(outDir, "assets");
      for (const file of readdirSync(dir)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const source = readFileSync(join(dir, file));
        writeFileSync(
          join(dir, `${file}.br`),
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // Compiles the message catalogues (src/i18n/locales) at build time; a message missing in one
    // language fails the build (docs/decisions/0029-public-site-in-two-languages.md).
    lingui({
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    tailwindcss(),
    precompress(),
  ],
  resolve: {
    alias: {
      // wouter takes useSyncExternalStore from the shim package written for React 16 and 17;
      // React 19 has it built in, and the shim cost 0.24 KB gzip on every first load.
      "use-sync-external-store/shim/index.js": "react",
    },
  },
  build: {
    target: "es2020",
    sourcemap: false,
    manifest: true,
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
});
