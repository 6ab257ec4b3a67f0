// The app's wouter <Router> (docs/decisions/0025-wouter-router.md), the same element on the server
// and in the browser so that hydration meets the tree the server rendered. On the server it
// renders the requested address; in the browser it follows the address bar and adds what a
// browser does for its own links and wouter leaves out: a link to the page already open replaces
// the history entry instead of adding a second one, and a new page starts at its top.
import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from "react";
import { type AroundNavHandler, Router, useLocation } from "wouter";

/**
 * Scrolls to the top once the page that a navigation marked has rendered. Back and Forward
 * never mark one, so the browser's own scroll restoration is left alone, and neither does a
 * change of the query (a filter or a page of a list), which keeps the place in the list.
 */
function ScrollNewPageToTop({ newPage }: { newPage: RefObject<string | null> }) {
  const [pathname] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useLayoutEffect(() => {
    if (newPage.current === null || newPage.current !== window.location.pathname) return;
    newPage.current = null;
    window.scrollTo(0, 0);
  }, [pathname, newPage]);
  return null;
}

/**
 * `address` is the URL being rendered on the server (path and query); none in the browser.
 * `onNavigate` is told of each address a link or a navigation opens, before the page renders.
 */
export function AppRouter({
  address,
  onNavigate,
  children,
}: {
  address?: string;
  onNavigate?: (to: string) => void;
  children: ReactNode;
}) {
  const rendered = address === undefined ? undefined : new URL(address, "http://server.invalid");
  // The path a navigation is opening, until it has rendered and been scrolled to the top.
  const newPage = useRef<string | null>(null);
  const aroundNav = useCallback<AroundNavHandler>(
    (navigate, to, options = {}) => {
      const target = new URL(to, window.location.href);
      const replace = options.replace ?? target.href === window.location.href;
      if (!replace && target.pathname !== window.location.pathname) newPage.current = target.pathname;
      onNavigate?.(target.pathname + target.search);
      navigate(to, { ...options, replace });
    },
    [onNavigate],
  );
  return (
    <Router ssrPath={rendered?.pathname} ssrSearch={rendered?.search} aroundNav={aroundNav}>
      <ScrollNewPageToTop newPage={newPage} />
      {children}
    </Router>
  );
}
