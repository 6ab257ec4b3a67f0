import { describe, expect, it } from "vitest";
import { ReportInput } from "./report-rules";
import { CourseInput, LoginInput, MembershipApplicationInput, PartnerInput } from "./schemas";

describe("shared schemas", () => {
  it("requires every membership field and lower-cases the email", () => {
    const ok = MembershipApplicationInput.parse({
      firstName: " Ann ",
      surName: "W",
      role: "CTO",
      email: "Ann@Example.org",
      phone: "0712 345 678",
      organizationName: "Org",
      website: "https://org.example",
    });
    expect(ok.firstName).toBe("Ann");
    expect(ok.email).toBe("ann@example.org");
    expect(MembershipApplicationInput.safeParse({}).success).toBe(false);
  });

  it("words login errors as the spec does", () => {
    const r = LoginInput.safeParse({ email: "", password: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(["email missing", "password missing"]);
  });

  it("refuses script links", () => {
    const image = `/uploads/${"a".repeat(64)}.webp`;
    expect(
      PartnerInput.safeParse({ organizationName: "P", link: "javascript:alert(1)", image }).success,
    ).toBe(false);
    expect(PartnerInput.safeParse({ organizationName: "P", link: "https://p.example", image }).success).toBe(
      true,
    );
    const course = {
      title: "t",
      desc: "d",
      link: "javascript:alert(1)",
      tag: "x",
      category: "Everyone",
      segment: "role",
    };
    expect(CourseInput.safeParse(course).success).toBe(false);
  });

  it("converts report numbers and defaults metrics to 0", () => {
    const r = ReportInput.parse({ year: "2024", quarter: "Q2", metrics: { aware: "12" } });
    expect(r.year).toBe(2024);
    expect(r.metrics).toEqual({
      aware: 12,
      engaged: 0,
      trained: 0,
      certified: 0,
      orgsReached: 0,
      reachedByLeaders: 0,
    });
    expect(ReportInput.safeParse({ year: 2024, quarter: "Q5" }).success).toBe(false);
    expect(ReportInput.safeParse({ year: 2024, quarter: "Q1", metrics: { aware: -1 } }).success).toBe(false);
  });
});
