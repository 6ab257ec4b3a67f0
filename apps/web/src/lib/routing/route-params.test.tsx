// What the coming pages need from the router (docs/decisions/0025-wouter-router.md): an address with a parameter
// (/organisations/:slug, /impact/:county) and the language prefix (/sw/...) as a nested base,
// in the browser's history (memoryLocation here) and on the server (ssrPath).
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Link, Route, Router, Switch, useParams } from "wouter";
import { memoryLocation } from "wouter/memory-location";

afterEach(cleanup);

function Item() {
  const { id } = useParams<{ id: string }>();
  return (
    <main>
      <h1>Item {id}</h1>
      <Link to="/x/43">Next item</Link>
    </main>
  );
}

/** The same pages in English at the root and in Kiswahili under /sw. */
const pages = (
  <Switch>
    <Route path="/sw" nest>
      <p lang="sw">Kiswahili</p>
      <Switch>
        <Route path="/x/:id" component={Item} />
      </Switch>
    </Route>
    <Route path="/x/:id" component={Item} />
    <Route>
      <h1>Page not found</h1>
    </Route>
  </Switch>
);

describe("route parameters and a language prefix", () => {
  it("gives the page its parameter, and links stay under the prefix", async () => {
    const user = userEvent.setup();
    const location = memoryLocation({ path: "/sw/x/42", record: true });
    render(<Router hook={location.hook}>{pages}</Router>);
    expect(screen.getByRole("heading", { name: "Item 42" })).toBeInTheDocument();
    expect(screen.getByText("Kiswahili")).toBeInTheDocument();
    const next = screen.getByRole("link", { name: "Next item" });
    expect(next).toHaveAttribute("href", "/sw/x/43");

    await user.click(next);
    expect(screen.getByRole("heading", { name: "Item 43" })).toBeInTheDocument();
    expect(location.history).toEqual(["/sw/x/42", "/sw/x/43"]);
  });

  it("matches the same route without the prefix, and nothing else", () => {
    render(<Router hook={memoryLocation({ path: "/x/7" }).hook}>{pages}</Router>);
    expect(screen.getByRole("heading", { name: "Item 7" })).toBeInTheDocument();
    expect(screen.queryByText("Kiswahili")).not.toBeInTheDocument();
    cleanup();
    render(<Router hook={memoryLocation({ path: "/x" }).hook}>{pages}</Router>);
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("renders the parameter and the prefixed links on the server", () => {
    const html = renderToString(<Router ssrPath="/sw/x/nairobi">{pages}</Router>);
    expect(html).toContain("Item <!-- -->nairobi");
    expect(html).toContain('href="/sw/x/43"');
  });
});
