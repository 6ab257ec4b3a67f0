import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Column, DataList, textColumn } from "./data-list";

interface Row {
  _id: string;
  name: string;
  city: string;
}

const ROWS: Row[] = [
  { _id: "1", name: "Grace Wanjiku", city: "Nairobi" },
  { _id: "2", name: "Otieno Ouma", city: "Kisumu" },
];
const COLUMNS: Column<Row>[] = [
  textColumn("name", "Name", (row) => row.name, { sort: "name", strong: true }),
  textColumn("city", "City", (row) => row.city, { cut: true }),
];

function showAsTable(wide: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderList(props: Partial<Parameters<typeof DataList<Row>>[0]> = {}) {
  const onSort = vi.fn();
  const onEdit = vi.fn();
  render(
    <DataList
      label="People"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row._id}
      rowName={(row) => row.name}
      actions={(row) => [{ label: "Edit", onClick: () => onEdit(row._id), dialog: true }]}
      loading={false}
      loadingText="Loading..."
      emptyText="No people found"
      sort=""
      onSort={onSort}
      {...props}
    />,
  );
  return { onSort, onEdit };
}

describe("<DataList>", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is a table with sortable headers and row actions that name their row", async () => {
    showAsTable(true);
    const { onSort, onEdit } = renderList({ sort: "name" });
    const table = screen.getByRole("region", { name: "People" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name▲", "City", "Actions"]);
    expect(within(table).getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    // What identifies a row wraps, in full; a column marked `cut` is cut with its value as title.
    const name = within(table).getAllByText("Otieno Ouma")[0]!;
    expect(name.closest("[title]")).toBeNull();
    expect(name.closest(".truncate")).toBeNull();
    expect(within(table).getByText("Kisumu")).toHaveAttribute("title", "Kisumu");
    await userEvent.click(within(table).getByRole("button", { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith("-name");
    const edit = within(table).getByRole("button", { name: "Edit Otieno Ouma" });
    expect(edit).toHaveAttribute("aria-haspopup", "dialog");
    await userEvent.click(edit);
    expect(onEdit).toHaveBeenCalledWith("2");
  });

  it("is a list of cards on a narrow screen, and says why there are no rows", () => {
    showAsTable(false);
    renderList();
    const cards = screen.getByRole("list", { name: "People" });
    expect(
      within(cards)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Grace Wanjiku", "Otieno Ouma"]);
    cleanup();
    renderList({ rows: [] });
    expect(screen.getByText("No people found")).toBeInTheDocument();
    cleanup();
    showAsTable(true);
    renderList({ loading: true });
    expect(screen.getByRole("cell", { name: "Loading..." })).toHaveAttribute("colspan", "3");
  });
});
