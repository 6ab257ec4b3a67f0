// A row's action buttons ("Edit", "Delete"...), each naming its row for screen readers
// ("Edit Grace Wanjiku"). Used by the staff lists and by the reports table (compact).
import { Button, type ButtonVariant } from "../../ui/button";
import { VisuallyHidden } from "../../ui/visually-hidden";

export interface RowAction {
  label: string;
  onClick: () => void;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** The action opens a dialog. */
  dialog?: boolean;
  /** What follows the label for screen readers, when not the row's name ("of report Q1 2025"). */
  name?: string;
}

export function RowActions({
  actions,
  name,
  compact = false,
}: {
  actions: RowAction[];
  name: string;
  compact?: boolean;
}) {
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1">
      {actions.map((action) => (
        <Button
          key={action.label}
          variant={action.variant ?? "secondary"}
          className={compact ? "min-h-8 px-2 py-1 text-xs" : "min-h-9 px-2 py-1"}
          onClick={action.onClick}
          disabled={action.disabled}
          aria-haspopup={action.dialog ? "dialog" : undefined}
        >
          {action.label}
          <VisuallyHidden> {action.name ?? name}</VisuallyHidden>
        </Button>
      ))}
    </div>
  );
}
