import { Button } from "../ui/button";

/** The header button of a staff screen that opens its create form in a dialog ("Add User"). */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick} aria-haspopup="dialog">
      {label}
    </Button>
  );
}
