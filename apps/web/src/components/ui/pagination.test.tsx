import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageSteps, Pagination } from "./pagination";

const pageNumbers = () =>
  screen.getAllByRole("button", { name: /^Page \d+$/ }).map((button) => Number(button.textContent));

describe("<Pagination>", () => {
  afterEach(cleanup);

  it("shows the first, the last and the pages within 10 of the current one", () => {
    render(
      <Pagination
        label="Courses pages"
        page={50}
        total={1000}
        pageSize={10}
        onPageChange={() => {}}
        ranges
      />,
    );
    expect(pageNumbers()).toEqual([1, ...Array.from({ length: 21 }, (_, i) => 40 + i), 100]);
    expect(screen.getByRole("button", { name: "Page 50" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("navigation", { name: "Courses pages" })).toBeInTheDocument();
  });

  it("jumps 20 pages with Previous Range / Next Range and moves one page with Previous / Next", async () => {
    const onPageChange = vi.fn();
    render(<Pagination label="p" page={50} total={1000} pageSize={10} onPageChange={onPageChange} ranges />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next Range" }));
    await user.click(screen.getByRole("button", { name: "Previous Range" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Previous" }));
    await user.click(screen.getByRole("button", { name: "Page 100" }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([70, 30, 51, 49, 100]);
  });

  it("disables the way back on the first page and the way on at the last", () => {
    const { rerender } = render(
      <Pagination label="p" page={1} total={95} pageSize={10} onPageChange={() => {}} ranges />,
    );
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous Range" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next Range" })).toBeEnabled();
    rerender(<Pagination label="p" page={10} total={95} pageSize={10} onPageChange={() => {}} ranges />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next Range" })).toBeDisabled();
  });

  it("uses Prev / Next without ranges for partners and hides itself for a single page", () => {
    const { rerender, container } = render(
      <Pagination
        label="Partners pages"
        page={1}
        total={12}
        pageSize={5}
        onPageChange={() => {}}
        previousLabel="Prev"
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Partners pages" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Prev", "1", "2", "3", "Next"]);
    rerender(<Pagination label="Partners pages" page={1} total={5} pageSize={5} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("<PageSteps>", () => {
  afterEach(cleanup);

  it("names the page of how many, steps one page, and is shown even for one page", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <PageSteps label="Outbox pages" page={2} total={41} pageSize={20} onPageChange={onPageChange} />,
    );
    const nav = screen.getByRole("navigation", { name: "Outbox pages" });
    expect(nav).toHaveTextContent("Page 2 of 3");
    await userEvent.click(within(nav).getByRole("button", { name: "Previous" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Next" }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
    rerender(<PageSteps label="Outbox pages" page={1} total={0} pageSize={20} onPageChange={onPageChange} />);
    expect(nav).toHaveTextContent("Page 1 of 1");
    expect(within(nav).getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(within(nav).getByRole("button", { name: "Next" })).toBeDisabled();
  });
});
