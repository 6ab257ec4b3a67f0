import { BREAKDOWN_TEXTS, completeBreakdowns } from "@alliance/shared";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { BreakdownShares } from "./breakdown-shares";

/** 1,000 trained: sex known for 800 (400 women), age for all, disability for nobody; nobody certified. */
const breakdowns = completeBreakdowns(
  { trained: 1000, certified: 0 },
  {
    trained: {
      sex: { female: 400, male: 400 },
      ageBand: { "15-17": 100, "18-24": 300, "25-34": 200, "35-44": 400 },
    },
  },
);

const shareItem = (metric: "trained" | "certified", label: string) =>
  within(screen.getByRole("region", { name: BREAKDOWN_TEXTS.among(metric) }))
    .getAllByRole("listitem")
    .find((item) => item.textContent?.startsWith(label))!;

describe("BreakdownShares", () => {
  afterEach(cleanup);

  it("gives each share among those whose category is known, with its coverage", () => {
    render(<BreakdownShares breakdowns={breakdowns} />);
    const women = shareItem("trained", BREAKDOWN_TEXTS.shares.women);
    // The count beside the share, and the share's base said in words.
    expect(women).toHaveTextContent("400 women, 50% of those whose sex is known");
    expect(women).toHaveTextContent("known for 80% of those trained");
    expect(shareItem("trained", BREAKDOWN_TEXTS.shares.youthKenya)).toHaveTextContent(
      "500 aged 18-34, 50% of those whose age is known known for 100% of those trained",
    );
    expect(shareItem("trained", BREAKDOWN_TEXTS.shares.youthUn)).toHaveTextContent(
      "400 aged 15-24, 40% of those whose age is known",
    );
  });

  it("says 'not known yet' when nothing is known, or nobody was certified", () => {
    render(<BreakdownShares breakdowns={breakdowns} />);
    const disability = shareItem("trained", BREAKDOWN_TEXTS.shares.disability);
    expect(disability).toHaveTextContent(BREAKDOWN_TEXTS.notKnownYet);
    expect(disability).not.toHaveTextContent("%");
    for (const label of Object.values(BREAKDOWN_TEXTS.shares)) {
      expect(shareItem("certified", label)).toHaveTextContent(BREAKDOWN_TEXTS.notKnownYet);
    }
  });
});
