// The staff screens: their address, title, who may open them and their navigation item come from
// the page registry (packages/shared/src/pages.ts); their code is here, keyed by the registry's
// keys, so a screen without code is a type error. Each screen is its own lazy chunk, so visitors
// never download staff code. Routes are built from this list in routes.tsx, nested under the
// staff shell (pages/staff/staff-routes.tsx).
import { PAGES, STAFF_PAGE_KEYS, type StaffDetails, type StaffPageKey } from "@alliance/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

const STAFF_SCREENS = {
  adminHome: lazy(() => import("../pages/staff/home-page")),
  adminUsers: lazy(() => import("../features/users/users-page")),
  adminCourses: lazy(() => import("../features/courses/courses-page")),
  adminNews: lazy(() => import("../features/content-staff/news")),
  adminEvents: lazy(() => import("../features/content-staff/events")),
  adminJobs: lazy(() => import("../features/content-staff/jobs-page")),
  adminInsights: lazy(() => import("../features/content-staff/insights")),
  adminMembers: lazy(() => import("../features/members/members-page")),
  adminPartners: lazy(() => import("../features/partners/partners-page")),
  adminRequests: lazy(() => import("../features/requests/requests-page")),
  adminReports: lazy(() => import("../features/reports/reports-page")),
  adminCredentials: lazy(() => import("../features/credentials/staff/credentials-page")),
  adminCompleteness: lazy(() => import("../features/reports/completeness-page")),
  adminReleases: lazy(() => import("../features/releases/releases-page")),
  adminActivity: lazy(() => import("../features/audit/activity-page")),
  adminOrganizations: lazy(() => import("../features/organizations/organizations-page")),
  adminMyOrganization: lazy(() => import("../features/organizations/my-organization-page")),
  adminOutbox: lazy(() => import("../features/account/outbox-page")),
  adminAccount: lazy(() => import("../features/account/account-page")),
} satisfies Record<StaffPageKey, LazyExoticComponent<ComponentType>>;

export interface StaffPage extends StaffDetails {
  key: StaffPageKey;
  path: string;
  Page: LazyExoticComponent<ComponentType>;
}

/** The staff screens, in the order of the staff navigation. */
export const STAFF_PAGES: StaffPage[] = STAFF_PAGE_KEYS.map((key) => ({
  key,
  path: PAGES[key].path,
  ...PAGES[key].staff,
  Page: STAFF_SCREENS[key],
}));
