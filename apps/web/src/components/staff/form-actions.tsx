import { Button } from "../ui/button";

/** Cancel and the submit button at the foot of a staff form; the submit reads Saving... meanwhile. */
export function FormActions({
  onCancel,
  saving,
  submitLabel,
  className = "",
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
  className?: string;
}) {
  return (
    <div className={`flex justify-end gap-2 ${className}`.trim()}>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}
