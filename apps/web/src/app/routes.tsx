// The route table of docs/product/spec.md §2, on wouter (docs/decisions/0025-wouter-router.md),
// built from the page registry (packages/shared/src/pages.ts).
// Each public page is its own chunk, loaded before hydration for the page being opened (see
// lazy-page.tsx); staff pages are a lazy chunk, so visitors never download staff code.
import {
  languageOfPath,
  PAGES,
  PUBLIC_PAGE_KEYS,
  type PublicPageKey,
  pathWithoutLanguage,
  STAFF_PAGE_KEYS,
} from "@alliance/shared";
import { lazy, Suspense } from "react";
import { parse } from "regexparam";
import { matchRoute, Route, Switch, useLocation } from "wouter";
import { PublicLayout } from "../components/public/public-layout";
import { catalogueModule, loadNamespace } from "../i18n/catalogues";
import { LanguageProvider } from "../i18n/language-context";
import NotFoundPage from "../pages/public/not-found";
import { KiswahiliRouter } from "./language-router";
import type { LazyPage } from "./lazy-page";
import { PUBLIC_PAGE_COMPONENTS } from "./public-pages";
import { registerPrefetch } from "./route-prefetch";

// The staff shell with its screens' route table (staff-pages.ts), in the staff chunk: a visitor's
// first load carries only the staff addresses, to tell them apart.
const StaffRoutes = lazy(() => import("../pages/staff/staff-routes").then((m) => ({ default: m.StaffArea })));
const STAFF_PATHS = STAFF_PAGE_KEYS.map((key) => PAGES[key].path);

/** The public pages, in the registry's order, each with its lazily loaded component. */
export const PUBLIC_ROUTES: Array<{ key: PublicPageKey; path: string; Page: LazyPage }> =
  PUBLIC_PAGE_KEYS.map((key) => ({ key, path: PAGES[key].path, Page: PUBLIC_PAGE_COMPONENTS[key] }));

/**
 * Whether `pathname` is the page at `path`, by the rules wouter's <Route> uses (its default
 * parser, regexparam: case-insensitive, a trailing slash allowed); usable outside React.
 */
function isPageAt(path: string, pathname: string): boolean {
  return matchRoute(parse, path, pathname)[0];
}

/**
 * Loads what the page at this address renders with: the common messages of its language and,
 * for a public page, its chunk and its own messages (nothing more for staff or unknown pages).
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname);
  const route = PUBLIC_ROUTES.find((candidate) => isPageAt(candidate.path, path));
  await Promise.all([loadNamespace(language, "common"), route?.Page.preload(language)]);
}

/**
 * The catalogue modules the page at this address loads before hydrating (the common one and its
 * own, in its language), for the server to preload with the page's chunk.
 */
export function catalogueModulesFor(pathname: string): string[] {
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname);
  const route = PUBLIC_ROUTES.find((candidate) => isPageAt(candidate.path, path));
  return ["common" as const, ...(route?.Page.namespaces ?? [])].map((namespace) =>
    catalogueModule(language, namespace),
  );
}

for (const { path, Page } of PUBLIC_ROUTES) registerPrefetch(path, Page.preload);

/** The staff shell around the staff screen of the address. */
function StaffArea() {
  return (
    <Suspense fallback={null}>
      <StaffRoutes />
    </Suspense>
  );
}

/** The public layout around the public page of the address, or the 404 page. */
function PublicArea() {
  return (
    <PublicLayout>
      <Switch>
        {PUBLIC_ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PublicLayout>
  );
}

/**
 * The area's layout stays mounted (with its state: an open menu, the session guard) while its
 * pages change; each page is its own instance (the <Route>s are keyed by path). Kiswahili pages
 * are the same routes under a nested router based at /sw (language-router.tsx), so a page's own links stay in its
 * language; staff screens are English only (docs/decisions/0029-public-site-in-two-languages.md).
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const language = languageOfPath(pathname);
  if (language === "sw") {
    return (
      <LanguageProvider language="sw">
        <KiswahiliRouter>
          <PublicArea />
        </KiswahiliRouter>
      </LanguageProvider>
    );
  }
  const inStaffArea = STAFF_PATHS.some((path) => isPageAt(path, pathname));
  return <LanguageProvider language="en">{inStaffArea ? <StaffArea /> : <PublicArea />}</LanguageProvider>;
}
