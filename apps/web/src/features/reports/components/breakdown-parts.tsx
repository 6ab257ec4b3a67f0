// Pieces every breakdown dimension of the report form shares: the live "N of TOTAL assigned, M not
// stated" line (a polite live region, so a screen reader hears it as the user types), the
// schema's message when the dimension does not add up, and pasting a spreadsheet column.
import { BREAKDOWN_ENTRY_TEXTS, BREAKDOWN_TEXTS } from "@alliance/shared";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import type { Parsed } from "./paste-column";

export function AssignedStatus({ id, assigned, total }: { id: string; assigned: number; total: number }) {
  return (
    <p id={id} aria-live="polite" className="text-sm text-gray-800">
      {BREAKDOWN_TEXTS.assigned(assigned, total, Math.max(0, total - assigned))}
    </p>
  );
}

/** The shared schema's message for a dimension that does not add up ("Trained by sex adds up to..."). */
export function DimensionError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * "Paste a column": a text area for what a spreadsheet copies, and a button that fills the
 * dimension from it. `onFill` answers how many counts it filled, or why it filled nothing.
 */
export function PasteColumn({
  dimension,
  hint,
  onFill,
}: {
  dimension: string;
  hint: string;
  onFill: (text: string) => Parsed<number>;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [filled, setFilled] = useState<string | null>(null);
  const panelId = useId();

  function fill() {
    const result = onFill(text);
    if (!result.ok) {
      setError(result.error);
      setFilled(null);
      return;
    }
    setError(null);
    setText("");
    setFilled([BREAKDOWN_ENTRY_TEXTS.pasteFilled(result.value), ...(result.notes ?? [])].join(" "));
  }

  return (
    <div className="mt-2">
      <Button variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? BREAKDOWN_ENTRY_TEXTS.pasteClose : BREAKDOWN_ENTRY_TEXTS.pasteOpen}
      </Button>
      <div id={panelId} hidden={!open}>
        <p className="mb-2 text-xs text-gray-700">{hint}</p>
        <TextAreaField
          label={BREAKDOWN_ENTRY_TEXTS.pasteLabel(dimension)}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
        />
        <Button variant="secondary" onClick={fill}>
          {BREAKDOWN_ENTRY_TEXTS.pasteFill(dimension)}
        </Button>
      </div>
      <p role="status" className="text-sm text-gray-800">
        {filled}
      </p>
    </div>
  );
}
