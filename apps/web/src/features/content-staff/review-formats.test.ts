import { describe, expect, it } from "vitest";
import { changesOf } from "../../components/staff/list/change-review-dialog";
import { EVENT_FIELD_LABELS } from "./events";
import { EVENT_FORMATS, INSIGHT_FORMATS, JOB_FORMATS, NEWS_FORMATS } from "./review-formats";

describe("the review dialog's values of news, events, jobs and insights", () => {
  it("shows an event's start and end in East Africa Time and its type by its label", () => {
    const row = {
      title: "Summit",
      eventType: "in-person",
      startDate: "2099-12-12T06:00:00.000Z",
      endDate: "2099-12-12T14:30:00.000Z",
      pendingChange: {
        values: {
          eventType: "hybrid",
          startDate: "2099-12-13T06:00:00.000Z",
          endDate: "2099-12-13T14:30:00.000Z",
        },
      },
    };
    expect(changesOf(row, EVENT_FIELD_LABELS, ["image"], EVENT_FORMATS)).toEqual([
      { label: "Event type", current: "In person", proposed: "Hybrid", image: false },
      {
        label: "Start (EAT)",
        current: "12 Dec 2099, 09:00 EAT",
        proposed: "13 Dec 2099, 09:00 EAT",
        image: false,
      },
      {
        label: "End (EAT)",
        current: "12 Dec 2099, 17:30 EAT",
        proposed: "13 Dec 2099, 17:30 EAT",
        image: false,
      },
    ]);
  });

  it("shows a job's closing day, type and work mode for people, its lists one per line", () => {
    const row = {
      closingDate: "2099-01-31",
      type: "full-time",
      workMode: "onsite",
      requirements: ["Python"],
      pendingChange: {
        values: {
          closingDate: "2099-02-28",
          type: "internship",
          workMode: "remote",
          requirements: ["Python", "SQL"],
        },
      },
    };
    const labels = {
      type: "Type",
      workMode: "Work mode",
      requirements: "Requirements",
      closingDate: "Closing date",
    };
    expect(changesOf(row, labels, [], JOB_FORMATS)).toEqual([
      { label: "Type", current: "Full-time", proposed: "Internship", image: false },
      { label: "Work mode", current: "On-site", proposed: "Remote", image: false },
      { label: "Requirements", current: "Python", proposed: "Python\nSQL", image: false },
      { label: "Closing date", current: "31 Jan 2099", proposed: "28 Feb 2099", image: false },
    ]);
  });

  it("shows an insight's date and news hashtags; an empty value stays empty", () => {
    expect(INSIGHT_FORMATS.dateOfInsight!("2026-05-01")).toBe("1 May 2026");
    expect(INSIGHT_FORMATS.dateOfInsight!("not a date")).toBe("not a date");
    expect(NEWS_FORMATS.hashtags!(["AI", "skills"])).toBe("#AI #skills");
    const row = { externalLink: "", pendingChange: { values: { externalLink: "https://x.example" } } };
    expect(changesOf(row, { externalLink: "External link" }, [], NEWS_FORMATS)[0]?.current).toBe("");
  });
});
