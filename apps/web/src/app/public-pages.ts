// The code of each public page, keyed by the page registry's keys (packages/shared/src/pages.ts):
// a public page without its file here is a type error. Each file is its own chunk (lazy-page.tsx);
// the server preloads the chunk of the page it renders by the file's key in the client build's
// manifest, which is derived here rather than written a second time in the API.
import type { PublicPageKey } from "@alliance/shared";
import type { Namespace } from "../i18n/namespaces";
import type { PageModule } from "../lib/public-read/page-load";
import { type LazyPage, lazyPage } from "./lazy-page";

/** Each public page's file, under src/pages/public/. */
const PUBLIC_PAGE_FILES = {
  home: "home.tsx",
  impact: "impact.tsx",
  release: "release.tsx",
  revisions: "revisions.tsx",
  organisation: "organisation.tsx",
  news: "news.tsx",
  newsItem: "news-item.tsx",
  events: "events.tsx",
  event: "event.tsx",
  jobs: "jobs.tsx",
  job: "job.tsx",
  insights: "insights.tsx",
  insight: "insight.tsx",
  verify: "verify.tsx",
  credential: "credential.tsx",
  learning: "learning.tsx",
  membership: "membership.tsx",
  contact: "contact.tsx",
  login: "login.tsx",
  forgotPassword: "forgot-password.tsx",
  setPassword: "set-password.tsx",
  follow: "follow.tsx",
  followConfirm: "follow-confirm.tsx",
  followUnsubscribe: "follow-unsubscribe.tsx",
} satisfies Record<PublicPageKey, string>;

/**
 * Each page's own catalogue namespaces, loaded with its chunk in the page's language
 * (docs/decisions/0029-public-site-in-two-languages.md); the common one is loaded for every page.
 */
const PUBLIC_PAGE_NAMESPACES: Record<PublicPageKey, readonly Namespace[]> = {
  // The picture's own ("picture") and an organisation's news and events ("content") come with
  // those parts, when they come near the screen (hydrateWhenVisible), not with the page.
  home: ["home"],
  impact: ["impact"],
  release: ["impact"],
  revisions: ["impact"],
  organisation: ["impact"],
  news: ["content"],
  newsItem: ["content"],
  events: ["content"],
  event: ["content"],
  jobs: ["content"],
  job: ["content"],
  insights: ["content"],
  insight: ["content"],
  verify: ["credentials"],
  credential: ["credentials"],
  learning: ["learning"],
  membership: ["membership"],
  contact: ["contact"],
  login: ["account"],
  forgotPassword: ["account"],
  setPassword: ["account"],
  // The follow pages use the account pages' card and e-mail field, whose words are common ones.
  follow: ["content"],
  followConfirm: ["content"],
  followUnsubscribe: ["content"],
};

// The 404 page is part of the public layout's bundle (imported directly), not a chunk of its own;
// a page's tests sit beside it and are no page.
const loaders = import.meta.glob<PageModule>([
  "../pages/public/*.tsx",
  "!../pages/public/not-found.tsx",
  "!../pages/public/*.test.tsx",
]);

function pageComponent(key: PublicPageKey, file: string): LazyPage {
  const load = loaders[`../pages/public/${file}`];
  if (!load) throw new Error(`No public page src/pages/public/${file}`);
  return lazyPage(load, PUBLIC_PAGE_NAMESPACES[key]);
}

/** Each public page's lazily loaded component. */
export const PUBLIC_PAGE_COMPONENTS = Object.fromEntries(
  Object.entries(PUBLIC_PAGE_FILES).map(([key, file]) => [key, pageComponent(key as PublicPageKey, file)]),
) as Record<PublicPageKey, LazyPage>;

/** Each public page's module as keyed in the client build's manifest (.vite/manifest.json). */
export const PUBLIC_PAGE_MODULES = Object.fromEntries(
  Object.entries(PUBLIC_PAGE_FILES).map(([key, file]) => [key, `src/pages/public/${file}`]),
) as Record<PublicPageKey, string>;
