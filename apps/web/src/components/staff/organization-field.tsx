// The one way staff name an organisation in a form (ADR 0024): a text field whose suggestions are
// the existing organisations matching what is typed (asked once the typing pauses). Picking one
// links to it; a new name is created only after the server's near-match question, if any, is
// answered (NearMatchPrompt).
import { type InputHTMLAttributes, useId } from "react";
import { TextField } from "../ui/field";
import { OrganizationSuggestions } from "./organization-suggestions";

export const ORGANIZATION_FIELD_HINT = "Pick an existing organisation or type a new name.";

export function OrganizationField({
  typed,
  label = "Organization name",
  hint = ORGANIZATION_FIELD_HINT,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  /** What is typed now (the form's watched value), for the suggestions. */
  typed: string;
  label?: string;
  hint?: string;
  error?: string;
}) {
  const listId = useId();
  return (
    <>
      <TextField label={label} autoComplete="off" list={listId} hint={hint} error={error} {...input} />
      <OrganizationSuggestions id={listId} typed={typed} />
    </>
  );
}
