// Organisation form: name (admins only; an organisation user sees it read only) and website.
// The server answers 409 for a name another organisation already has, shown above the form.
import { OrganizationInput, type OrganizationOut } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportError } from "../../staff/session";
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
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveOrganization();

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: organization?._id, values: canRename ? values : { website: values.website } },
      {
        onSuccess: () => {
          notify.success(editing ? "Organisation updated" : "Organisation created");
          onDone();
        },
        onError: (error) =>
          reportError(error, () => {
            notify.error("Error saving organisation");
            if (error instanceof ApiError) setServerError(error.message);
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={serverError} />
      <TextField
        label="Name"
        required
        readOnly={!canRename}
        {...register("name")}
        error={errors.name?.message}
      />
      <TextField label="Website" type="url" {...register("website")} error={errors.website?.message} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Save Organisation" : "Create Organisation"}
        </Button>
      </div>
    </form>
  );
}
