import { Button } from "../ui/button";

/**
 * Cancel and the submit button at the foot of a staff form; the submit reads Saving... meanwhile
 * (`busy`: also while something else the save waits for, an upload, is under way).
 */
export function FormActions({
  onCancel,
  saving,
  busy = saving,
  submitLabel,
  className = "",
}: {
  onCancel: () => void;
  saving: boolean;
  busy?: boolean;
  submitLabel: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`.trim()}>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}
