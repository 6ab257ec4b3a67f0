// Every page of the site, named once (docs/decisions/0015-code-grouped-by-domain.md, addendum on
// the page registry): its address, its area, how search engines and the server renderer treat it,
// and, for a staff screen, its title, who may open it and its navigation item. The web app's
// routes and navigation, the server's page list, page data, staff shell, robots.txt and sitemap,
// and the links in e-mails are all derived from this list.
// Zod-free, so the public bundle can read it without the schemas.
import { pathInLanguage } from "./language-paths";
import type { Language } from "./languages";

/** What a staff screen adds to its page. */
export interface StaffDetails {
  /** The document title (followed by the site's name). */
  title: string;
  /** Organisation users who open it are sent to the staff home. */
  adminOnly: boolean;
  /** Its item in the staff navigation, and who sees it there. */
  nav: { label: string; for: "everyone" | "admins" | "organisations" };
}

interface PageEntryBase {
  /** The address, with `:name` for each parameter (written with `pagePath`). */
  path: string;
}

/**
 * A public page: server-rendered (docs/decisions/0002-server-rendered-public-pages.md); what its
 * first render reads is said by its loader, beside its component in the web app
 * (docs/decisions/0032-page-loaders-and-boundaries.md).
 */
export interface PublicPageEntry extends PageEntryBase {
  area: "public";
  /**
   * Listed in sitemap.xml. For a page with parameters the site module lists one address per
   * published item (organisations, news, events, jobs, insights) instead.
   */
  sitemap: boolean;
  /** Kept out of search results (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
  /**
   * Kept by the public cache until a public write. Pages that change with the time (upcoming
   * events, open jobs: docs/decisions/0028-news-events-jobs-insights.md) are rendered each time.
   */
  cached: boolean;
}

/** A staff screen: never server-rendered (the SPA shell), disallowed in robots.txt. */
export interface StaffPageEntry extends PageEntryBase {
  area: "staff";
  staff: StaffDetails;
}

export type PageEntry = PublicPageEntry | StaffPageEntry;

/** How every staff address begins: what tells the staff area from the public site. */
export const STAFF_PATH_PREFIX = "/admin-";

const publicPage = <Path extends string>(
  path: Path,
  options: { sitemap?: boolean; noindex?: boolean; cached?: boolean } = {},
): PublicPageEntry & { path: Path } => ({
  area: "public",
  path,
  sitemap: options.sitemap ?? false,
  noindex: options.noindex ?? false,
  cached: options.cached ?? true,
});

const staffPage = <Path extends string>(
  path: Path,
  title: string,
  nav: string,
  options: { adminOnly?: boolean; navFor?: StaffDetails["nav"]["for"] } = {},
): StaffPageEntry & { path: Path } => ({
  area: "staff",
  path,
  staff: {
    title,
    adminOnly: options.adminOnly ?? false,
    nav: { label: nav, for: options.navFor ?? (options.adminOnly ? "admins" : "everyone") },
  },
});

/**
 * The site's pages (the route table of docs/product/spec.md). Public addresses are written here
 * once, without a language: a language's pages are these addresses under its prefix. Staff screens
 * are listed in the order of the staff navigation.
 */
