import { BREAKDOWN_ENTRY_TEXTS } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { findCounty, parseColumn, parseCount, parseCountyLines } from "./paste-column";

describe("parseCount", () => {
  it("reads whole numbers with or without thousands separators", () => {
    expect(parseCount("12")).toBe(12);
    expect(parseCount(" 1,234 ")).toBe(1234);
    expect(parseCount("1,234,567")).toBe(1234567);
    expect(parseCount("1 234")).toBe(1234);
  });

  it("refuses what is not a whole number", () => {
    for (const cell of ["", "-3", "1.5", "12a", "1,23", "one"]) expect(parseCount(cell)).toBeNull();
  });
});

describe("parseColumn", () => {
  it("fills the categories in order from a column, ignoring the spreadsheet's trailing newline", () => {
    expect(parseColumn("10\r\n1,200\r\n3\r\n", 4)).toEqual({ ok: true, value: [10, 1200, 3], notes: [] });
  });

  it("reads a row of tab-separated cells the same way, keeping an empty cell's place", () => {
    expect(parseColumn("5\t\t7", 3)).toEqual({ ok: true, value: [5, undefined, 7], notes: [] });
  });

  it("skips a header cell and a Total row with a note", () => {
    expect(parseColumn("Trained\n10\n20\nTotal\t30\n", 3)).toEqual({
      ok: true,
      value: [10, 20],
      notes: [
        BREAKDOWN_ENTRY_TEXTS.pasteSkippedTotal("Total 30"),
        BREAKDOWN_ENTRY_TEXTS.pasteSkippedHeader("Trained"),
      ],
    });
  });

  it("names the line that is not a number, and refuses more numbers than categories", () => {
    expect(parseColumn("4\nabc", 3)).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteNotANumber(2, "abc"),
    });
    expect(parseColumn("1\n2\n3\n4", 3)).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteTooMany(4, 3),
    });
    expect(parseColumn("\n\n", 3)).toEqual({ ok: false, error: BREAKDOWN_ENTRY_TEXTS.pasteEmpty });
  });
});

describe("findCounty", () => {
  it("finds a county by its code, its name however spelled, or the start of its name", () => {
    expect(findCounty("047")).toBe("047");
    expect(findCounty("1")).toBe("001");
    expect(findCounty("Muranga")).toBe("021");
    expect(findCounty("taita taveta")).toBe("006");
    expect(findCounty("Nairobi")).toBe("047");
    expect(findCounty("047 Nairobi City")).toBe("047");
    expect(findCounty("Kisumu (042)")).toBe("042");
  });

  it("finds nothing for an unknown or ambiguous name", () => {
    expect(findCounty("048")).toBeUndefined();
    expect(findCounty("Atlantis")).toBeUndefined();
    // Kisii, Kisumu, Kitui, Kiambu...
    expect(findCounty("Ki")).toBeUndefined();
    expect(findCounty("  ")).toBeUndefined();
  });
});

describe("parseCountyLines", () => {
  it("reads two pasted columns: name or code, then count", () => {
    expect(parseCountyLines("Nairobi City\t1,500\n042\t30\nMombasa 12\n")).toEqual({
      ok: true,
      value: [
        { code: "047", count: 1500 },
        { code: "042", count: 30 },
        { code: "001", count: 12 },
      ],
      notes: [],
    });
  });

  it("skips a header row and a Total/Jumla row with a note; Kisumu County is Kisumu; unmatched lines are listed", () => {
    const parsed = parseCountyLines(
      "County\tTrained\nKisumu County\t1,200\nNairobi\t300\nAtlantis\t4\nJumla\t1,504\n",
    );
    expect(parsed).toEqual({
      ok: true,
      value: [
        { code: "042", count: 1200 },
        { code: "047", count: 300 },
      ],
      notes: [
        BREAKDOWN_ENTRY_TEXTS.pasteSkippedHeader("County Trained"),
        BREAKDOWN_ENTRY_TEXTS.pasteSkippedTotal("Jumla 1,504"),
        BREAKDOWN_ENTRY_TEXTS.pasteUnmatched(["Atlantis 4"]),
      ],
    });
    expect(findCounty("Kisumu County")).toBe("042");
    expect(findCounty("Kaunti ya Kisumu")).toBe("042");
    expect(findCounty("kisumu")).toBe("042");
  });

  it("names the line with an unknown county, a missing count or a county listed twice", () => {
    expect(parseCountyLines("Atlantis\t4")).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteUnmatched(["Atlantis 4"]),
    });
    expect(parseCountyLines("047\t4\nKisumu")).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteNoCount(2),
    });
    expect(parseCountyLines("047\tmany")).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteNotANumber(1, "many"),
    });
    expect(parseCountyLines("047\t4\nNairobi\t5")).toEqual({
      ok: false,
      error: BREAKDOWN_ENTRY_TEXTS.pasteCountyTwice("Nairobi City"),
    });
  });
});
