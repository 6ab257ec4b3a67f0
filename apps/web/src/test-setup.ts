import "@testing-library/jest-dom/vitest";
import { LANGUAGES } from "@alliance/shared";
import { loadNamespace } from "./i18n/catalogues";
import { NAMESPACES } from "./i18n/namespaces";

// Every catalogue, as the server has them once loaded, so components render their texts in
// tests without waiting for a chunk (English unless a test wraps them in a LanguageProvider).
await Promise.all(
  LANGUAGES.flatMap((language) => NAMESPACES.map((namespace) => loadNamespace(language, namespace))),
);
