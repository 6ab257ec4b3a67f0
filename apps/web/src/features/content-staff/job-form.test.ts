import { describe, expect, it } from "vitest";
import { JobFormSchema } from "./job-form";

const values = {
  title: "AI Engineer",
  about: "Build models.",
  type: "internship",
  workMode: "remote",
  location: "Nairobi",
  requirements: "Python\n\n  Statistics  \n",
  responsibilities: "",
  howToApply: "Jobs@Lab.example",
  closingDate: "2026-06-30",
};

describe("JobFormSchema", () => {
  it("reads the lists one item a line and the e-mail to apply to, as the API stores them", () => {
    const parsed = JobFormSchema.parse(values);
    expect(parsed.requirements).toEqual(["Python", "Statistics"]);
    expect(parsed.responsibilities).toEqual([]);
    expect(parsed.howToApply).toBe("jobs@lab.example");
  });

  it("refuses what the API refuses", () => {
    const result = JobFormSchema.safeParse({
      ...values,
      howToApply: "javascript:alert(1)",
      closingDate: "30/06/2026",
      requirements: Array.from({ length: 21 }, (_, i) => `R${i}`).join("\n"),
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["howToApply", "closingDate", "requirements"]));
  });
});
