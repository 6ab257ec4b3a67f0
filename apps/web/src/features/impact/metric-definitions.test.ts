// The method section's definitions are the open data package's field descriptions: the English
// catalogue holds the shared METRIC_DEFINITIONS word for word.
import { METRIC_DEFINITIONS, METRIC_KEYS } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import en from "../../i18n/locales/en/impact.json";
import { METRIC_MEANINGS } from "./metric-labels";

describe("metric definitions", () => {
  it.each(METRIC_KEYS)("the method section's definition of %s is the shared one", (key) => {
    expect((en as Record<string, string>)[METRIC_MEANINGS[key]]).toBe(METRIC_DEFINITIONS[key]);
  });
});
