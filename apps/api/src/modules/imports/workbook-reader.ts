// exceljs's streaming workbook reader, fed each part of the file by name from the zip's central
// directory instead of by its own zip stream.
//
// Why: its own stream (unzipper's Parse, under exceljs 4.4) reports the list of parts ended as soon
// as the last bytes of the file are read, not when the last part has been taken. A part parsed
// while the reader was still busy with an earlier one (it writes sheets that come before the
// shared strings to temporary files) was dropped: one read in 500 to 3,000 of the same valid
// file, nearly one in a hundred with ten read at once. The parts lost are the last: in a workbook
// exceljs writes, the workbook's own part, so a good file was refused as "not an Excel workbook";
// in one Excel writes, it can be a sheet, whose rows would then be missing without a word.
// Reading each part by name,
// in the order the reader needs them (relationships, workbook, shared strings, styles, then the
// sheets), loses nothing and needs no temporary files; the sheets are still read as streams, row
// by row, so memory stays what the streaming reader needs.
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";

/** The reader's own steps, which its `parse` calls with each part (exceljs 4.4). */
interface ReaderSteps {
  _parseRels(entry: PassThrough): Promise<void>;
  _parseWorkbook(entry: PassThrough): Promise<void>;
  _parseSharedStrings(entry: PassThrough): AsyncGenerator<unknown>;
  _parseStyles(entry: PassThrough): Promise<void>;
  _parseWorksheet(entry: PassThrough, sheetNo: string): Generator<unknown>;
}

/**
 * A part of the zip as one of Node's own streams, which fails when the part's data does (a
 * broken compressed stream). JSZip gives an older stream that the reader would pipe on and then
 * wait on forever, since a pipe does not carry the error along.
 */
function partStream(file: JSZip.JSZipObject): PassThrough {
  const out = new PassThrough();
  const source = file.nodeStream("nodebuffer");
  source.on("error", (error) => out.destroy(error));
  source.pipe(out);
  return out;
}

const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

class DirectoryWorkbookReader extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(
    private readonly zip: JSZip,
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    // The input is not read: `parse` below takes the parts from `zip`.
    super("", options);
  }

  override async *parse(): AsyncGenerator<unknown> {
    const steps = this as unknown as ReaderSteps;
    const part = (path: string) => {
      const file = this.zip.file(path);
      return file ? partStream(file) : undefined;
    };
    const rels = part("xl/_rels/workbook.xml.rels");
    const workbook = part("xl/workbook.xml");
    if (!rels || !workbook) throw new Error("not a workbook: no workbook part");
    await steps._parseRels(rels);
    await steps._parseWorkbook(workbook);
    const sharedStrings = part("xl/sharedStrings.xml");
    if (sharedStrings) yield* steps._parseSharedStrings(sharedStrings);
    const styles = part("xl/styles.xml");
    if (styles) await steps._parseStyles(styles);
    const sheets = Object.keys(this.zip.files)
      .map((path) => SHEET_PART.exec(path))
      .filter((match) => match !== null)
      .sort((a, b) => Number(a[1]) - Number(b[1]));
    for (const [path, sheetNo] of sheets) {
      yield* steps._parseWorksheet(part(path!)!, sheetNo!);
    }
  }
}

/**
 * The worksheets of an .xlsx file, each as exceljs's streaming reader gives it (its name, and its
 * rows as an async iterable), in the file's order. Throws when the body is not a zip holding a
 * workbook.
 */
export async function* worksheetsOf(
  body: Buffer,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): AsyncGenerator<ExcelJS.stream.xlsx.WorksheetReader> {
  const zip = await JSZip.loadAsync(body);
  yield* new DirectoryWorkbookReader(zip, { ...options, worksheets: "emit" });
}
