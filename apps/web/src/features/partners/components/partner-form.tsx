// Partner form (docs/product/spec.md §2, §5): Organization Name, Website / Link (free text), Partner Image (an
// image must be uploaded when none exists) with a preview; the submit control reads Loading ...
// while saving or uploading.
import { type Partner, PartnerInput, TEXTS, TOASTS } from "@alliance/shared";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { ImageField } from "../../../components/staff/image-field";
import { StaffForm } from "../../../components/staff/staff-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { useSchemaForm } from "../../../lib/staff/form-fields";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { useSavePartner } from "../api";

export function PartnerForm({ partner, onDone }: { partner?: Partner; onDone: () => void }) {
  const editing = !!partner;
  const { register, handleSubmit, control, formState } = useSchemaForm(PartnerInput, {
    organizationName: partner?.organizationName ?? "",
    link: partner?.link ?? "",
    image: partner?.image ?? "",
  });
  const { errors, isDirty } = formState;
  const [uploading, setUploading] = useState(false);
  const { submit, serverError, saving } = useFormSave(
    useSavePartner(),
    { saved: editing ? TOASTS.partnerUpdated : TOASTS.partnerCreated, failed: TOASTS.errorSavingPartner },
    onDone,
  );
  const cancel = useFormGuard(isDirty, onDone);
  const busy = uploading || saving;

  return (
    <StaffForm onSubmit={handleSubmit((values) => submit({ id: partner?._id, values }))} error={serverError}>
      <TextField
        label="Organization Name"
        required
        {...register("organizationName")}
        error={errors.organizationName?.message}
      />
      <TextField label="Website / Link" required {...register("link")} error={errors.link?.message} />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label="Partner Image"
            required
            value={field.value ?? ""}
            onChange={field.onChange}
            onBusyChange={setUploading}
            error={fieldState.error?.message}
            previewAlt="Partner image preview"
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        {busy ? (
          <span
            role="status"
            className="inline-flex min-h-10 items-center rounded-md bg-gray-200 px-3 text-sm font-medium text-gray-900"
          >
            {TEXTS.savingPartner}
          </span>
        ) : (
          <Button type="submit">{editing ? "Update Partner" : "Create Partner"}</Button>
        )}
      </div>
    </StaffForm>
  );
}
