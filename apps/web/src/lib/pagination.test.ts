import { PAGINATION_RANGE_JUMP, PAGINATION_WINDOW } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { clampPage, type PageItem, pageCountFor, paginationWindow, rangeJump } from "./pagination";

const pages = (items: PageItem[]) => items.map((item) => (item.type === "page" ? item.page : "…"));

describe("pageCountFor", () => {
  it("rounds up and never returns less than one page", () => {
    expect(pageCountFor(0, 10)).toBe(1);
    expect(pageCountFor(10, 10)).toBe(1);
    expect(pageCountFor(11, 10)).toBe(2);
    expect(pageCountFor(100_000, 10)).toBe(10_000);
    expect(pageCountFor(Number.NaN, 10)).toBe(1);
  });
});

describe("clampPage", () => {
  it("keeps pages inside 1..pageCount", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe("paginationWindow", () => {
  it("uses the spec's window of 10 pages by default", () => {
    expect(PAGINATION_WINDOW).toBe(10);
  });

  it("lists every page when there are few", () => {
    expect(pages(paginationWindow(1, 1))).toEqual([1]);
    expect(pages(paginationWindow(3, 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last and pages within 10 of the current page", () => {
    expect(pages(paginationWindow(50, 100))).toEqual([
      1,
      "…",
      ...Array.from({ length: 21 }, (_, i) => 40 + i),
      "…",
      100,
    ]);
  });

  it("has no gap next to the first page when the window reaches it", () => {
    expect(pages(paginationWindow(1, 30))).toEqual([...Array.from({ length: 11 }, (_, i) => i + 1), "…", 30]);
    expect(pages(paginationWindow(12, 30))).toEqual([
      ...Array.from({ length: 22 }, (_, i) => i + 1),
      "…",
      30,
    ]);
  });

  it("has no gap when the window ends right before the last page", () => {
    expect(pages(paginationWindow(20, 31))).toEqual([
      1,
      "…",
      ...Array.from({ length: 22 }, (_, i) => i + 10),
    ]);
  });

  it("clamps a current page beyond the last page", () => {
    expect(pages(paginationWindow(99, 3))).toEqual([1, 2, 3]);
  });

  it("accepts a custom window", () => {
    expect(pages(paginationWindow(5, 10, 1))).toEqual([1, "…", 4, 5, 6, "…", 10]);
  });

  it("never lists a page twice and stays ordered", () => {
    for (const [current, count] of [
      [1, 1],
      [1, 2],
      [2, 2],
      [11, 21],
      [10_000, 10_000],
    ] as const) {
      const list = pages(paginationWindow(current, count)).filter((p) => p !== "…") as number[];
      expect(new Set(list).size).toBe(list.length);
      expect([...list].sort((a, b) => a - b)).toEqual(list);
      expect(list[0]).toBe(1);
      expect(list.at(-1)).toBe(count);
    }
  });
});

describe("rangeJump", () => {
  it("jumps 20 pages and stays inside the list", () => {
    expect(PAGINATION_RANGE_JUMP).toBe(20);
    expect(rangeJump(1, 100, 1)).toBe(21);
    expect(rangeJump(50, 100, -1)).toBe(30);
    expect(rangeJump(90, 100, 1)).toBe(100);
    expect(rangeJump(5, 100, -1)).toBe(1);
  });
});
