import { completeBreakdowns, coverageOfAll, type ImpactSummary } from "@alliance/shared";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReadsProvider, readOf } from "../../lib/public-read/test-reads";
import { ImpactSection } from "./impact-section";

const breakdowns = completeBreakdowns({ trained: 53067, certified: 10 }, undefined);
const summary: ImpactSummary = {
  breakdowns,
  coverage: coverageOfAll(breakdowns),
  lastApprovedAt: null,
  pledged: { trained: 0, certified: 0 },
  totals: {
    aware: 1234567,
    engaged: 2500,
    trained: 53067,
    certified: 10,
    orgsReached: 7,
    reachedByLeaders: 1000,
  },
  series: [
    { period: "2024-Q1", aware: 10, engaged: 5, trained: 2, provisional: false, reported: 2, expected: 3 },
    { period: "2023-Q4", aware: 8, engaged: 4, trained: 1, provisional: false, reported: 1, expected: 3 },
    { period: "2024-Q4", aware: 3, engaged: 2, trained: 1, provisional: true, reported: 1, expected: 3 },
  ],
  // Summed over metrics: the home page no longer ranks by it (ADR 0040).
  topOrganizations: [{ name: "Org by sum", total: 99999 }],
  topTrained: Array.from({ length: 5 }, (_, i) => ({
    slug: `org-${i}`,
    name: `Org ${i}`,
    trained: 1000 * (7 - i),
  })),
  allTime: {
    aware: 2000000,
    engaged: 9000,
    trained: 60000,
    certified: 10,
    orgsReached: 7,
    reachedByLeaders: 1000,
  },
};

describe("ImpactSection", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows six tiles with separators, top 5 and a progress bar from the server data", () => {
    render(
      <ReadsProvider reads={readOf("/reports/summary", summary)}>
        <ImpactSection />
      </ReadsProvider>,
    );
    const tiles = screen.getAllByRole("listitem").filter((li) => li.classList.contains("impact-tile"));
    expect(tiles).toHaveLength(6);
    expect(within(tiles[0]!).getByText("1,234,567")).toBeInTheDocument();
    expect(within(tiles[0]!).getByText("Awareness")).toBeInTheDocument();
    // Ranked by people trained, the metric named, the list leading to /impact for the rest.
    expect(screen.getByRole("link", { name: "Org 4" })).toHaveAttribute("href", "/organisations/org-4");
    expect(screen.getByText("7,000 trained")).toBeInTheDocument();
    expect(screen.queryByText(/Org by sum/)).toBeNull();
    expect(
      screen.getByRole("link", { name: "All figures and more organisations on the impact page" }),
    ).toHaveAttribute("href", "/impact");
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("max", "1000000");
    // The bar shows every approved report to date, not the filtered totals.
    expect(bar).toHaveAttribute("value", "60000");
    expect(screen.getByTestId("progress-scope")).toHaveTextContent("All approved reports to date");
  });

  it("draws the quarter in progress as provisional and leaves empty quarters as gaps", () => {
    const { container } = render(
      <ReadsProvider reads={readOf("/reports/summary", summary)}>
        <ImpactSection />
      </ReadsProvider>,
    );
    expect(screen.getByTestId("provisional-note")).toHaveTextContent(
      "2024-Q4: provisional: 1 of 3 organisations reported",
    );
    // 2023-Q4 -> 2024-Q1 is joined (one segment per line); 2024-Q2 and Q3 are empty, so 2024-Q4 stands alone.
    const segments = container.querySelectorAll("figure svg line[stroke-width='3']");
    expect(segments).toHaveLength(3);
    // Spaced by time: 2024-Q1 is one fifth of the way from 2023-Q4 to 2024-Q4.
    const circles = [...container.querySelectorAll("figure svg circle")]
      .slice(0, 3)
      .map((c) => Number(c.getAttribute("cx")));
    expect(circles[2]! - circles[0]!).toBeCloseTo((circles[1]! - circles[0]!) * 4, 3);
  });

  it("refetches when the year or quarter changes, and keeps zeros on failure", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(summary), { status: 200 }))
      .mockRejectedValueOnce(new Error("offline"));
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <ReadsProvider reads={readOf("/reports/summary", summary)}>
        <ImpactSection />
      </ReadsProvider>,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2024" } });
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/v1/reports/summary?year=2024");
    await act(async () => {
      fireEvent.change(screen.getByLabelText("Quarter"), { target: { value: "Q3" } });
    });
    expect(String(fetchMock.mock.calls[1]![0])).toBe("/api/v1/reports/summary?quarter=Q3&year=2024");
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    for (const value of document.querySelectorAll("[data-metric]")) expect(value.textContent).toBe("0");
  });

  it("applies a year chosen before the script arrived, once hydrated", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(summary), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const section = (
      <ReadsProvider reads={readOf("/reports/summary", summary)}>
        <ImpactSection />
      </ReadsProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(section);
    document.body.append(container);
    // A slow phone: the select works before its handler is there.
    const year = within(container).getByLabelText("Year") as HTMLSelectElement;
    year.value = "2024";
    await act(async () => {
      hydrateRoot(container, section);
    });
    expect(year.value).toBe("2024");
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/v1/reports/summary?year=2024");
    expect(window.location.search).toBe("?year=2024");
    window.history.replaceState(null, "", "/");
    container.remove();
  });
});
