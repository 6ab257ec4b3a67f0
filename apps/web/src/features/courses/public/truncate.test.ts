import { COURSE_DESC_PREVIEW_LENGTH } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { matchesCourse, truncate } from "./truncate";

describe("truncate", () => {
  it("cuts to 100 characters plus an ellipsis", () => {
    const long = "a".repeat(150);
    expect(truncate(long)).toBe(`${"a".repeat(COURSE_DESC_PREVIEW_LENGTH)}...`);
  });
  it("leaves text of 100 characters or fewer unchanged", () => {
    expect(truncate("a".repeat(100))).toBe("a".repeat(100));
    expect(truncate("short")).toBe("short");
  });
  it("never splits a character made of two code units", () => {
    const text = `${"a".repeat(99)}😀tail`;
    expect(truncate(text)).toBe(`${"a".repeat(99)}😀...`);
  });
});

describe("matchesCourse", () => {
  const course = { title: "Writing Effective Prompts", tag: "Prompting", desc: "Ask AI tools well." };
  it("matches title, tag and description case-insensitively", () => {
    expect(matchesCourse(course, "effective")).toBe(true);
    expect(matchesCourse(course, "PROMPTING")).toBe(true);
    expect(matchesCourse(course, "ai tools")).toBe(true);
    expect(matchesCourse(course, "blockchain")).toBe(false);
    expect(matchesCourse(course, "   ")).toBe(true);
  });

  it("matches the organisation that offers the course", () => {
    expect(matchesCourse({ ...course, organization: "Moringa School" }, "moringa")).toBe(true);
    expect(matchesCourse(course, "moringa")).toBe(false);
  });
});

describe("matchesCourse keywords", () => {
  it("finds a course by a Kiswahili keyword its text does not contain", () => {
    const course = { title: "AI for Farmers", tag: "Agri", desc: "Crops.", keywords: "kilimo, walimu" };
    expect(matchesCourse(course, "Kilimo")).toBe(true);
    expect(matchesCourse(course, "walimu")).toBe(true);
    expect(matchesCourse({ ...course, keywords: "" }, "kilimo")).toBe(false);
  });
});
