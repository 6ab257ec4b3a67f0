// The existing organisations whose name contains what is typed, as a <datalist> for a name field
// (`list={id}`): picking one links to it; a new name creates an organisation when saved. The
// server is asked once the typing pauses, not on every keystroke.
import type { OrganizationOut } from "@alliance/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchPage } from "../../lib/staff/list";
import { organizationsKeys } from "../../lib/staff/organization-keys";
import { useDebouncedValue } from "../../lib/staff/use-debounced-value";

/** Names of existing organisations that contain `q` (the user form's suggestions). */
export const organizationNamesQuery = (q: string) =>
  queryOptions({
    queryKey: [...organizationsKeys.all, "names", { q }],
    queryFn: async ({ signal }) =>
      (await fetchPage<OrganizationOut>("/organizations", { q, page: 1, pageSize: 20 }, signal)).items.map(
        (organization) => organization.name,
      ),
    placeholderData: keepPreviousData,
  });

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
