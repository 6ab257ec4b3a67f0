// The staff area (issue 4), loaded lazily for every /admin-* route: TanStack Query lives here, not
// in the public bundle. The guard sends anyone not signed in (or whose token the API refuses) to
// /login with "Please sign in"; admin-only screens send organisation users to their home.
import { TOASTS } from "@alliance/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { StaffLayout } from "../../components/staff/staff-layout";
import { useAuth } from "../../features/auth/auth-store";
import { staffQueryClient } from "../../features/staff/query-client";
import { signOutState } from "../../features/staff/session";
import { StaffUserProvider, useMergedUser, useStaffUser } from "../../features/staff/staff-user";
import { notify } from "../../lib/toast";
import { paths } from "../../paths";
import AccountPage from "./account-page";
import CoursesPage from "./courses-page";
import HomePage from "./home-page";
import MembersPage from "./members-page";
import OutboxPage from "./outbox-page";
import PartnersPage from "./partners-page";
import RequestsPage from "./requests-page";
import StatsPage from "./stats-page";
import UsersPage from "./users-page";

const TITLES: Record<string, string> = {
  [paths.adminHome]: "Staff home",
  [paths.adminUsers]: "Manage All Users",
  [paths.adminCourses]: "Manage Courses",
  [paths.adminMembers]: "Manage Members",
  [paths.adminRequests]: "Incoming Requests",
  [paths.adminStats]: "Impact Reports",
  [paths.adminPartners]: "Manage Technical Partners",
  [paths.adminAccount]: "My account",
  [paths.adminOutbox]: "Outbox",
};

let lastSignInToast = 0;

/** "Please sign in" once per redirect (effects may run twice in development). */
function pleaseSignIn() {
  const now = Date.now();
  if (now - lastSignInToast < 1500) return;
  lastSignInToast = now;
  notify.error(TOASTS.pleaseSignIn);
}

function SessionGuard({ children }: { children: ReactNode }) {
  const { user: stored } = useAuth();
  const user = useMergedUser(stored);
  const navigate = useNavigate();

  useEffect(() => {
    if (stored) return;
    staffQueryClient.clear();
    // Logout goes to /login by itself; anyone else arriving here signed out is told to sign in.
    if (signOutState.intended) signOutState.intended = false;
    else pleaseSignIn();
    navigate(paths.login, { replace: true });
  }, [stored, navigate]);

  if (!user) return null;
  return <StaffUserProvider value={user}>{children}</StaffUserProvider>;
}

function AdminOnly({ children }: { children: ReactNode }) {
  const user = useStaffUser();
  if (!user.isAdmin) return <Navigate to={paths.adminHome} replace />;
  return <>{children}</>;
}

function StaffScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = TITLES[pathname];
    if (title) document.title = `${title} | Kenya AI Skilling Alliance`;
  }, [pathname]);
  switch (pathname) {
    case paths.adminUsers:
      return (
        <AdminOnly>
          <UsersPage />
        </AdminOnly>
      );
    case paths.adminCourses:
      return <CoursesPage />;
    case paths.adminMembers:
      return <MembersPage />;
    case paths.adminRequests:
      return (
        <AdminOnly>
          <RequestsPage />
        </AdminOnly>
      );
    case paths.adminStats:
      return <StatsPage />;
    case paths.adminPartners:
      return <PartnersPage />;
    case paths.adminAccount:
      return <AccountPage />;
    case paths.adminOutbox:
      return (
        <AdminOnly>
          <OutboxPage />
        </AdminOnly>
      );
    default:
      return <HomePage />;
  }
}

export default function StaffRoutes() {
  return (
    <QueryClientProvider client={staffQueryClient}>
      <SessionGuard>
        <StaffLayout>
          <StaffScreen />
        </StaffLayout>
      </SessionGuard>
    </QueryClientProvider>
  );
}
