// The app's router (docs/decisions/0018-own-router.md) as its users meet it: the page of the
// address, links that navigate in place and mark the current page, the query as state, redirects.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useSearchParams,
} from ".";
import { isActivePath, matchesPath } from "./match";

afterEach(cleanup);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Layout({ name }: { name: string }) {
  return (
    <div>
      <nav aria-label={name}>
        <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
          Home
        </NavLink>
        <NavLink to="/learning">Learning</NavLink>
        <Link to="/admin-home">Staff</Link>
      </nav>
      <Outlet />
      <Where />
    </div>
  );
}

function Filter() {
  const [params, setParams] = useSearchParams();
  return (
    <main>
      <h1>Page {params.get("page") ?? "1"}</h1>
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set("page", String(Number(current.get("page") ?? "1") + 1));
            return current;
          })
        }
      >
        Next
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Clear
      </button>
    </main>
  );
}

const table = (
  <Routes>
    <Route element={<Layout name="Public" />}>
      <Route path="/" element={<h1>Home</h1>} />
      <Route path="/learning" element={<h1>Learning</h1>} />
      <Route path="/old" element={<Navigate to="/learning" replace />} />
      <Route path="*" element={<h1>Page not found</h1>} />
    </Route>
    <Route element={<Layout name="Staff" />}>
      <Route path="/admin-home" element={<h1>Staff home</h1>} />
      <Route path="/admin-users" element={<Filter />} />
    </Route>
  </Routes>
);

const at = (address: string) => render(<MemoryRouter initialEntries={[address]}>{table}</MemoryRouter>);

describe("lib/router", () => {
  it("renders the page of the address inside its layout, static paths before the catch-all", () => {
    at("/admin-home");
    expect(screen.getByRole("heading", { name: "Staff home" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Staff" })).toBeInTheDocument();
    cleanup();
    at("/LEARNING/");
    expect(screen.getByRole("heading", { name: "Learning" })).toBeInTheDocument();
    cleanup();
    at("/nowhere");
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("navigates in place on a click and marks the current page", async () => {
    const user = userEvent.setup();
    at("/");
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("aria-current", "page");
    expect(home).toHaveClass("on");
    await user.click(screen.getByRole("link", { name: "Learning" }));
    expect(await screen.findByRole("heading", { name: "Learning" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Learning" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Home" })).toHaveClass("off");
    expect(screen.getByRole("link", { name: "Staff" })).toHaveAttribute("href", "/admin-home");
  });

  it("keeps the query as state: an updater sees the current query, and clearing it keeps the page", async () => {
    const user = userEvent.setup();
    at("/admin-users?q=ann");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Page 3" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/admin-users?q=ann&page=3");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByTestId("where")).toHaveTextContent(/^\/admin-users$/);
  });

  it("redirects with <Navigate>", async () => {
    at("/old");
    expect(await screen.findByRole("heading", { name: "Learning" })).toBeInTheDocument();
  });

  it("renders one fixed address on the server", () => {
    render(<StaticRouter location="/learning?x=1">{table}</StaticRouter>);
    expect(screen.getByRole("heading", { name: "Learning" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/learning?x=1");
  });

  it("follows the browser's history: a click pushes an entry at the top of the new page, Back returns", async () => {
    const user = userEvent.setup();
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.history.replaceState(null, "", "/");
    render(<BrowserRouter>{table}</BrowserRouter>);
    await user.click(screen.getByRole("link", { name: "Learning" }));
    expect(window.location.pathname).toBe("/learning");
    expect(await screen.findByRole("heading", { name: "Learning" })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("leaves modified clicks and other origins to the browser", () => {
    render(
      <MemoryRouter>
        <Link to="https://example.org/x">Elsewhere</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Elsewhere" })).toHaveAttribute("href", "https://example.org/x");
  });
});

describe("path rules", () => {
  it("matches case-insensitively and ignores a trailing slash", () => {
    expect(matchesPath("/learning", "/Learning/")).toBe(true);
    expect(matchesPath("/learning", "/learning/x")).toBe(false);
    expect(matchesPath("*", "/anything")).toBe(true);
  });

  it("treats a link as current for its path and, unless `end`, the paths below it", () => {
    expect(isActivePath("/admin-stats", "/admin-stats/", true)).toBe(true);
    expect(isActivePath("/admin", "/admin/users", false)).toBe(true);
    expect(isActivePath("/admin", "/admin/users", true)).toBe(false);
    expect(isActivePath("/admin", "/administrator", false)).toBe(false);
  });
});