export const PAGES = {
  home: publicPage("/", { sitemap: true }),
  impact: publicPage("/impact", { sitemap: true }),
  /** A release of the figures and its citation (docs/decisions/0036-releases-revisions-and-history.md). */
  release: publicPage("/impact/releases/:id"),
  /** The public log of changes to released figures, with their reasons. */
  revisions: publicPage("/impact/revisions", { sitemap: true }),
  /** An organisation's public page (docs/decisions/0027-impact-page-open-data-pledges.md). */
  organisation: publicPage("/organisations/:slug", { cached: false }),
  /** News, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md). */
  news: publicPage("/news", { sitemap: true }),
  newsItem: publicPage("/news/:slug"),
  events: publicPage("/events", { sitemap: true, cached: false }),
  event: publicPage("/events/:slug", { cached: false }),
  jobs: publicPage("/jobs", { sitemap: true, cached: false }),
  job: publicPage("/jobs/:slug", { cached: false }),
  insights: publicPage("/insights", { sitemap: true }),
  insight: publicPage("/insights/:slug"),
  /** Anyone verifies a pasted or uploaded credential (docs/decisions/0041-open-badges-credentials.md). */
  verify: publicPage("/verify", { sitemap: true }),
  /** A certificate's public page (docs/decisions/0041-open-badges-credentials.md). */
  credential: publicPage("/verify/:id", { noindex: true }),
  learning: publicPage("/learning", { sitemap: true }),
  membership: publicPage("/membership", { sitemap: true }),
  contact: publicPage("/contact", { sitemap: true }),
  login: publicPage("/login", { noindex: true }),
  forgotPassword: publicPage("/forgot-password", { noindex: true }),
  setPassword: publicPage("/set-password", { noindex: true }),
  /**
   * Following new jobs, events and news by e-mail; its e-mails' links open a page with a button
   * (a mail scanner's GET of a link changes nothing).
   */
  follow: publicPage("/follow", { sitemap: true }),
  followConfirm: publicPage("/follow/confirm", { noindex: true }),
  followUnsubscribe: publicPage("/follow/unsubscribe", { noindex: true }),

  adminHome: staffPage("/admin-home", "Staff home", "Home"),
  adminUsers: staffPage("/admin-users", "Manage All Users", "Users", { adminOnly: true }),
  adminCourses: staffPage("/admin-courses", "Manage Courses", "Courses"),
  adminNews: staffPage("/admin-news", "Manage News", "News"),
  adminEvents: staffPage("/admin-events", "Manage Events", "Events"),
  adminJobs: staffPage("/admin-jobs", "Manage Jobs", "Jobs"),
  adminInsights: staffPage("/admin-insights", "Manage Insights", "Insights"),
  // Organisation users may open these (their own records) but do not see them in the navigation.
  adminMembers: staffPage("/admin-members", "Manage Members", "Members", { navFor: "admins" }),
  adminPartners: staffPage("/admin-partners", "Manage Technical Partners", "Partners", {
    navFor: "admins",
  }),
  adminRequests: staffPage("/admin-requests", "Incoming Requests", "Requests", { adminOnly: true }),
  /** The impact reports screen (the spec keeps its address, /admin-stats). */
  adminReports: staffPage("/admin-stats", "Impact Reports", "Statistics"),
  /** Issuing and managing verifiable certificates (docs/decisions/0041-open-badges-credentials.md). */
  adminCredentials: staffPage("/admin-credentials", "Certificates", "Certificates"),
  adminCompleteness: staffPage("/admin-completeness", "Reporting completeness", "Completeness", {
    adminOnly: true,
  }),
  /** Releases of the impact figures (docs/decisions/0036-releases-revisions-and-history.md). */
  adminReleases: staffPage("/admin-releases", "Releases", "Releases", { adminOnly: true }),
  adminActivity: staffPage("/admin-activity", "Activity", "Activity", { adminOnly: true }),
  adminOrganizations: staffPage("/admin-organizations", "Organisations", "Organisations", {
    adminOnly: true,
  }),
  adminMyOrganization: staffPage("/admin-my-organization", "My organisation", "My organisation", {
    navFor: "organisations",
  }),
  adminOutbox: staffPage("/admin-outbox", "Outbox", "Outbox", { adminOnly: true }),
  adminAccount: staffPage("/admin-account", "My account", "My account"),
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof PAGES;
export type PublicPageKey = {
  [K in PageKey]: (typeof PAGES)[K]["area"] extends "public" ? K : never;
}[PageKey];
export type StaffPageKey = Exclude<PageKey, PublicPageKey>;

const keys = Object.keys(PAGES) as PageKey[];

/** The public pages' keys, in the order of the route table. */
export const PUBLIC_PAGE_KEYS = keys.filter((key) => PAGES[key].area === "public") as PublicPageKey[];
/** The staff screens' keys, in the order of the staff navigation. */
export const STAFF_PAGE_KEYS = keys.filter((key) => PAGES[key].area === "staff") as StaffPageKey[];

/** Public pages with one address (no parameters), each with its own title and description. */
export type FixedPublicPageKey = {
  [K in PublicPageKey]: (typeof PAGES)[K]["path"] extends `${string}:${string}` ? never : K;
}[PublicPageKey];
export const FIXED_PUBLIC_PAGE_KEYS = PUBLIC_PAGE_KEYS.filter(
  (key) => !PAGES[key].path.includes(":"),
) as FixedPublicPageKey[];

/** The names of the `:name` parameters of an address pattern. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a page's address needs: none, or one string per `:name`. */
export type PageParams<K extends PageKey> = [ParamsOf<(typeof PAGES)[K]["path"]>] extends [never]
  ? []
  : [params: Record<ParamsOf<(typeof PAGES)[K]["path"]>, string>];

/**
 * The address of a page, its parameters filled in (encoded), e.g.
 * `pagePath("organisation", { slug: "acme" })` is `/organisations/acme`.
 */
export function pagePath<K extends PageKey>(key: K, ...[params]: PageParams<K>): string {
  const path: string = PAGES[key].path;
  if (!params) return path;
  const values = params as Record<string, string>;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ""));
}

/**
 * A page's address for a reader of `language`, as the links of e-mails give it: a public page in
 * that language (`/sw/set-password?token=…`); a staff screen, which is in English only, through the
 * sign-in page in that language (`/sw/login?next=/admin-reports`), which goes on to the screen at
 * once for a reader already signed in. English readers get the screen's own address.
 */
export function pagePathFor(language: Language, path: string, query = ""): string {
  if (path.startsWith(STAFF_PATH_PREFIX)) {
    if (language === "en") return `${path}${query}`;
    return `${pathInLanguage(PAGES.login.path, language)}?next=${encodeURIComponent(`${path}${query}`)}`;
  }
  return `${pathInLanguage(path, language)}${query}`;
}
