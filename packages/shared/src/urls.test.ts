import { describe, expect, it } from "vitest";
import { CourseInput, MemberAdminInput, MembershipApplicationInput, PartnerInput } from "./schemas";
import { toHttpUrl } from "./url-safety";

// Addresses an outside test used to slip script or data links past the old pattern check.
const ATTACKS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u200bjavascript:alert(1)",
  "\u00a0javascript:alert(1)",
  "da\nta:text/html,<script>alert(1)</script>",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "https://exa\tmple.org",
  "https://example.org/\u200b",
  "//evil.example/x",
  "https://user:pass@example.org",
  "http://",
  "partner site",
];
const IMAGE = `/uploads/${"a".repeat(64)}.webp`;

describe("web addresses", () => {
  it("accepts http(s) addresses and bare domains (as https)", () => {
    expect(toHttpUrl(" https://org.example/about?x=1 ")).toBe("https://org.example/about?x=1");
    expect(toHttpUrl("HTTP://Org.Example")).toBe("HTTP://Org.Example");
    expect(toHttpUrl("www.org.example")).toBe("https://www.org.example");
  });

  it("refuses every script, data, hidden-character and malformed address", () => {
    for (const attack of ATTACKS) expect(toHttpUrl(attack), JSON.stringify(attack)).toBeUndefined();
  });

  it("is the rule of every URL field of every shared schema", () => {
    const member = {
      firstName: "A",
      surName: "B",
      role: "R",
      email: "a@b.example",
      phone: "1",
      organizationName: "O",
    };
    const course = { title: "t", desc: "d", tag: "x", category: "Everyone", segment: "role", image: IMAGE };
    for (const attack of ATTACKS) {
      const label = JSON.stringify(attack);
      expect(MembershipApplicationInput.safeParse({ ...member, website: attack }).success, label).toBe(false);
      expect(MemberAdminInput.safeParse({ ...member, website: attack }).success, label).toBe(false);
      expect(
        PartnerInput.safeParse({ organizationName: "P", link: attack, image: IMAGE }).success,
        label,
      ).toBe(false);
      expect(CourseInput.safeParse({ ...course, link: attack }).success, label).toBe(false);
    }
    const ok = PartnerInput.safeParse({ organizationName: "P", link: " org.example ", image: IMAGE });
    expect(ok.data?.link).toBe("https://org.example");
    expect(MemberAdminInput.parse({ ...member, website: "" }).website).toBe("");
    const refused = PartnerInput.safeParse({ organizationName: "P", link: "java\tscript:x", image: IMAGE });
    expect(refused.error?.issues[0]?.message).toBe(
      "Link must be a web address starting with http:// or https://",
    );
  });
});

describe("images", () => {
  it("accepts only images uploaded to this site", () => {
    const partner = { organizationName: "P", link: "https://p.example" };
    expect(PartnerInput.safeParse({ ...partner, image: IMAGE }).success).toBe(true);
    for (const image of [
      "https://tracker.example/pixel.png",
      "//tracker.example/pixel.png",
      "/uploads/../api/v1/users",
      "/uploads/abc.webp",
      `/uploads/${"a".repeat(64)}.png`,
      `https://site.example/uploads/${"a".repeat(64)}.webp`,
      "data:image/png;base64,AAAA",
    ]) {
      expect(PartnerInput.safeParse({ ...partner, image }).success, image).toBe(false);
    }
    const course = {
      title: "t",
      desc: "d",
      link: "https://c.example",
      tag: "x",
      category: "Everyone",
      segment: "role",
    };
    expect(CourseInput.safeParse({ ...course, image: "" }).success).toBe(true);
    expect(CourseInput.safeParse({ ...course, image: "https://tracker.example/p.png" }).success).toBe(false);
  });
});
