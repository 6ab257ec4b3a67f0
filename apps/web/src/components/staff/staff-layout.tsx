// Staff layout (docs/product/spec.md §2): navigation by role, a mobile menu that opens and closes, the current
// item marked with aria-current, and Logout.
import { PAGES, SITE, STAFF_PAGE_KEYS } from "@alliance/shared";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../../lib/auth/auth-store";
import { NavLink } from "../../lib/routing/nav-link";
import { staffQueryClient } from "../../lib/staff/query-client";
import { signOutState } from "../../lib/staff/session";
import { useStaffUser } from "../../lib/staff/staff-user";
import { paths } from "../../paths";

/** The staff navigation: each staff screen's item, in the page registry's order
 * (packages/shared/src/pages.ts), shown to everyone, to admins only or to organisation users only. */
const STAFF_NAV = STAFF_PAGE_KEYS.map((key) => ({ to: PAGES[key].path, ...PAGES[key].staff.nav }));

export function staffNavFor(isAdmin: boolean) {
  return STAFF_NAV.filter(
    (item) => item.for === "everyone" || item.for === (isAdmin ? "admins" : "organisations"),
  );
}

const linkClass = (isActive: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-white text-brand" : "text-white hover:bg-brand-dark"
  }`;

export function StaffLayout({ children }: { children: ReactNode }) {
  const user = useStaffUser();
  const { logout } = useAuth();
  const [pathname, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const menuId = useId();

  // Close the mobile menu after moving to another screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setMenuOpen(false), [pathname]);

  async function onLogout() {
    setLeaving(true);
    signOutState.intended = true;
    await logout();
    staffQueryClient.clear();
    navigate(paths.login, { replace: true });
  }

  const nav = staffNavFor(user.isAdmin);

  return (
    <div className="min-h-screen bg-gray-50 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand"
      >
        Skip to content
      </a>
      <header className="bg-brand text-white md:sticky md:top-0 md:flex md:h-screen md:overflow-y-auto md:w-48 md:shrink-0 md:flex-col xl:w-60 md:p-4">
        <div className="flex items-center justify-between gap-2 p-3 md:mb-6 md:p-0">
          <Link to={paths.home} className="font-semibold leading-tight">
            {SITE.title}
            <span className="block text-xs font-normal">Staff area</span>
          </Link>
          <button
            type="button"
            className="rounded-md border border-white px-3 py-2 text-sm md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? "Close menu" : "Menu"}
          </button>
        </div>
        <nav
          id={menuId}
          aria-label="Staff"
          className={`${menuOpen ? "block" : "hidden"} border-t border-white/30 px-3 pb-3 md:block md:border-0 md:p-0`}
        >
          <ul className="space-y-1 pt-2 md:pt-0">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => void onLogout()}
                disabled={leaving}
                className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-white hover:bg-brand-dark"
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-3 sm:p-6">
        {children}
      </main>
    </div>
  );
}
