import { describe, expect, it } from "vitest";
import { insightFormSchema } from "./insights";

const values = {
  title: "State of AI skills in Kenya",
  image: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp",
  dateOfInsight: "2026-06-30",
  summary: "Most trainees are under 30.",
  methodology: "A survey of 2,000 trainees.",
  link: "https://alliance.example/reports/skills.pdf",
  tags: "skills, #survey\n\n youth ",
};

describe("insightFormSchema", () => {
  it("reads the tags separated by commas (or lines), as the API stores them", () => {
    expect(insightFormSchema(false).parse(values).tags).toEqual(["skills", "survey", "youth"]);
  });

  it("refuses what the API refuses", () => {
    const result = insightFormSchema(false).safeParse({
      ...values,
      dateOfInsight: "30/06/2026",
      link: "",
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(","),
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["dateOfInsight", "link", "tags"]));
  });
});
