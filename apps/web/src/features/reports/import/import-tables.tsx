// The import dialog's two tables: what each report of the file will become (Create / Change /
// Unchanged, with its figures before and after), and the mistakes of a refused file by sheet,
// row and column with the cell's value. Each scrolls sideways on a phone and can be scrolled
// with the keyboard (the region is focusable and named).
import {
  IMPORT_SCREEN_TEXTS,
  type ImportError,
  type ImportFigures,
  type ImportPreviewItem,
  METRIC_KEYS,
  METRIC_LABELS,
} from "@alliance/shared";
import type { ReactNode } from "react";
import { ScrollRegion } from "../../../components/ui/table-parts";

const T = IMPORT_SCREEN_TEXTS;
const cell = "py-1 pr-3 align-top";

/** A captioned table with its heading row, in a region that scrolls (by keyboard too). */
function ScrollTable({
  label,
  headings,
  children,
}: {
  label: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={label} className="max-h-80 overflow-auto rounded border border-gray-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

function Figures({ figures, other }: { figures: ImportFigures | null; other?: ImportFigures | null }) {
  if (!figures) return <span className="text-gray-600">—</span>;
  return (
    <ul className="space-y-0.5">
      {METRIC_KEYS.map((key) => {
        const changed = other && other.metrics[key] !== figures.metrics[key];
        return (
          <li key={key} className={changed ? "font-semibold" : undefined}>
            {METRIC_LABELS[key]}: {figures.metrics[key].toLocaleString("en-KE")}
          </li>
        );
      })}
    </ul>
  );
}

export function PreviewTable({ items }: { items: ImportPreviewItem[] }) {
  const c = T.columns;
  return (
    <ScrollTable
      label={T.previewCaption}
      headings={[c.row, c.organization, c.period, c.action, c.before, c.after]}
    >
      {items.map((item) => (
        <tr key={`${item.sheet}-${item.row}`} className="border-b border-gray-200">
          <td className={cell}>
            {item.sheet} {item.row}
          </td>
          <th scope="row" className={`${cell} text-left font-normal`}>
            {item.organization}
          </th>
          <td className={cell}>
            {item.year} {item.quarter}
          </td>
          <td className={`${cell} font-semibold`}>{T.actions[item.action]}</td>
          <td className={cell}>
            <Figures figures={item.before} />
          </td>
          <td className={cell}>
            <Figures figures={item.after} other={item.before} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function ErrorsTable({ errors }: { errors: ImportError[] }) {
  const c = T.columns;
  return (
    <ScrollTable label={T.errorsCaption} headings={[c.sheet, c.row, c.column, c.value, c.message]}>
      {errors.map((error, index) => (
        // Two mistakes may share a cell; their order in the answer is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <tr key={index} className="border-b border-gray-200">
          <td className={cell}>{error.sheet}</td>
          <td className={cell}>{error.row}</td>
          <td className={cell}>{error.column ?? "—"}</td>
          <td className={`${cell} break-all`}>{error.value === null ? "—" : String(error.value)}</td>
          <td className={cell}>{error.message}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
