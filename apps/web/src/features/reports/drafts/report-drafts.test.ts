// Drafts are kept per user and report, read back exactly, and discarded.
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { discardDraft, draftKey, readDraft, saveDraft } from "./report-drafts";

describe("report drafts", () => {
  it("keeps a draft per user and report, exactly as typed, until it is discarded", async () => {
    const values = {
      year: 2026,
      quarter: "Q3",
      metrics: { trained: 120, certified: 40 },
      breakdowns: { trained: { sex: { female: "70", male: "50" } } },
    };
    const mine = draftKey("user-1", undefined);
    expect(await saveDraft(mine, values, new Date("2026-11-28T10:00:00Z"))).toBe(true);
    expect(await readDraft(mine)).toEqual({ key: mine, savedAt: "2026-11-28T10:00:00.000Z", values });
    // Another user of the same browser, or another report, finds nothing.
    expect(await readDraft(draftKey("user-2", undefined))).toBeUndefined();
    expect(await readDraft(draftKey("user-1", "report-9"))).toBeUndefined();
    await discardDraft(mine);
    expect(await readDraft(mine)).toBeUndefined();
  });
});
