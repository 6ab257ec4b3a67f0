// Kenya's 47 counties as a tile grid map (docs/decisions/0026-breakdowns-by-sex-age-county-disability.md): one equal square per county, placed by
// hand roughly where the county lies, so small counties (Nairobi City, Vihiga, Mombasa) weigh as
// much as the large northern ones and every tile is big enough to tap. The grid is 10 columns by
// 9 rows; this is the only place the layout lives:
//
//        0    1    2    3    4    5    6    7    8    9
//   0              TRK                 MRS            MDR      north: Turkana, Marsabit, Mandera
//   1              WPK            SBR            WJR
//   2         BGM  TNZ  EMK  BRG  LKP  ISL
//   3    BSA  KKG  NDI  UGU  NDR  NYR  MRU       GRS
//   4    SYA  VHG  KSM  KRC  NKR  KRN  TNT                     west: the lake counties
//   5    HBY  KSI  NMR  BMT  MRG  EMB  KTU  TRV
//   6    MGR            NRK  KMB  MCK            LAM
//   7                        NRB  MKN       KLF                centre-south: Nairobi City
//   8                        KJD       TTV  KWL  MSA           south-east coast
//
// The three-letter abbreviations are drawn in the tiles only as a visual aid; each tile's
// accessible name is the county's full name (COUNTIES in @alliance/shared).
import type { CountyCode } from "@alliance/shared";

export interface CountyTile {
  code: CountyCode;
  /** Drawn inside the tile; never the accessible name. */
  abbreviation: string;
  column: number;
  row: number;
}

export const GRID_COLUMNS = 10;
export const GRID_ROWS = 9;

export const COUNTY_TILES: readonly CountyTile[] = [
  { code: "023", abbreviation: "TRK", column: 2, row: 0 }, // Turkana
  { code: "010", abbreviation: "MRS", column: 6, row: 0 }, // Marsabit
  { code: "009", abbreviation: "MDR", column: 9, row: 0 }, // Mandera
  { code: "024", abbreviation: "WPK", column: 2, row: 1 }, // West Pokot
  { code: "025", abbreviation: "SBR", column: 5, row: 1 }, // Samburu
  { code: "008", abbreviation: "WJR", column: 8, row: 1 }, // Wajir
  { code: "039", abbreviation: "BGM", column: 1, row: 2 }, // Bungoma
  { code: "026", abbreviation: "TNZ", column: 2, row: 2 }, // Trans Nzoia
  { code: "028", abbreviation: "EMK", column: 3, row: 2 }, // Elgeyo-Marakwet
  { code: "030", abbreviation: "BRG", column: 4, row: 2 }, // Baringo
  { code: "031", abbreviation: "LKP", column: 5, row: 2 }, // Laikipia
  { code: "011", abbreviation: "ISL", column: 6, row: 2 }, // Isiolo
  { code: "040", abbreviation: "BSA", column: 0, row: 3 }, // Busia
  { code: "037", abbreviation: "KKG", column: 1, row: 3 }, // Kakamega
  { code: "029", abbreviation: "NDI", column: 2, row: 3 }, // Nandi
  { code: "027", abbreviation: "UGU", column: 3, row: 3 }, // Uasin Gishu
  { code: "018", abbreviation: "NDR", column: 4, row: 3 }, // Nyandarua
  { code: "019", abbreviation: "NYR", column: 5, row: 3 }, // Nyeri
  { code: "012", abbreviation: "MRU", column: 6, row: 3 }, // Meru
  { code: "007", abbreviation: "GRS", column: 8, row: 3 }, // Garissa
  { code: "041", abbreviation: "SYA", column: 0, row: 4 }, // Siaya
  { code: "038", abbreviation: "VHG", column: 1, row: 4 }, // Vihiga
  { code: "042", abbreviation: "KSM", column: 2, row: 4 }, // Kisumu
  { code: "035", abbreviation: "KRC", column: 3, row: 4 }, // Kericho
  { code: "032", abbreviation: "NKR", column: 4, row: 4 }, // Nakuru
  { code: "020", abbreviation: "KRN", column: 5, row: 4 }, // Kirinyaga
  { code: "013", abbreviation: "TNT", column: 6, row: 4 }, // Tharaka-Nithi
  { code: "043", abbreviation: "HBY", column: 0, row: 5 }, // Homa Bay
  { code: "045", abbreviation: "KSI", column: 1, row: 5 }, // Kisii
  { code: "046", abbreviation: "NMR", column: 2, row: 5 }, // Nyamira
  { code: "036", abbreviation: "BMT", column: 3, row: 5 }, // Bomet
  { code: "021", abbreviation: "MRG", column: 4, row: 5 }, // Murang'a
  { code: "014", abbreviation: "EMB", column: 5, row: 5 }, // Embu
  { code: "015", abbreviation: "KTU", column: 6, row: 5 }, // Kitui
  { code: "004", abbreviation: "TRV", column: 7, row: 5 }, // Tana River
  { code: "044", abbreviation: "MGR", column: 0, row: 6 }, // Migori
  { code: "033", abbreviation: "NRK", column: 3, row: 6 }, // Narok
  { code: "022", abbreviation: "KMB", column: 4, row: 6 }, // Kiambu
  { code: "016", abbreviation: "MCK", column: 5, row: 6 }, // Machakos
  { code: "005", abbreviation: "LAM", column: 8, row: 6 }, // Lamu
  { code: "047", abbreviation: "NRB", column: 4, row: 7 }, // Nairobi City
  { code: "017", abbreviation: "MKN", column: 5, row: 7 }, // Makueni
  { code: "003", abbreviation: "KLF", column: 7, row: 7 }, // Kilifi
  { code: "034", abbreviation: "KJD", column: 4, row: 8 }, // Kajiado
  { code: "006", abbreviation: "TTV", column: 6, row: 8 }, // Taita-Taveta
  { code: "002", abbreviation: "KWL", column: 7, row: 8 }, // Kwale
  { code: "001", abbreviation: "MSA", column: 8, row: 8 }, // Mombasa
];

export type Direction = "left" | "right" | "up" | "down";

const STEP: Record<Direction, { column: number; row: number }> = {
  left: { column: -1, row: 0 },
  right: { column: 1, row: 0 },
  up: { column: 0, row: -1 },
  down: { column: 0, row: 1 },
};

/**
 * The tile an arrow key moves to: the nearest tile lying that way, a tile straight ahead
 * preferred to one off to the side (so gaps in the grid are jumped, and the map's edge stays put).
 */
export function neighbourOf(tile: CountyTile, direction: Direction, tiles = COUNTY_TILES): CountyTile {
  const step = STEP[direction];
  let best: CountyTile = tile;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const other of tiles) {
    const ahead = (other.column - tile.column) * step.column + (other.row - tile.row) * step.row;
    if (ahead <= 0) continue;
    const aside = step.column === 0 ? Math.abs(other.column - tile.column) : Math.abs(other.row - tile.row);
    const score = ahead + aside * 3;
    if (score < bestScore) {
      best = other;
      bestScore = score;
    }
  }
  return best;
}
