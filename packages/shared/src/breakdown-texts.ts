// The staff screens' English texts of breakdowns (the public picture reads its own catalogues,
// docs/decisions/0029-public-site-in-two-languages.md). A module of its own, so that a public
// chunk importing breakdowns.ts for its rules does not carry these words.
import { type BreakdownMetric, COUNTIES, COUNTY_NAMES, type Dimension } from "./breakdowns";

export const BREAKDOWN_TEXTS = {
  method:
    "Organisations break down the people they trained and certified by sex (the categories of Kenya's 2019 census), age band, county of residence and disability. Organisations that ask about disability use the Washington Group short set of questions. What an organisation does not know is counted as not stated, and each share is given with the part of the total it is known for.",
  assigned: (assigned: number, total: number, notStated: number) =>
    `${assigned.toLocaleString("en-KE")} of ${total.toLocaleString("en-KE")} assigned, ${notStated.toLocaleString("en-KE")} not stated`,
  coverage: (share: number, metric: BreakdownMetric) =>
    `known for ${Math.round(share * 100)}% of those ${metric}`,
  countiesReached: (reached: number) => `${reached} of ${COUNTIES.length} counties`,
  // The public picture (home impact section, docs/decisions/0026-breakdowns-by-sex-age-county-disability.md).
  title: "Who was trained, and where",
  among: (metric: BreakdownMetric) => `Among those ${metric}`,
  shares: {
    women: "Women",
    youthKenya: "Youth, 18-34 (as Kenya counts)",
    youthUn: "Youth, 15-24 (as the UN counts)",
    disability: "Persons with disabilities",
  },
  /** A share whose category nobody reported yet, or a period with nobody trained or certified. */
  notKnownYet: "not known yet",
  countiesReachedLabel: "Counties reached",
  methodSummary: "How these figures are counted",
  mapTitle: "People trained by county",
  mapHint: "Choose a county to see its figures. Arrow keys move between counties.",
  tileLabel: (county: string, trained: number) => `${county}: ${trained.toLocaleString("en-KE")} trained`,
  countyFigures: (trained: number, certified: number) =>
    `${trained.toLocaleString("en-KE")} trained, ${certified.toLocaleString("en-KE")} certified in the period chosen`,
  noCountyChosen: "No county chosen yet.",
  legendTitle: "People trained",
  legendNone: "None reported",
  legendRange: (from: number, to: number) => `${from.toLocaleString("en-KE")}-${to.toLocaleString("en-KE")}`,
  legendOpen: (from: number) => `${from.toLocaleString("en-KE")} or more`,
  tableSummary: "Table of counties",
  tableCaption: "People trained and certified by county of residence, in the period chosen",
} as const;

/** Each dimension's categories as the staff screens and the spreadsheet name them. */
export const CATEGORY_LABELS: Record<Dimension, Record<string, string>> = {
  sex: { female: "Female", male: "Male", intersex: "Intersex", notStated: "Not stated" },
  ageBand: {
    under15: "Under 15",
    "15-17": "15-17",
    "18-24": "18-24",
    "25-34": "25-34",
    "35-44": "35-44",
    "45-54": "45-54",
    "55plus": "55 and over",
    notStated: "Not stated",
  },
  county: { ...COUNTY_NAMES, notStated: "Not stated (online or not recorded)" },
  disability: { with: "With a disability", without: "Without a disability", notStated: "Not stated" },
};
