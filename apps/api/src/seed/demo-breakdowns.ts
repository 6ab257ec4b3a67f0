// Demo breakdowns (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): who each demo organisation trained and certified, by sex, age band,
// county and disability, so the public picture has something believable to show. Each
// organisation works in its own region and knows only part of some dimensions (online learners'
// counties, a university that does not ask about disability), so "known for N%" is below 100%
// and a few counties stay at zero, as in real reporting. Deterministic: no randomness in seeds.
import {
  type AGE_BANDS,
  BREAKDOWN_METRICS,
  type BreakdownMetric,
  type CategoryCounts,
  type CountyCode,
  type Dimension,
} from "@alliance/shared";

type Weights = Partial<Record<string, number>>;

interface DimensionProfile {
  /** The part of the total whose category the organisation knows (0 to 1). */
  known: number;
  /** How the known part splits, relative weights. */
  weights: Weights;
}

type AgeWeights = Partial<Record<(typeof AGE_BANDS)[number], number>>;
type CountyWeights = Partial<Record<CountyCode, number>>;

/** One profile per demo organisation, in the order of DEMO_ORG_USERS. */
const PROFILES: Array<Record<Dimension, DimensionProfile>> = [
  // Savannah Tech Hub, Nairobi: bootcamps in and around the capital, some online (county unknown).
  {
    sex: { known: 1, weights: { female: 46, male: 53.8, intersex: 0.2 } },
    ageBand: {
      known: 0.92,
      weights: { "18-24": 35, "25-34": 40, "35-44": 15, "45-54": 7, "55plus": 3 } satisfies AgeWeights,
    },
    county: {
      known: 0.85,
      weights: {
        "047": 45,
        "022": 15,
        "016": 8,
        "034": 7,
        "032": 6,
        "021": 5,
        "019": 5,
        "015": 5,
        "017": 4,
      } satisfies CountyWeights,
    },
    disability: { known: 0.7, weights: { with: 4, without: 96 } },
  },
  // Lakeside University, Kisumu: students from the lake region; disability is not asked.
  {
    sex: { known: 0.85, weights: { female: 52, male: 48 } },
    ageBand: {
      known: 1,
      weights: { "15-17": 5, "18-24": 60, "25-34": 25, "35-44": 7, "45-54": 3 } satisfies AgeWeights,
    },
    county: {
      known: 0.95,
      weights: {
        "042": 30,
        "041": 12,
        "043": 10,
        "037": 10,
        "038": 6,
        "040": 5,
        "044": 5,
        "045": 6,
        "046": 3,
        "039": 5,
        "035": 3,
      } satisfies CountyWeights,
    },
    disability: { known: 0, weights: {} },
  },
  // Coastal TVET Institute, Mombasa: the coast and the north-east.
  {
    sex: { known: 1, weights: { female: 41, male: 59 } },
    ageBand: {
      known: 0.8,
      weights: { "15-17": 8, "18-24": 50, "25-34": 28, "35-44": 10, "45-54": 4 } satisfies AgeWeights,
    },
    county: {
      known: 0.9,
      weights: {
        "001": 35,
        "003": 20,
        "002": 15,
        "005": 5,
        "006": 7,
        "004": 5,
        "007": 3,
      } satisfies CountyWeights,
    },
    disability: { known: 0.9, weights: { with: 5, without: 95 } },
  },
  // Highlands AgriTech Cooperative: farmers across the Rift Valley and the north.
  {
    sex: { known: 0.7, weights: { female: 38, male: 62 } },
    ageBand: {
      known: 0.6,
      weights: { "18-24": 20, "25-34": 30, "35-44": 25, "45-54": 15, "55plus": 10 } satisfies AgeWeights,
    },
    county: {
      known: 1,
      weights: {
        "027": 15,
        "029": 10,
        "028": 8,
        "026": 10,
        "030": 7,
        "024": 5,
        "023": 4,
        "036": 8,
        "033": 8,
        "031": 7,
        "025": 3,
        "010": 3,
        "011": 3,
        "012": 9,
      } satisfies CountyWeights,
    },
    disability: { known: 0.5, weights: { with: 3, without: 97 } },
  },
];

/**
 * Splits `total` over the weights (largest remainder, so the parts add up exactly to the known
 * part); categories that get nothing are left out, as stored.
 */
export function apportion(total: number, weights: Weights): CategoryCounts {
  const entries = Object.entries(weights).filter(([, weight]) => (weight ?? 0) > 0) as Array<
    [string, number]
  >;
  const sum = entries.reduce((acc, [, weight]) => acc + weight, 0);
  if (total <= 0 || sum === 0) return {};
  const exact = entries.map(([category, weight]) => ({ category, value: (total * weight) / sum }));
  const parts = exact.map((part) => ({ ...part, count: Math.floor(part.value) }));
  let left = total - parts.reduce((acc, part) => acc + part.count, 0);
  for (const part of [...parts].sort((a, b) => b.value - b.count - (a.value - a.count))) {
    if (left <= 0) break;
    part.count += 1;
    left -= 1;
  }
  return Object.fromEntries(
    parts.filter((part) => part.count > 0).map((part) => [part.category, part.count]),
  );
}

/**
 * The known breakdowns of one demo report: organisation `owner`'s profile applied to its totals,
 * the known part of each dimension varying a little from quarter to quarter (`step`).
 */
export function demoBreakdowns(
  owner: number,
  step: number,
  totals: Record<BreakdownMetric, number>,
): Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>> {
  const profile = PROFILES[owner % PROFILES.length]!;
  const out: Partial<Record<BreakdownMetric, Partial<Record<Dimension, CategoryCounts>>>> = {};
  for (const [m, metric] of BREAKDOWN_METRICS.entries()) {
    const byDimension: Partial<Record<Dimension, CategoryCounts>> = {};
    for (const [dimension, profiled] of Object.entries(profile) as Array<[Dimension, DimensionProfile]>) {
      const { known } = profiled;
      // Women finish a little more often than men, so the certified are not a copy of the trained.
      const weights =
        metric === "certified" && dimension === "sex"
          ? { ...profiled.weights, female: (profiled.weights.female ?? 0) * 1.12 }
          : profiled.weights;
      const wobble = known >= 1 ? 0 : (((step + owner + m) % 3) - 1) * 0.03;
      const knownPart = Math.round(totals[metric] * Math.min(1, Math.max(0, known + wobble)));
      const counts = apportion(knownPart, weights);
      if (Object.keys(counts).length > 0) byDimension[dimension] = counts;
    }
    out[metric] = byDimension;
  }
  return out;
}
