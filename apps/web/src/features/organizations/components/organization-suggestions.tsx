// The existing organisations whose name contains what is typed, as a <datalist> for a name field
// (`list={id}`): picking one links to it; a new name creates an organisation when saved.
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { organizationNamesQuery } from "../api";

export function OrganizationSuggestions({ id, typed }: { id: string; typed: string }) {
  const q = useDeferredValue(typed.trim());
  const names = useQuery(organizationNamesQuery(q));
  return (
    <datalist id={id}>
      {(names.data ?? []).map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
