import { BREAKDOWN_ENTRY_TEXTS, BREAKDOWN_TEXTS, completeBreakdowns, type Report } from "@alliance/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportBreakdowns } from "./report-breakdowns";

const metrics = { aware: 0, engaged: 0, trained: 100, certified: 0, orgsReached: 0, reachedByLeaders: 0 };

function report(change?: Record<string, Record<string, Record<string, number>>>): Report {
  return {
    _id: "r1",
    metrics,
    breakdowns: completeBreakdowns(metrics, { trained: { sex: { female: 60, male: 20 } } }),
    pendingChange: change
      ? { year: 2025, quarter: "Q1", metrics, evidence: [], breakdowns: completeBreakdowns(metrics, change) }
      : null,
  } as unknown as Report;
}

describe("<ReportBreakdowns>", () => {
  afterEach(cleanup);

  it("shows each known dimension as a table with its coverage, and the others in one line", () => {
    render(<ReportBreakdowns report={report()} />);
    const sex = screen.getByRole("table", { name: `Sex: ${BREAKDOWN_TEXTS.coverage(0.8, "trained")}` });
    expect(within(sex).getByRole("row", { name: "Female 60 60%" })).toBeVisible();
    expect(within(sex).getByRole("row", { name: "Not stated 20 20%" })).toBeVisible();
    expect(screen.getAllByText(BREAKDOWN_ENTRY_TEXTS.notGiven)).toHaveLength(7);
  });

  it("puts a waiting change's counts beside the approved ones where they differ, marked in words", () => {
    render(<ReportBreakdowns report={report({ trained: { sex: { female: 60, male: 30 } } })} />);
    const sex = screen.getByRole("table", { name: /^Sex: known for 80% of those trained/ });
    expect(within(sex).getByRole("row", { name: "Male 20 20% 30 (30%) (changed)" })).toBeVisible();
    expect(within(sex).getByRole("row", { name: "Female 60 60% 60 (60%)" })).toBeVisible();
  });
});
