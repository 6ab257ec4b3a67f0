import { describe, expect, it } from "vitest";
import { newsFormSchema } from "./news";

const values = {
  title: "The alliance trains 1,000 teachers",
  body: "A first cohort.\n\nMore: https://alliance.example/teachers",
  image: "/uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp",
  externalLink: "",
  hashtags: "#AI, education ,, Kenya\nteachers",
};

describe("newsFormSchema", () => {
  it("reads the hashtags separated by commas (or lines), without #, as the API stores them", () => {
    const parsed = newsFormSchema(false).parse(values);
    expect(parsed.hashtags).toEqual(["AI", "education", "Kenya", "teachers"]);
    expect(parsed.externalLink).toBe("");
  });

  it("needs an image for a new item, not for one that has one", () => {
    expect(newsFormSchema(false).safeParse({ ...values, image: "" }).success).toBe(false);
    expect(newsFormSchema(true).safeParse({ ...values, image: "" }).success).toBe(true);
  });

  it("refuses what the API refuses", () => {
    const result = newsFormSchema(false).safeParse({
      ...values,
      externalLink: "javascript:alert(1)",
      hashtags: "not a tag!",
      image: "https://elsewhere.example/x.png",
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["externalLink", "hashtags", "image"]));
  });
});
