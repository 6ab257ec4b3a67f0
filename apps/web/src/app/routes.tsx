// The route table of docs/product/spec.md §2. Each public page is its own chunk, loaded before hydration for the
// page being opened (see lazy-page.tsx); staff pages are a lazy chunk, so visitors never
// download staff code.
import { lazy, Suspense } from "react";
import { PublicLayout } from "../components/public/public-layout";
import { matchesPath, Route, Routes } from "../lib/router";
import NotFoundPage from "../pages/public/not-found";
import { paths } from "../paths";
import { type LazyPage, lazyPage } from "./lazy-page";
import { registerPrefetch } from "./route-prefetch";
import { STAFF_PAGES } from "./staff-pages";

const StaffShell = lazy(() => import("../pages/staff/staff-routes"));
const StaffScreen = lazy(() =>
  import("../pages/staff/staff-routes").then((m) => ({ default: m.StaffScreen })),
);

export const PUBLIC_ROUTES: Array<{ path: string; Page: LazyPage }> = [
  { path: paths.home, Page: lazyPage(() => import("../pages/public/home")) },
  { path: paths.membership, Page: lazyPage(() => import("../pages/public/membership")) },
  { path: paths.learning, Page: lazyPage(() => import("../pages/public/learning")) },
  { path: paths.contact, Page: lazyPage(() => import("../pages/public/contact")) },
  { path: paths.login, Page: lazyPage(() => import("../pages/public/login")) },
  { path: paths.forgotPassword, Page: lazyPage(() => import("../pages/public/forgot-password")) },
  { path: paths.setPassword, Page: lazyPage(() => import("../pages/public/set-password")) },
];

/** Loads the chunk of the public page at this address (nothing for staff or unknown pages). */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = PUBLIC_ROUTES.find((candidate) => matchesPath(candidate.path, pathname));
  await route?.Page.preload();
}

for (const { path, Page } of PUBLIC_ROUTES) registerPrefetch(path, Page.preload);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        element={
          <Suspense fallback={null}>
            <StaffShell />
          </Suspense>
        }
      >
        {STAFF_PAGES.map((page) => (
          <Route key={page.path} path={page.path} element={<StaffScreen page={page} />} />
        ))}
      </Route>
    </Routes>
  );
}
