// The catalogue namespaces (docs/decisions/0029-public-site-in-two-languages.md): `common` holds
// what every public page shows (layout, language switch, shared form texts, not found) and is
// loaded before the first render; every other namespace belongs to one page and is loaded with
// that page's chunk (`picture`, who was trained and where, is shared by the home and impact
// pages; `impact` by the impact and organisation pages; `content` by the news, events, jobs and
// insights lists and item pages; `account` by sign in, forgotten password and choose a password).
// `meta` holds the pages' descriptions for the server's <head> and is never sent to the
// browser. A namespace is one file per language: locales/<language>/<namespace>.json.
export const NAMESPACES = [
  "common",
  "meta",
  "home",
  "picture",
  "learning",
  "membership",
  "contact",
  "account",
  "impact",
  "content",
  "credentials",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
