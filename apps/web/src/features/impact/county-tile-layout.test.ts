import { COUNTY_CODES } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import { COUNTY_TILES, GRID_COLUMNS, GRID_ROWS, neighbourOf } from "./county-tile-layout";

const tileOf = (code: string) => COUNTY_TILES.find((tile) => tile.code === code)!;

describe("county tile layout", () => {
  it("has one tile per county, each in its own cell of the grid", () => {
    expect(COUNTY_TILES.map((tile) => tile.code).sort()).toEqual([...COUNTY_CODES].sort());
    const cells = COUNTY_TILES.map((tile) => `${tile.column},${tile.row}`);
    expect(new Set(cells).size).toBe(47);
    for (const tile of COUNTY_TILES) {
      expect(tile.column).toBeGreaterThanOrEqual(0);
      expect(tile.column).toBeLessThan(GRID_COLUMNS);
      expect(tile.row).toBeGreaterThanOrEqual(0);
      expect(tile.row).toBeLessThan(GRID_ROWS);
    }
    expect(new Set(COUNTY_TILES.map((tile) => tile.abbreviation)).size).toBe(47);
  });

  it("places the counties roughly where they lie", () => {
    const [turkana, mandera, mombasa, nairobi, kiambu, kajiado, busia] = [
      "023",
      "009",
      "001",
      "047",
      "022",
      "034",
      "040",
    ].map(tileOf);
    expect(turkana!.row).toBe(0);
    expect(mandera!.column).toBe(GRID_COLUMNS - 1);
    expect(mombasa!.row).toBe(GRID_ROWS - 1);
    expect(busia!.column).toBe(0);
    expect(kiambu!.row).toBeLessThan(nairobi!.row);
    expect(kajiado!.row).toBeGreaterThan(nairobi!.row);
  });

  it("moves to the nearest tile that way, jumping gaps and staying put at the edge", () => {
    expect(neighbourOf(tileOf("047"), "up").code).toBe("022"); // Nairobi City -> Kiambu
    expect(neighbourOf(tileOf("047"), "down").code).toBe("034"); // -> Kajiado
    expect(neighbourOf(tileOf("001"), "left").code).toBe("002"); // Mombasa -> Kwale
    expect(neighbourOf(tileOf("044"), "right").code).toBe("033"); // Migori -> Narok, over the gap
    expect(neighbourOf(tileOf("040"), "left").code).toBe("040"); // Busia: the west edge
    expect(neighbourOf(tileOf("009"), "up").code).toBe("009"); // Mandera: the north edge
  });
});
