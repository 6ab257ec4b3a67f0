import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Table, type TableColumn } from "./table";

type Row = { _id: string; title: string; year: number };
const COLUMNS: TableColumn<Row>[] = [
  { header: "Title", className: "font-medium", cell: (row) => row.title },
  { header: "Year", headerClassName: "text-right", cell: (row) => row.year },
];

describe("<Table>", () => {
  afterEach(cleanup);

  it("shows a header per column and a row per item in a focusable scrolling region", () => {
    const rows = [{ _id: "c1", title: "AI basics", year: 2025 }];
    render(<Table label="Courses" columns={COLUMNS} rows={rows} rowKey={(row) => row._id} />);
    const region = screen.getByRole("region", { name: "Courses" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(
      within(region)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Title", "Year"]);
    expect(
      within(region)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["AI basics", "2025"]);
  });

  it("shows the message across all columns instead of the rows", () => {
    render(
      <Table label="Courses" columns={COLUMNS} rows={[]} rowKey={(row) => row._id} message="No courses" />,
    );
    expect(screen.getByRole("cell", { name: "No courses" })).toHaveAttribute("colspan", "2");
  });
});
