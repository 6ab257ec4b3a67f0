import { describe, expect, it } from "vitest";
import { organisationRows, quarterRows, type SeriesPoint } from "./quarter-rows";

const point = (period: string, trained: number): SeriesPoint => ({
  period,
  aware: 0,
  engaged: 0,
  trained,
  certified: 0,
  provisional: false,
  reported: 1,
  expected: 3,
});

/** An organisation's approved figures of one quarter. */
const figure = (year: number, quarter: "Q1" | "Q2" | "Q3" | "Q4", trained: number) => ({
  year,
  quarter,
  aware: 0,
  engaged: 0,
  trained,
  certified: 0,
});

describe("quarter rows", () => {
  const now = new Date("2024-05-10T12:00:00Z"); // 2024 Q2 in progress

  it("lists every quarter from the first reporting year to the one in progress, newest first, gaps included", () => {
    const rows = quarterRows([point("2023-Q2", 5), point("2024-Q2", 7)], {}, now);
    expect(rows.map((row) => `${row.period.year}-${row.period.quarter}`)).toEqual([
      "2024-Q2",
      "2024-Q1",
      "2023-Q4",
      "2023-Q3",
      "2023-Q2",
      "2023-Q1",
    ]);
    expect(rows[0]).toMatchObject({ provisional: true, point: { trained: 7 } });
    expect(rows[1]).toMatchObject({ provisional: false, point: null });
    expect(rows[4]?.point?.trained).toBe(5);
  });

  it("keeps only the year or quarter chosen", () => {
    expect(quarterRows([], { year: 2023 }, now).map((row) => row.period.quarter)).toEqual([
      "Q4",
      "Q3",
      "Q2",
      "Q1",
    ]);
    expect(quarterRows([], { quarter: "Q1" }, now).map((row) => row.period.year)).toEqual([2024, 2023]);
  });

  it("lists an organisation's quarters from its first report, naming the missing ones", () => {
    const rows = organisationRows([figure(2023, "Q3", 5), figure(2024, "Q1", 7)], now);
    // 2024 Q2 is in progress without a report: left out; 2023 Q4 is missing: a row without figures.
    expect(
      rows.map((row) => [`${row.period.year}-${row.period.quarter}`, row.point?.trained ?? null]),
    ).toEqual([
      ["2024-Q1", 7],
      ["2023-Q4", null],
      ["2023-Q3", 5],
    ]);
    expect(organisationRows([figure(2024, "Q2", 3)], now)).toMatchObject([
      { provisional: true, point: { trained: 3 } },
    ]);
    expect(organisationRows([], now)).toEqual([]);
  });

  it("takes an organisation's quarter in progress from the Kenyan day, not the UTC one", () => {
    // 01:00 on 1 January 2027 in Nairobi, still 31 December 2026 in UTC: 2027 Q1 is in progress,
    // so 2026 Q4 has ended and is named as missing, and an early 2027 Q1 report is the one in progress.
    const newYearInKenya = new Date("2026-12-31T22:00:00Z");
    const rows = organisationRows([figure(2026, "Q3", 4), figure(2027, "Q1", 2)], newYearInKenya);
    expect(
      rows.map((row) => [
        `${row.period.year}-${row.period.quarter}`,
        row.point?.trained ?? null,
        row.provisional,
      ]),
    ).toEqual([
      ["2027-Q1", 2, true],
      ["2026-Q4", null, false],
      ["2026-Q3", 4, false],
    ]);
    // Without a 2027 Q1 report, the ended 2026 Q4 is still a missing quarter.
    expect(
      organisationRows([figure(2026, "Q3", 4)], newYearInKenya).map((row) => row.period.quarter),
    ).toEqual(["Q4", "Q3"]);
  });
});
