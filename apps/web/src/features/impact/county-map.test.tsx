import { BREAKDOWN_TEXTS, COUNTIES, completeBreakdowns } from "@alliance/shared";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReadsProvider, readOf } from "../../lib/public-read/test-reads";
import { countyDetailPath } from "./county-cross-panel";
import { CountyMap } from "./county-map";
import { CountyTable } from "./county-table";
import { PublicPicture } from "./public-picture";

const breakdowns = completeBreakdowns(
  { trained: 2000, certified: 500 },
  {
    trained: { county: { "047": 1234, "001": 300, "042": 66 } },
    certified: { county: { "047": 400, "001": 20 } },
  },
);
const trained = breakdowns.trained.county;
const certified = breakdowns.certified.county;

describe("CountyMap", () => {
  afterEach(cleanup);

  it("draws 47 tiles, each a button named by its county and count, one of them in the Tab order", () => {
    render(<CountyMap trained={trained} certified={certified} />);
    const map = screen.getByRole("group", { name: BREAKDOWN_TEXTS.mapTitle });
    const tiles = within(map).getAllByRole("button");
    expect(tiles).toHaveLength(47);
    expect(within(map).getByRole("button", { name: "NRB, Nairobi City: 1,234 trained" })).toBeInTheDocument();
    expect(within(map).getByRole("button", { name: "WJR, Wajir: 0 trained" })).toBeInTheDocument();
    expect(tiles.filter((tile) => tile.getAttribute("tabindex") === "0")).toHaveLength(1);
    // A legend in words, not colour alone.
    expect(screen.getByText("1,201 or more")).toBeInTheDocument();
  });

  it("shows a county's trained and certified figures when chosen by click, Enter or Space", () => {
    render(<CountyMap trained={trained} certified={certified} />);
    expect(screen.getByRole("status")).toHaveTextContent(BREAKDOWN_TEXTS.noCountyChosen);
    const nairobi = screen.getByRole("button", { name: /^[A-Z]{3}, Nairobi City/ });
    fireEvent.click(nairobi);
    expect(nairobi).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent(
      `Nairobi City${BREAKDOWN_TEXTS.countyFigures(1234, 400)}`,
    );
    const mombasa = screen.getByRole("button", { name: /^[A-Z]{3}, Mombasa/ });
    fireEvent.keyDown(mombasa, { key: "Enter" });
    expect(screen.getByRole("status")).toHaveTextContent(BREAKDOWN_TEXTS.countyFigures(300, 20));
    expect(nairobi).toHaveAttribute("aria-pressed", "false");
    fireEvent.keyDown(mombasa, { key: " " });
    expect(screen.getByRole("status")).toHaveTextContent(BREAKDOWN_TEXTS.noCountyChosen);
  });

  it("shows a chosen county's women, youth and disability from the cross-classified counts, small ones withheld", async () => {
    const period = { year: "2025", quarter: "Q1" };
    const query = { ...period, metric: "trained" };
    const detail = (code: string, cross: object) => ({
      code,
      name: "",
      metric: "trained",
      count: 1234,
      crossClassified: cross,
    });
    const reads = {
      ...readOf(
        countyDetailPath("047"),
        detail("047", {
          count: 600,
          share: 600 / 1234,
          women: { count: 300 },
          youth: { count: 450 },
          disability: { count: null, fewerThan: 10 },
        }),
        query,
      ),
      ...readOf(
        countyDetailPath("001"),
        detail("001", {
          count: 0,
          share: 0,
          women: { count: 0 },
          youth: { count: 0 },
          disability: { count: 0 },
        }),
        query,
      ),
    };
    render(
      <ReadsProvider reads={reads}>
        <CountyMap trained={trained} certified={certified} period={period} />
      </ReadsProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: /^[A-Z]{3}, Nairobi City/ }));
    const panel = await screen.findByTestId("county-cross");
    expect(panel).toHaveTextContent("49% of those trained in this county were reported by county together");
    expect(within(panel).getByText("Women").closest("li")).toHaveTextContent("300, 50% of them");
    expect(
      within(panel)
        .getByText(/^Youth, 18-34/)
        .closest("li"),
    ).toHaveTextContent("450, 75% of them");
    expect(within(panel).getByText("Persons with disabilities").closest("li")).toHaveTextContent(
      "fewer than 10",
    );
    fireEvent.click(screen.getByRole("button", { name: /^[A-Z]{3}, Mombasa/ }));
    expect(await screen.findByText(/No organisation has reported this county's people/)).toBeInTheDocument();
  });

  it("moves focus between neighbouring tiles with the arrow keys, Home and End", () => {
    render(<CountyMap trained={trained} certified={certified} />);
    const nairobi = screen.getByRole("button", { name: /^[A-Z]{3}, Nairobi City/ });
    act(() => nairobi.focus());
    fireEvent.keyDown(nairobi, { key: "ArrowUp" });
    const kiambu = screen.getByRole("button", { name: /^[A-Z]{3}, Kiambu/ });
    expect(kiambu).toHaveFocus();
    expect(kiambu).toHaveAttribute("tabindex", "0");
    expect(nairobi).toHaveAttribute("tabindex", "-1");
    fireEvent.keyDown(kiambu, { key: "ArrowRight" });
    expect(screen.getByRole("button", { name: /^[A-Z]{3}, Machakos/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(screen.getByRole("button", { name: /^[A-Z]{3}, Mombasa/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(screen.getByRole("button", { name: /^[A-Z]{3}, Turkana/ })).toHaveFocus();
  });
});

describe("CountyTable", () => {
  afterEach(cleanup);

  it("lists every county with its counts, and those whose county was not stated", () => {
    render(<CountyTable trained={trained} certified={certified} />);
    const table = screen.getByRole("table", { name: BREAKDOWN_TEXTS.tableCaption, hidden: true });
    const rows = within(table).getAllByRole("row", { hidden: true });
    expect(rows).toHaveLength(1 + COUNTIES.length + 1);
    const nairobi = within(table)
      .getByRole("rowheader", { name: "Nairobi City", hidden: true })
      .closest("tr")!;
    expect(nairobi).toHaveTextContent("Nairobi City1,234400");
    expect(rows.at(-1)).toHaveTextContent("Not stated (online or not recorded)40080");
  });
});

describe("PublicPicture", () => {
  afterEach(cleanup);

  it("gives the counties reached with their coverage, and the method note", () => {
    render(<PublicPicture breakdowns={breakdowns} />);
    expect(screen.getByRole("region", { name: BREAKDOWN_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByTestId("counties-reached")).toHaveTextContent(
      `${BREAKDOWN_TEXTS.countiesReached(3)} (known for 80% of those trained)`,
    );
    expect(screen.getByText(BREAKDOWN_TEXTS.methodSummary)).toBeInTheDocument();
    expect(screen.getByText(/Washington Group short set/)).toBeInTheDocument();
    // What the separate breakdowns cannot answer is said under the map.
    expect(screen.getByTestId("separate-breakdowns")).toHaveTextContent(
      "they do not say, for example, how many women were trained in one county",
    );
  });
});
