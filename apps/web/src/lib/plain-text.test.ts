import { describe, expect, it } from "vitest";
import { linkify, toParagraphs } from "./plain-text";

describe("toParagraphs", () => {
  it("splits on blank lines, keeps single line breaks, drops empty paragraphs", () => {
    expect(toParagraphs("One\nline two\n\n\n  Two  \r\n\r\nThree\n \n")).toEqual([
      "One\nline two",
      "Two",
      "Three",
    ]);
    expect(toParagraphs("   ")).toEqual([]);
  });
});

describe("linkify", () => {
  it("makes bare http(s) addresses links, leaving sentence punctuation outside", () => {
    expect(linkify("See https://lab.example/apply. Or http://x.example/a?b=1, then.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "https://lab.example/apply", href: "https://lab.example/apply" },
      { type: "text", text: ". Or " },
      { type: "link", text: "http://x.example/a?b=1", href: "http://x.example/a?b=1" },
      { type: "text", text: ", then." },
    ]);
  });

  it("never links another scheme or markup, and keeps it as text", () => {
    const text = 'javascript:alert(1) <a href="https://evil.example">x</a> data:text/html,hi';
    const pieces = linkify(text);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(
      pieces.filter((piece) => piece.type === "link").map((piece) => piece.type === "link" && piece.href),
    ).toEqual(["https://evil.example"]);
    expect(linkify("https:// nothing")).toEqual([{ type: "text", text: "https:// nothing" }]);
  });

  it("answers plain text as one piece", () => {
    expect(linkify("No links here")).toEqual([{ type: "text", text: "No links here" }]);
  });
});
