// The three routers of the app (lib/router): the browser's history, a fixed address for server
// rendering, and an in-memory history for tests.
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  hrefOf,
  type Location,
  locationOf,
  type NavigateFunction,
  nextLocation,
  RouterContext,
} from "./context";

function Router({
  location,
  navigate,
  current,
  children,
}: {
  location: Location;
  navigate: NavigateFunction;
  current: () => Location;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ location, navigate, current }), [location, navigate, current]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/**
 * A history of locations held in state: navigations are transitions, so the current page stays
 * on screen while the next page's chunk loads (as React Router does).
 */
function useHistoryState(initial: () => Location, commit: (location: Location, replace: boolean) => void) {
  const [location, setLocation] = useState(initial);
  // Set by navigate() before the transition renders, so an updater called meanwhile sees it.
  const latest = useRef(location);
  const current = useCallback(() => latest.current, []);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const next = nextLocation(to, latest.current);
    commitRef.current(next, options.replace ?? false);
    latest.current = next;
    startTransition(() => setLocation(next));
  }, []);
  return { location, setLocation, latest, current, navigate };
}

function windowLocation(): Location {
  return locationOf(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

/** The browser's address bar and history. A new page starts at the top, unless told otherwise. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const scrollOnRender = useRef<string | null>(null);
  const { location, setLocation, latest, current, navigate } = useHistoryState(
    windowLocation,
    (next, replace) => {
      const href = hrefOf(next);
      if (replace) window.history.replaceState(null, "", href);
      else window.history.pushState(null, "", href);
      if (!replace && next.pathname !== latest.current.pathname) scrollOnRender.current = next.key;
    },
  );

  useEffect(() => {
    const onPop = () => {
      const next = windowLocation();
      latest.current = next;
      startTransition(() => setLocation(next));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [latest, setLocation]);

  useLayoutEffect(() => {
    if (scrollOnRender.current !== location.key) return;
    scrollOnRender.current = null;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);

  return (
    <Router location={location} navigate={navigate} current={current}>
      {children}
    </Router>
  );
}

/** One address, for server rendering: navigating does nothing. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo(() => locationOf(location), [location]);
  const current = useCallback(() => value, [value]);
  const navigate = useCallback<NavigateFunction>(() => {}, []);
  return (
    <Router location={value} navigate={navigate} current={current}>
      {children}
    </Router>
  );
}

/** A history in memory (tests): starts at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries = ["/"],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  const { location, current, navigate } = useHistoryState(
    () => locationOf(initialEntries[initialEntries.length - 1] ?? "/"),
    () => {},
  );
  return (
    <Router location={location} navigate={navigate} current={current}>
      {children}
    </Router>
  );
}
