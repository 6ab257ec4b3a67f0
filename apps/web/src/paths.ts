// Every route of docs/product/spec.md §2, written once.
export const paths = {
  home: "/",
  membership: "/membership",
  learning: "/learning",
  contact: "/contact",
  impact: "/impact",
  /** An organisation's public page (docs/decisions/0027-impact-page-open-data-pledges.md): organisationPath(slug) writes one. */
  organisation: "/organisations/:slug",
  /** News, events, jobs and insights (docs/decisions/0028-news-events-jobs-insights.md): each a list and a page per item. */
  news: "/news",
  newsItem: "/news/:slug",
  events: "/events",
  event: "/events/:slug",
  jobs: "/jobs",
  job: "/jobs/:slug",
  insights: "/insights",
  insight: "/insights/:slug",
  login: "/login",
  forgotPassword: "/forgot-password",
  setPassword: "/set-password",
  adminHome: "/admin-home",
  adminUsers: "/admin-users",
  adminCourses: "/admin-courses",
  adminNews: "/admin-news",
  adminEvents: "/admin-events",
  adminJobs: "/admin-jobs",
  adminInsights: "/admin-insights",
  adminMembers: "/admin-members",
  adminRequests: "/admin-requests",
  /** The impact reports screen (the spec keeps its address, /admin-stats). */
  adminReports: "/admin-stats",
  adminPartners: "/admin-partners",
  adminCompleteness: "/admin-completeness",
  adminActivity: "/admin-activity",
  adminAccount: "/admin-account",
  adminOutbox: "/admin-outbox",
  adminOrganizations: "/admin-organizations",
  adminMyOrganization: "/admin-my-organization",
} as const;

/** Public pages that the server prerenders. */
export const PUBLIC_PAGES = [
  paths.home,
  paths.impact,
  paths.learning,
  paths.membership,
  paths.contact,
  paths.login,
  paths.forgotPassword,
  paths.setPassword,
] as const;

/** The public page of the organisation with this slug. */
export const organisationPath = (slug: string) => `/organisations/${encodeURIComponent(slug)}`;
