// A navigation link as its users meet it: the current page is announced and highlighted, by the
// route table's rules, and a click opens the other page in place.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { NavLink } from "./nav-link";

afterEach(cleanup);

function Navigation({ at }: { at: string }) {
  return (
    <Router hook={memoryLocation({ path: at }).hook}>
      <nav aria-label="Main">
        <NavLink to="/" className={(isActive) => (isActive ? "on" : "off")}>
          Home
        </NavLink>
        <NavLink to="/learning">AI Learning</NavLink>
      </nav>
      <Route path="/learning">
        <h1>AI Learning</h1>
      </Route>
    </Router>
  );
}

describe("<NavLink>", () => {
  it("marks the current page with aria-current and its class, and no other", () => {
    render(<Navigation at="/" />);
    const home = screen.getByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("aria-current", "page");
    expect(home).toHaveClass("on");
    expect(screen.getByRole("link", { name: "AI Learning" })).not.toHaveAttribute("aria-current");
  });

  it("is current whatever the case of the address and with a trailing slash, not on pages below", () => {
    render(<Navigation at="/Learning/" />);
    expect(screen.getByRole("link", { name: "AI Learning" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).toHaveClass("off");
    cleanup();
    render(<Navigation at="/learning/roles" />);
    expect(screen.getByRole("link", { name: "AI Learning" })).not.toHaveAttribute("aria-current");
  });

  it("opens its page in place on a click, and the highlight follows", async () => {
    const user = userEvent.setup();
    render(<Navigation at="/" />);
    await user.click(screen.getByRole("link", { name: "AI Learning" }));
    expect(screen.getByRole("heading", { name: "AI Learning" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "AI Learning" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
