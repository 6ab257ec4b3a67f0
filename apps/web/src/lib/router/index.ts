// The app's router: React Router's declarative API as the app uses it (docs/decisions/0018-own-router.md).
export {
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type SetSearchParams,
  useLocation,
  useNavigate,
  useSearchParams,
} from "./context";
export { Link, type LinkProps, Navigate, NavLink, type NavLinkProps } from "./links";
export { isActivePath, matchesPath } from "./match";
export { BrowserRouter, MemoryRouter, StaticRouter } from "./routers";
export { Outlet, Route, type RouteProps, Routes } from "./routes";
