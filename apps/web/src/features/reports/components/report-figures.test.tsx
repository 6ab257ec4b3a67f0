// The review's figures table: a waiting change shows only the figures that
// differ, and the comparison names the latest approved quarter it is taken from.
import type { Report } from "@alliance/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportFigures } from "./report-figures";

const metrics = {
  aware: 500,
  engaged: 300,
  trained: 100,
  certified: 10,
  orgsReached: 2,
  reachedByLeaders: 40,
};
const report = (overrides: Partial<Report>) =>
  ({
    _id: "r1",
    year: 2025,
    quarter: "Q3",
    metrics,
    status: "approved",
    previous: null,
    previousPeriod: null,
    pendingChange: null,
    ...overrides,
  }) as unknown as Report;
const change = (changed: Partial<typeof metrics>): Report["pendingChange"] =>
  ({
    year: 2025,
    quarter: "Q3",
    metrics: { ...metrics, ...changed },
    evidence: [],
    proposedAt: "2025-10-02T08:00:00.000Z",
    proposedBy: "staff@org.example",
    returnedNote: null,
  }) as unknown as Report["pendingChange"];

describe("ReportFigures", () => {
  afterEach(cleanup);

  it("lists only the figures a waiting change alters", () => {
    render(<ReportFigures report={report({ pendingChange: change({ trained: 120 }) })} />);
    const rows = within(screen.getByRole("table")).getAllByRole("rowheader");
    expect(rows.map((row) => row.textContent)).toEqual(["Trained"]);
    expect(screen.getByRole("row", { name: /Trained/ })).toHaveTextContent("100120 (changed)");
  });

  it("says so when a change alters no figure", () => {
    render(<ReportFigures report={report({ pendingChange: change({}) })} />);
    expect(screen.getByTestId("no-figure-changes")).toBeInTheDocument();
  });

  it("shows every figure of a new report beside the latest approved quarter, named", () => {
    render(
      <ReportFigures
        report={report({
          status: "submitted",
          previous: { ...metrics, aware: 50 },
          previousPeriod: { year: 2024, quarter: "Q4" },
        })}
      />,
    );
    expect(within(screen.getByRole("table")).getAllByRole("rowheader")).toHaveLength(6);
    expect(
      screen.getByRole("columnheader", { name: "Latest approved before (2024 Q4)" }),
    ).toBeInTheDocument();
  });
});
