// The recent pace on /impact names its quarters and their reporting rates, in both languages, and
// says why it is left out when fewer than two quarters qualify (packages/shared/src/recent-pace.ts).
import { completeBreakdowns, coverageOfAll, type ImpactSummary } from "@alliance/shared";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LanguageProvider } from "../../i18n/language-context";
import { TargetProgress } from "./target-progress";

const now = new Date("2026-11-25T12:00:00Z"); // 2026 Q4 in progress
const metrics = {
  aware: 0,
  engaged: 0,
  trained: 30000,
  certified: 3000,
  orgsReached: 0,
  reachedByLeaders: 0,
};
const breakdowns = completeBreakdowns({ trained: 30000, certified: 3000 }, undefined);
const point = (period: string, trained: number, reported: number) => ({
  period,
  aware: 0,
  engaged: 0,
  trained,
  certified: trained / 10,
  provisional: false,
  reported,
  expected: 10,
});
const summary = (series: ImpactSummary["series"]): ImpactSummary => ({
  totals: metrics,
  allTime: metrics,
  series,
  topOrganizations: [],
  breakdowns,
  coverage: coverageOfAll(breakdowns),
  lastApprovedAt: null,
  pledged: { trained: 0, certified: 0 },
});

const renderIn = (language: "en" | "sw", series: ImpactSummary["series"]) =>
  render(
    <LanguageProvider language={language}>
      <TargetProgress summary={summary(series)} now={now} />
    </LanguageProvider>,
  ).container;

describe("the recent pace on /impact", () => {
  afterEach(cleanup);

  const series = [point("2026-Q1", 7000, 6), point("2026-Q2", 7600, 8), point("2026-Q3", 100, 2)];

  it("averages the qualifying quarters and names them with their reporting rate", () => {
    const pace = renderIn("en", series).querySelector('[data-pace="trained"]');
    expect(pace).toHaveTextContent("Recent pace: 7,300 a quarter on average over the latest 2 quarters");
    expect(pace).toHaveTextContent("Q1 2026: 60% of organisations reported");
    expect(pace).toHaveTextContent("Q2 2026: 80% of organisations reported");
    expect(pace).not.toHaveTextContent("Q3 2026");
  });

  it("says the same in Kiswahili", () => {
    const pace = renderIn("sw", series).querySelector('[data-pace="certified"]');
    expect(pace).toHaveTextContent("wastani wa 730 kwa kila robo mwaka katika robo mwaka 2 za karibuni");
    expect(pace).toHaveTextContent("80% ya mashirika yalitoa ripoti");
  });

  it("leaves the pace out with a sentence when fewer than two quarters qualify", () => {
    const english = renderIn("en", [point("2026-Q3", 100, 6)]).querySelector('[data-pace="trained"]');
    expect(english).toHaveTextContent("No recent pace is shown");
    expect(english).toHaveTextContent("there is only one so far");
    expect(english).not.toHaveTextContent("a quarter on average");
    cleanup();
    const kiswahili = renderIn("sw", []).querySelector('[data-pace="trained"]');
    expect(kiswahili).toHaveTextContent("Kasi ya karibuni haionyeshwi");
    expect(kiswahili).toHaveTextContent("bado hakuna hata moja");
  });
});
