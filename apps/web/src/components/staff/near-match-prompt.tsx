// When the server refuses a new organisation name as too close to an existing one (409 with a
// `suggestion`, ADR 0024), the form asks: use the existing organisation, or create the new one
// on purpose. Creating is an explicit, separate choice.
import { ORGANIZATION_PICKER_TEXTS } from "@alliance/shared";
import { ApiError } from "../../lib/api";
import { Button } from "../ui/button";

/** The existing name a 409 answer suggests, if the error is one. */
export function nearMatchSuggestion(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const data = error.data as { suggestion?: unknown } | undefined;
  return typeof data?.suggestion === "string" ? data.suggestion : undefined;
}

export function NearMatchPrompt({
  suggestion,
  typed,
  onUse,
  onCreate,
}: {
  suggestion: string;
  typed: string;
  onUse: () => void;
  onCreate: () => void;
}) {
  return (
    <div role="alert" className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
      <p className="font-medium">{ORGANIZATION_PICKER_TEXTS.didYouMean(suggestion)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button onClick={onUse}>Use {suggestion}</Button>
        <Button variant="secondary" onClick={onCreate}>
          {ORGANIZATION_PICKER_TEXTS.create(typed.trim())}
        </Button>
      </div>
    </div>
  );
}

/**
 * The prompt of a form with an `organizationName` (a user, a report): using the existing name puts
 * it in the field and sends again; creating sends again with `createOrganization`.
 */
export function OrganizationNameMatch({
  suggestion,
  form,
  send,
}: {
  suggestion: string | undefined;
  form: {
    watch(name: "organizationName"): string | undefined;
    setValue(name: "organizationName", value: string, options: { shouldDirty: boolean }): void;
  };
  send: (extra?: { createOrganization: true }) => unknown;
}) {
  if (!suggestion) return null;
  return (
    <NearMatchPrompt
      suggestion={suggestion}
      typed={form.watch("organizationName") ?? ""}
      onUse={() => {
        form.setValue("organizationName", suggestion, { shouldDirty: true });
        void send();
      }}
      onCreate={() => void send({ createOrganization: true })}
    />
  );
}
