// The app's router in the browser's history and on the server: links push a history entry and
// open the new page at its top, Back returns, a link to the open page adds no entry, a change of
// the query keeps the scroll position, and the server renders the address it is given.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { Link, Route, Switch, useSearchParams } from "wouter";
import { AppRouter } from "./app-router";

function List() {
  const [params, setParams] = useSearchParams();
  return (
    <main>
      <h1>Users, page {params.get("page") ?? "1"}</h1>
      <button type="button" onClick={() => setParams({ page: "2" })}>
        Next page
      </button>
    </main>
  );
}

const site = (
  <>
    <nav>
      <Link to="/">Home</Link>
      <Link to="/users">Users</Link>
    </nav>
    <Switch>
      <Route path="/">
        <h1>Home</h1>
      </Route>
      <Route path="/users">
        <List />
      </Route>
      <Route>
        <h1>Page not found</h1>
      </Route>
    </Switch>
  </>
);

let scrollTo: Mock;

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

const back = () =>
  act(async () => {
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.back();
    await popped;
  });

describe("<AppRouter> in the browser", () => {
  it("opens a linked page at its top in a new history entry, and Back returns", async () => {
    const user = userEvent.setup();
    render(<AppRouter>{site}</AppRouter>);
    const entries = window.history.length;
    await user.click(screen.getByRole("link", { name: "Users" }));
    expect(screen.getByRole("heading", { name: "Users, page 1" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/users");
    expect(window.history.length).toBe(entries + 1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await back();
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
  });

  it("adds no history entry for a link to the page already open", async () => {
    const user = userEvent.setup();
    render(<AppRouter>{site}</AppRouter>);
    const entries = window.history.length;
    await user.click(screen.getByRole("link", { name: "Home" }));
    expect(window.history.length).toBe(entries);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("keeps the scroll position when only the query changes, and the query survives Back", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/users");
    render(<AppRouter>{site}</AppRouter>);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(screen.getByRole("heading", { name: "Users, page 2" })).toBeInTheDocument();
    expect(window.location.search).toBe("?page=2");
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole("link", { name: "Home" }));
    await back();
    expect(screen.getByRole("heading", { name: "Users, page 2" })).toBeInTheDocument();
  });
});

describe("<AppRouter> on the server", () => {
  it("renders the page of the address it is given, with its query", () => {
    const html = renderToString(<AppRouter address="/users?page=3">{site}</AppRouter>);
    expect(html).toContain("Users, page <!-- -->3");
    expect(renderToString(<AppRouter address="/nowhere">{site}</AppRouter>)).toContain("Page not found");
  });
});
