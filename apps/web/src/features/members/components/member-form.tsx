// Add or edit a member (docs/product/spec.md §5): only first name, email and organisation name are required.
import { type Member, MemberAdminInput, TOASTS } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportError } from "../../staff/session";
import { useSaveMember } from "../api";

export function MemberForm({ member, onDone }: { member?: Member; onDone: () => void }) {
  const editing = !!member;
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof MemberAdminInput>, unknown, MemberAdminInput>({
    resolver: zodResolver(MemberAdminInput),
    defaultValues: {
      firstName: member?.firstName ?? "",
      surName: member?.surName ?? "",
      role: member?.role ?? "",
      email: member?.email ?? "",
      phone: member?.phone ?? "",
      organizationName: member?.organizationName ?? "",
      website: member?.website ?? "",
    },
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveMember();
  const cancel = useFormGuard(isDirty, onDone);

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: member?._id, values },
      {
        onSuccess: () => {
          notify.success(editing ? TOASTS.memberUpdated : TOASTS.memberCreated);
          onDone();
        },
        onError: (error) =>
          reportError(error, () => {
            notify.error(TOASTS.errorSavingMember);
            if (error instanceof ApiError) setServerError(error.message);
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={serverError} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label="First name" required {...register("firstName")} error={errors.firstName?.message} />
        <TextField label="Surname" {...register("surName")} error={errors.surName?.message} />
        <TextField label="Role" {...register("role")} error={errors.role?.message} />
        <TextField label="Email" type="email" required {...register("email")} error={errors.email?.message} />
        <TextField label="Phone" type="tel" {...register("phone")} error={errors.phone?.message} />
        <TextField
          label="Organization name"
          required
          {...register("organizationName")}
          error={errors.organizationName?.message}
        />
      </div>
      <TextField label="Website" {...register("website")} error={errors.website?.message} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : editing ? "Update Member" : "Create Member"}
        </Button>
      </div>
    </form>
  );
}
