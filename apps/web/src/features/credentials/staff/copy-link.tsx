// A link to hand to a recipient who has no e-mail: shown in full, selected on focus, copied on click.
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";

export function CopyLink({ label, link }: { label: string; link: string }) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      notify.success("Link copied");
    } catch {
      notify.error("Copy failed: select the link and copy it");
    }
  }
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={id}
          readOnly
          value={link}
          className="mt-1 block w-full rounded-md border border-gray-500 bg-white px-2 py-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <Button variant="secondary" onClick={() => void copy()}>
        Copy<span className="sr-only"> {label}</span>
      </Button>
    </div>
  );
}
