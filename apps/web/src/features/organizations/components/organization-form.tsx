// Organisation form: name (admins only; an organisation user sees it read only) and website.
// The server answers 409 for a name another organisation already has, shown above the form.
import { OrganizationInput, type OrganizationOut, WEBSITE_TEXTS } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions } from "../../../components/staff/form-actions";
import { NearMatchPrompt, nearMatchSuggestion } from "../../../components/staff/near-match-prompt";
import { StaffForm } from "../../../components/staff/staff-form";
import { TextField } from "../../../components/ui/field";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { useSaveOrganization } from "../api";

export function OrganizationForm({
  organization,
  canRename = true,
  onDone,
}: {
  organization?: OrganizationOut;
  /** False for an organisation user: only the website may change. */
  canRename?: boolean;
  onDone: () => void;
}) {
  const editing = !!organization;
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof OrganizationInput>, unknown, OrganizationInput>({
    resolver: zodResolver(OrganizationInput),
    defaultValues: { name: organization?.name ?? "", website: organization?.website ?? "" },
  });
  const save = useSaveOrganization();
  const { submit, serverError, saving } = useFormSave(
    save,
    {
      // An organisation user's website waits for an admin (docs/decisions/0033-security-round-4.md).
      saved: (result) =>
        result.pendingWebsite && !canRename
          ? WEBSITE_TEXTS.sentForReview
          : editing
            ? "Organisation updated"
            : "Organisation created",
      failed: "Error saving organisation",
    },
    onDone,
  );
  const send = (extra: { createOrganization?: boolean } = {}) =>
    handleSubmit((values) =>
      submit({
        id: organization?._id,
        values: canRename ? { ...values, ...extra } : { website: values.website },
      }),
    );
  const onSubmit = send();
  // A name close to another organisation's comes back as a question (ADR 0024).
  const suggestion = save.isPending ? undefined : nearMatchSuggestion(save.error);

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
      {suggestion && canRename && (
        <NearMatchPrompt
          suggestion={suggestion}
          typed={watch("name") ?? ""}
          onUse={() => {
            // Picking the existing organisation means not creating (or renaming to) this one.
            setValue("name", organization?.name ?? suggestion);
            if (!editing) onDone();
          }}
          onCreate={() => void send({ createOrganization: true })()}
        />
      )}
      <TextField
        label="Name"
        required
        readOnly={!canRename}
        {...register("name")}
        error={errors.name?.message}
      />
      <TextField label="Website" type="url" {...register("website")} error={errors.website?.message} />
      <FormActions
        onCancel={onDone}
        saving={saving}
        submitLabel={editing ? "Save Organisation" : "Create Organisation"}
      />
    </StaffForm>
  );
}
