// The catalogue namespaces (docs/decisions/0029-public-site-in-two-languages.md): `common` holds
// what every public page shows (layout, language switch, shared form texts, not found) and is
// loaded before the first render; every other namespace belongs to one page and is loaded with
// that page's chunk. A namespace is one file per language: locales/<language>/<namespace>.json.
export const NAMESPACES = [
  "common",
  "home",
  "learning",
  "membership",
  "contact",
  "account",
  "impact",
  "content",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
