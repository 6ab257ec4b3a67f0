// Partner form (docs/product/spec.md §2, §5): Organization Name, Website / Link (free text), Partner Image (an
// image must be uploaded when none exists) with a preview; the submit control reads Loading ...
// while saving or uploading.
import { type Partner, PartnerInput, TEXTS, TOASTS } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { ImageField } from "../../../components/staff/image-field";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextField } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { reportError } from "../../staff/session";
import { useSavePartner } from "../api";

export function PartnerForm({ partner, onDone }: { partner?: Partner; onDone: () => void }) {
  const editing = !!partner;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof PartnerInput>, unknown, PartnerInput>({
    resolver: zodResolver(PartnerInput),
    defaultValues: {
      organizationName: partner?.organizationName ?? "",
      link: partner?.link ?? "",
      image: partner?.image ?? "",
    },
  });
  const [uploading, setUploading] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSavePartner();
  const cancel = useFormGuard(isDirty, onDone);
  const busy = uploading || save.isPending;

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: partner?._id, values },
      {
        onSuccess: () => {
          notify.success(editing ? TOASTS.partnerUpdated : TOASTS.partnerCreated);
          onDone();
        },
        onError: (error) =>
          reportError(error, () => {
            notify.error(TOASTS.errorSavingPartner);
            if (error instanceof ApiError) setServerError(error.message);
          }),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={serverError} />
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
        <Button variant="secondary" onClick={cancel} disabled={save.isPending}>
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
    </form>
  );
}
