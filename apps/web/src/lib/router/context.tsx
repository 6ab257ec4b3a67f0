// The router's state and hooks (lib/router): the current location and a navigate function,
// provided by one of the routers in routers.tsx. Same names and behaviour as React Router's
// declarative mode, which the app used before (docs/decisions/0018-own-router.md).
import { createContext, useCallback, useContext, useMemo } from "react";
import { hrefOf, type ParsedPath, resolvePath } from "./match";

export interface Location extends ParsedPath {
  /** Changes with every navigation, even to the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Keep the scroll position (a filter or page change of the same screen). */
  preventScrollReset?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
  /** The location at call time (for updaters that run after a render). */
  current(): Location;
}

export const RouterContext = createContext<RouterValue | null>(null);

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("This component must be rendered inside a router (lib/router).");
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): NavigateFunction {
  return useRouter().navigate;
}

type SearchInit = URLSearchParams | Record<string, string> | string;
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/** The query of the address, and a setter that navigates to the same page with a new query. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate, current } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const now = current();
      const value = typeof next === "function" ? next(new URLSearchParams(now.search)) : next;
      const search = new URLSearchParams(value).toString();
      navigate(`${now.pathname}${search ? `?${search}` : ""}`, options);
    },
    [navigate, current],
  );
  return [params, setParams];
}

let keys = 0;
export function nextLocation(to: string, from: ParsedPath): Location {
  keys += 1;
  return { ...resolvePath(to, from), key: keys.toString(36) };
}

export function locationOf(href: string): Location {
  return nextLocation(href, { pathname: "/", search: "", hash: "" });
}

export { hrefOf };
