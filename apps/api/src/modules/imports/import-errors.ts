// An import's mistakes, collected where each is (sheet, row, column as the file names it, value),
// so one answer lists them all (ADR 0037).
import type { ImportError } from "@alliance/shared";
import type * as read from "./cells";
import type { CellValue, SheetRow } from "./read-file";

/** Collects the file's mistakes, each where it is. */
export class ImportErrors {
  readonly list: ImportError[] = [];
  /** A JSON report's breakdowns repeat its period: its mistakes are listed once. */
  private readonly seen = new Set<string>();
  add(at: SheetRow, column: string | null, message: string, value?: CellValue) {
    const named = column ? (at.columnNames?.[column] ?? column) : null;
    const cell = value !== undefined ? value : column ? (at.cells[column] ?? null) : null;
    const key = `${at.sheet}/${at.row}/${named}/${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.list.push({ sheet: at.sheet, row: at.row, column: named, value: cell, message });
  }
  /** The value read, or undefined after recording why it could not be read. */
  take<T>(at: SheetRow, column: string, result: read.Read<T>): T | undefined {
    if ("value" in result) return result.value;
    this.add(at, column, result.message);
    return undefined;
  }
}
