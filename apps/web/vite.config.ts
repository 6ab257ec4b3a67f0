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

/**
 * Fewer, larger scripts on a public page's first load: each file costs a request and its answer's
 * headers (about 400 bytes on HTTP/1.1), and brotli packs one file better than ten. Left to
 * itself the bundler made 21 files for the home page, 13 of them under 1 KB.
 * - Everything the entry imports statically (React, the router, the shell) goes into the entry.
 * - The small helpers nearly every public page uses go into one shared chunk. Their imports are
 *   not pulled along (`includeDependenciesRecursively: false`): they import `@alliance/shared`,
 *   whose index would otherwise bring every schema and zod.
 */
const PUBLIC_COMMON = [
  "/src/lib/public-read/use-public-read.ts",
  "/src/lib/api-error.ts",
  "/src/lib/use-hydrated.ts",
  "/src/lib/filled-before-hydration.ts",
  "/src/lib/hydrate-when-visible.tsx",
  "/src/i18n/use-format.ts",
  "/src/i18n/format.ts",
  "/src/components/public/new-tab-link.tsx",
  "/src/components/public/lazy-image.tsx",
  "/shared/src/url-safety.ts",
  "/shared/src/content-pages.ts",
  "/src/features/impact/use-summary.ts",
  "/src/features/content/content-labels.ts",
  // Read by content-labels at run time (the message ids of a list's values).
  "/src/i18n/message-ids.ts",
  // A part of several public pages (an event's, a certificate's, a release's): as a file of its
  // own it cost those pages a request and its headers.
  "/src/components/ui/labelled-section.tsx",
  // The instant of `?as_of=` (163 bytes), read by use-summary and the impact and organisation
  // pages: as a file of its own it cost those pages 384 bytes of headers.
  "/shared/src/as-of.ts",
  // Dates in Nairobi's time (275 bytes), read by the impact, event, job and news pages: as a file
  // of its own it cost each of them 384 bytes of headers.
  "/shared/src/dates.ts",
];
/** What the impact page and an organisation's page show first (the home page when scrolled to it). */
const IMPACT_COMMON = [
  "/src/features/impact/quarter-table.tsx",
  "/src/features/impact/quarter-rows.ts",
  "/src/features/impact/metric-labels.ts",
  "/src/features/impact/share.ts",
  "/src/features/impact/period-filter.tsx",
  "/shared/src/impact-page.ts",
  "/shared/src/report-calendar.ts",
  "/shared/src/pledge-periods.ts",
  "/src/features/impact/as-of.tsx",
  // The table parts of the county table and a release's files (the staff tables' too).
  "/src/components/ui/table-parts.tsx",
];
const endsWithOneOf = (paths: string[]) => (id: string) =>
  paths.some((path) => id.replaceAll("\\", "/").endsWith(path));
/** The bundler's helpers for class fields (ApiError's), under virtual ids. */
const CLASS_FIELD_HELPER = /[\\/](defineProperty|toPropertyKey|toPrimitive|typeof)(\.js)?$/;
const CHUNK_GROUPS = [
  { name: "index", tags: ["$initial" as const], priority: 20 },
  {
    name: "public-common",
    test: (id: string) => CLASS_FIELD_HELPER.test(id) || endsWithOneOf(PUBLIC_COMMON)(id),
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: "impact-common",
    test: endsWithOneOf(IMPACT_COMMON),
    priority: 5,
    includeDependenciesRecursively: false,
  },
];

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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    proxy: { "/api": "http://localhost:3000", "/uploads": "http://localhost:3000" },
  },
});
