import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage, pathWithoutLanguage, switchLanguagePath } from "./language-paths";

describe("the addresses of each language", () => {
  it("reads Kiswahili from /sw and its pages, English from every other path", () => {
    expect(languageOfPath("/sw")).toBe("sw");
    expect(languageOfPath("/sw/learning")).toBe("sw");
    expect(languageOfPath("/sw/")).toBe("sw");
    expect(languageOfPath("/swahili-news")).toBe("en");
    expect(languageOfPath("/learning")).toBe("en");
  });

  it("takes the prefix off and puts it back, /sw being the home page", () => {
    expect(pathWithoutLanguage("/sw")).toBe("/");
    expect(pathWithoutLanguage("/sw/news/a-story")).toBe("/news/a-story");
    expect(pathWithoutLanguage("/news")).toBe("/news");
    expect(pathInLanguage("/", "sw")).toBe("/sw");
    expect(pathInLanguage("/learning?q=data", "sw")).toBe("/sw/learning?q=data");
    expect(pathInLanguage("/learning", "en")).toBe("/learning");
  });

  it("leads to the same page and query in the other language", () => {
    expect(switchLanguagePath("/learning?q=data&page=2", "sw")).toBe("/sw/learning?q=data&page=2");
    expect(switchLanguagePath("/sw/learning?q=data", "en")).toBe("/learning?q=data");
    expect(switchLanguagePath("/sw", "en")).toBe("/");
    expect(switchLanguagePath("/?year=2025", "sw")).toBe("/sw?year=2025");
    expect(switchLanguagePath("/sw?year=2025", "en")).toBe("/?year=2025");
  });
});
