import { describe, expect, it } from "vitest";
import { contentLang, contentLanguagesFor, isLanguage, languageFromAcceptLanguage } from "./languages";

describe("languageFromAcceptLanguage", () => {
  it("reads the preferred site language, regions and q-values included", () => {
    expect(languageFromAcceptLanguage("sw-KE,sw;q=0.9,en;q=0.8")).toBe("sw");
    expect(languageFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
    expect(languageFromAcceptLanguage("fr, en;q=0.5, sw;q=0.7")).toBe("sw");
    expect(languageFromAcceptLanguage("SW")).toBe("sw");
  });

  it("names nothing when the header names neither language or is missing", () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage("")).toBeUndefined();
    expect(languageFromAcceptLanguage("fr-FR, de;q=0.5")).toBeUndefined();
    expect(languageFromAcceptLanguage("sw;q=0, en;q=abc")).toBeUndefined();
  });
});

describe("isLanguage", () => {
  it("accepts the two site languages only", () => {
    expect(isLanguage("en")).toBe(true);
    expect(isLanguage("sw")).toBe(true);
    expect(isLanguage("fr")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});

describe("content languages", () => {
  it("a filter by a site language keeps that language and both", () => {
    expect(contentLanguagesFor("sw")).toEqual(["sw", "both"]);
    expect(contentLanguagesFor("en")).toEqual(["en", "both"]);
  });
  it("marks an item's text only when its language differs from the page's", () => {
    expect(contentLang("en", "sw")).toBe("en");
    expect(contentLang("sw", "en")).toBe("sw");
    expect(contentLang("en", "en")).toBeUndefined();
    expect(contentLang("both", "sw")).toBeUndefined();
  });
});
