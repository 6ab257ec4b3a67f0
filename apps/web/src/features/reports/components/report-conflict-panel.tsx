// Someone else saved the report after this form opened: the fields that differ, theirs beside
// yours, and the choice to keep theirs (the form reloads with them) or save yours over theirs
// (sent again naming their version). Nothing is overwritten unseen.
import { REPORT_CONFLICT_MESSAGES } from "@alliance/shared";
import { useId } from "react";
import { ColumnHeads, RowHead } from "../../../components/ui/table-parts";
import type { ConflictRow } from "./report-conflict";

export function ReportConflictPanel({
  message,
  rows,
  saving,
  onKeepTheirs,
  onSaveMine,
}: {
  message: string;
  rows: ConflictRow[];
  saving: boolean;
  onKeepTheirs: () => void;
  onSaveMine: () => void;
}) {
  const id = useId();
  return (
    <section
      role="alert"
      aria-labelledby={`${id}-heading`}
      className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-slate-900 ring-1 ring-amber-400"
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {REPORT_CONFLICT_MESSAGES.heading}
      </h3>
      <p className="mt-1">{message}</p>
      {rows.length === 0 ? (
        <p className="mt-2">{REPORT_CONFLICT_MESSAGES.unchanged}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{REPORT_CONFLICT_MESSAGES.heading}</caption>
            <thead>
              <ColumnHeads
                heads={[
                  [REPORT_CONFLICT_MESSAGES.field, "py-1 pr-3"],
                  [REPORT_CONFLICT_MESSAGES.theirs, "py-1 pr-3"],
                  [REPORT_CONFLICT_MESSAGES.yours, "py-1"],
                ]}
              />
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field} className="border-t border-amber-200">
                  <RowHead className="py-1 pr-3 font-normal">{row.field}</RowHead>
                  <td className="py-1 pr-3">{row.theirs}</td>
                  <td className="py-1">{row.yours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {(
          [
            [REPORT_CONFLICT_MESSAGES.keepTheirs, onKeepTheirs, "border border-slate-400"],
            [REPORT_CONFLICT_MESSAGES.saveMine, onSaveMine, "bg-brand text-white"],
          ] as const
        ).map(([text, onClick, look]) => (
          <button
            key={text}
            type="button"
            onClick={onClick}
            disabled={saving}
            className={`min-h-11 rounded-md px-4 font-semibold ${look}`}
          >
            {text}
          </button>
        ))}
      </div>
    </section>
  );
}
