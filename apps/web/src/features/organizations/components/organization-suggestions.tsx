// The existing organisations whose name contains what is typed, as a <datalist> for a name field
// (`list={id}`): picking one links to it; a new name creates an organisation when saved. The
// server is asked once the typing pauses, not on every keystroke.
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../staff/use-debounced-value";
import { organizationNamesQuery } from "../api";

export function OrganizationSuggestions({ id, typed }: { id: string; typed: string }) {
  const q = useDebouncedValue(typed.trim());
  const names = useQuery(organizationNamesQuery(q));
  return (
    <datalist id={id}>
      {(names.data ?? []).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
