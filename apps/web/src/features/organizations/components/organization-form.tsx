// Organisation form: name (admins only; an organisation user sees it read only) and website.
// The server answers 409 for a name another organisation already has, shown above the form.
import { OrganizationInput, type OrganizationOut } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormActions } from "../../../components/staff/form-actions";
import { StaffForm } from "../../../components/staff/staff-form";
import { TextField } from "../../../components/ui/field";
import { useFormSave } from "../../staff/use-form-save";
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
    formState: { errors },
  } = useForm<z.input<typeof OrganizationInput>, unknown, OrganizationInput>({
    resolver: zodResolver(OrganizationInput),
    defaultValues: { name: organization?.name ?? "", website: organization?.website ?? "" },
  });
  const { submit, serverError, saving } = useFormSave(
    useSaveOrganization(),
    { saved: editing ? "Organisation updated" : "Organisation created", failed: "Error saving organisation" },
    onDone,
  );
  const onSubmit = handleSubmit((values) =>
    submit({ id: organization?._id, values: canRename ? values : { website: values.website } }),
  );

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
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
