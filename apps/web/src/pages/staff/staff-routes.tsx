// The staff area, loaded lazily for every /admin-* route: TanStack Query lives here, not in the
// public bundle. The shell guards the session: anyone not signed in (or whose token the API
// refuses) goes to /login with "Please sign in", and back to the page they asked for after
// signing in. Each screen (app/staff-pages.ts) is a route of app/routes.tsx rendered inside the shell;
// admin-only screens send organisation users to their home.
import { TEXTS, TOASTS } from "@alliance/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, useEffect } from "react";
import { Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { STAFF_PAGES, type StaffPage } from "../../app/staff-pages";
import { StaffLayout } from "../../components/staff/staff-layout";
import { useAuth } from "../../lib/auth/auth-store";
import { loginPathFor } from "../../lib/auth/return-to";
import { staffQueryClient } from "../../lib/staff/query-client";
import { signOutState } from "../../lib/staff/session";
import { StaffUserProvider, useMergedUser, useStaffUser } from "../../lib/staff/staff-user";
import { notify } from "../../lib/toast";
import { paths } from "../../paths";

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
  const [pathname, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (stored) return;
    staffQueryClient.clear();
    // Logout goes to /login by itself; anyone else arriving here signed out is told to sign in
    // and comes back here afterwards.
    if (signOutState.intended) {
      signOutState.intended = false;
      navigate(paths.login, { replace: true });
      return;
    }
    pleaseSignIn();
    navigate(loginPathFor(pathname, search ? `?${search}` : ""), { replace: true });
  }, [stored, navigate, pathname, search]);

  if (!user) return null;
  return <StaffUserProvider value={user}>{children}</StaffUserProvider>;
}

/** One staff screen: its title, the admin-only rule, and its lazily loaded code. */
export function StaffScreen({ page }: { page: StaffPage }) {
  const user = useStaffUser();
  useEffect(() => {
    document.title = `${page.title} | Kenya AI Skilling Alliance`;
  }, [page.title]);
  if (page.adminOnly && !user.isAdmin) return <Redirect to={paths.adminHome} replace />;
  const { Page } = page;
  return (
    <Suspense fallback={<p className="text-gray-800">{TEXTS.loading}</p>}>
      <Page />
    </Suspense>
  );
}

export default function StaffShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={staffQueryClient}>
      <SessionGuard>
        <StaffLayout>{children}</StaffLayout>
      </SessionGuard>
    </QueryClientProvider>
  );
}

/** The staff shell around the staff screen of the address (the route table lives in this chunk). */
export function StaffArea() {
  return (
    <StaffShell>
      <Switch>
        {STAFF_PAGES.map((page) => (
          <Route key={page.path} path={page.path}>
            <StaffScreen page={page} />
          </Route>
        ))}
      </Switch>
    </StaffShell>
  );
}
