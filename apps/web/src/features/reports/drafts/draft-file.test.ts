// A draft file opens only when it is a report draft whose values the report schema accepts;
// otherwise it says why and gives nothing to the form.
import { REPORT_DRAFT_FILE, REPORT_DRAFT_FILE_MESSAGES } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { breakdownDefaults, type ReportFormState } from "../components/breakdown-values";
import { draftFileOf, readDraftFile } from "./draft-file";

const values = (): ReportFormState => {
  const breakdowns = breakdownDefaults(undefined);
  breakdowns.trained.sex.female = "30";
  breakdowns.trained.sex.male = "20";
  breakdowns.trained.county = [{ code: "047", count: "12" }];
  return {
    year: "2025" as unknown as number,
    quarter: "Q2",
    metrics: { aware: 400, engaged: 300, trained: 50, certified: 10, orgsReached: 2, reachedByLeaders: 0 },
    evidence: [{ title: "Attendance sheet", url: "https://example.org/sheet", description: "" }],
    breakdowns,
    organizationName: "",
  };
};
const text = (data: unknown) => JSON.stringify(data);

describe("report draft files", () => {
  it("opens a saved draft with the same values, breakdowns and evidence", () => {
    const file = draftFileOf(values(), new Date("2025-08-01T09:00:00Z"));
    expect(file).toMatchObject({
      kind: REPORT_DRAFT_FILE.kind,
      version: 1,
      savedAt: "2025-08-01T09:00:00.000Z",
    });
    const opened = readDraftFile(text(file));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.savedAt).toBe("2025-08-01T09:00:00.000Z");
    expect(opened.values.year).toBe(2025);
    expect(opened.values.quarter).toBe("Q2");
    expect(opened.values.metrics?.trained).toBe(50);
    expect(opened.values.breakdowns.trained.sex).toMatchObject({ female: "30", male: "20" });
    expect(opened.values.breakdowns.trained.county).toEqual([{ code: "047", count: "12" }]);
    expect(opened.values.breakdowns.certified.sex.female).toBe("");
    expect(opened.values.evidence).toEqual(values().evidence);
  });

  it("refuses a file that is no JSON", () => {
    expect(readDraftFile("{ not json")).toEqual({ ok: false, message: REPORT_DRAFT_FILE_MESSAGES.notJson });
    expect(readDraftFile("")).toEqual({ ok: false, message: REPORT_DRAFT_FILE_MESSAGES.notJson });
  });

  it("refuses JSON of another kind, or a draft of a newer version", () => {
    const file = draftFileOf(values());
    for (const other of [{ ...file, kind: "course-draft" }, { name: "members" }, [1, 2], null, 42]) {
      expect(readDraftFile(text(other))).toEqual({ ok: false, message: REPORT_DRAFT_FILE_MESSAGES.notDraft });
    }
    expect(readDraftFile(text({ ...file, version: 2 }))).toEqual({
      ok: false,
      message: REPORT_DRAFT_FILE_MESSAGES.newerVersion,
    });
  });

  it("refuses values the report schema does not accept, naming why", () => {
    const file = draftFileOf(values());
    const negative = readDraftFile(
      text({ ...file, values: { ...file.values, metrics: { ...values().metrics, trained: -5 } } }),
    );
    expect(negative.ok).toBe(false);
    if (!negative.ok)
      expect(negative.message).toMatch(/^This draft file holds values the form does not accept: /);
    // Breakdowns that add up to more than the total are refused as the form refuses them.
    const tooMany = values();
    tooMany.breakdowns.trained.sex.female = "300";
    const opened = readDraftFile(text(draftFileOf(tooMany)));
    expect(opened.ok).toBe(false);
    expect(readDraftFile(text({ ...file, values: { ...file.values, quarter: "Q9" } })).ok).toBe(false);
  });

  it("refuses a file too large to be a draft", () => {
    const big = text({ ...draftFileOf(values()), padding: "x".repeat(REPORT_DRAFT_FILE.maxBytes) });
    expect(readDraftFile(big)).toEqual({ ok: false, message: REPORT_DRAFT_FILE_MESSAGES.tooLarge });
  });
});
