// The staff screens, one line each: address, document title, who may open it, and its code
// (each screen is its own lazy chunk, so visitors never download staff code). Routes are built
// from this list in routes.tsx, nested under the staff shell (pages/staff/staff-routes.tsx).
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { paths } from "../paths";

export interface StaffPage {
  path: string;
  title: string;
  /** Organisation users are sent to the staff home. */
  adminOnly?: boolean;
  Page: LazyExoticComponent<ComponentType>;
}

export const STAFF_PAGES: StaffPage[] = [
  { path: paths.adminHome, title: "Staff home", Page: lazy(() => import("../pages/staff/home-page")) },
  {
    path: paths.adminUsers,
    title: "Manage All Users",
    adminOnly: true,
    Page: lazy(() => import("../features/users/users-page")),
  },
  {
    path: paths.adminCourses,
    title: "Manage Courses",
    Page: lazy(() => import("../features/courses/courses-page")),
  },
  {
    path: paths.adminNews,
    title: "Manage News",
    Page: lazy(() => import("../features/content-staff/news")),
  },
  {
    path: paths.adminEvents,
    title: "Manage Events",
    Page: lazy(() => import("../features/content-staff/events")),
  },
  {
    path: paths.adminJobs,
    title: "Manage Jobs",
    Page: lazy(() => import("../features/jobs/jobs-page")),
  },
  {
    path: paths.adminInsights,
    title: "Manage Insights",
    Page: lazy(() => import("../features/content-staff/insights")),
  },
  {
    path: paths.adminMembers,
    title: "Manage Members",
    Page: lazy(() => import("../features/members/members-page")),
  },
  {
    path: paths.adminRequests,
    title: "Incoming Requests",
    adminOnly: true,
    Page: lazy(() => import("../features/requests/requests-page")),
  },
  {
    path: paths.adminReports,
    title: "Impact Reports",
    Page: lazy(() => import("../features/reports/reports-page")),
  },
  {
    path: paths.adminPartners,
    title: "Manage Technical Partners",
    Page: lazy(() => import("../features/partners/partners-page")),
  },
  {
    path: paths.adminCompleteness,
    title: "Reporting completeness",
    adminOnly: true,
    Page: lazy(() => import("../features/reports/completeness-page")),
  },
  {
    path: paths.adminActivity,
    title: "Activity",
    adminOnly: true,
    Page: lazy(() => import("../features/audit/activity-page")),
  },
  {
    path: paths.adminAccount,
    title: "My account",
    Page: lazy(() => import("../features/account/account-page")),
  },
  {
    path: paths.adminOutbox,
    title: "Outbox",
    adminOnly: true,
    Page: lazy(() => import("../features/account/outbox-page")),
  },
  {
    path: paths.adminOrganizations,
    title: "Organisations",
    adminOnly: true,
    Page: lazy(() => import("../features/organizations/organizations-page")),
  },
  {
    path: paths.adminMyOrganization,
    title: "My organisation",
    Page: lazy(() => import("../features/organizations/my-organization-page")),
  },
];
