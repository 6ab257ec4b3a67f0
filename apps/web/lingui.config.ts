// Lingui reads the hand-written catalogues (one JSON file per language and namespace, ICU
// MessageFormat by readable ids) and compiles them at build time through @lingui/vite-plugin
// (docs/decisions/0029-public-site-in-two-languages.md). No macros and no extraction: the ids
// are written by hand, and src/i18n/catalogues.test.ts checks both languages hold the same ones.
import { LANGUAGES } from "@alliance/shared";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { NAMESPACES } from "./src/i18n/namespaces";

export default defineConfig({
  locales: [...LANGUAGES],
  sourceLocale: "en",
  fallbackLocales: false,
  format: formatter({ style: "minimal" }),
  catalogs: NAMESPACES.map((namespace) => ({
    path: `<rootDir>/src/i18n/locales/{locale}/${namespace}`,
    include: [],
  })),
});
