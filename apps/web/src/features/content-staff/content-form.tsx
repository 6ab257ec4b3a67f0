// What the create/edit forms of the content types share (docs/decisions/0028-news-events-jobs-insights.md): the form's state and saving
// (an organisation user's edit of an approved item waits for review; Featured is admin-only), lists
// typed as text, the image through the site's upload, the Featured box and the buttons.
import { optionalUploadedImage, uploadedImage } from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import {
  type Control,
  Controller,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  useForm,
} from "react-hook-form";
import { z } from "zod";
import { useFormGuard } from "../../components/staff/edit-dialog";
import { FormActions } from "../../components/staff/form-actions";
import { ImageField } from "../../components/staff/image-field";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../components/staff/pending-change-note";
import { StaffForm } from "../../components/staff/staff-form";
import { CheckboxField } from "../../components/ui/field";
import { fieldsOf } from "../../lib/staff/form-fields";
import { useFormSave } from "../../lib/staff/use-form-save";
import type { ContentApi } from "./api";
import type { ContentRow } from "./content-staff-page";

/** A list typed as text: split at `separator`, trimmed, blank items dropped. */
const listText = (separator: RegExp) =>
  z.string().transform((value) =>
    value
      .split(separator)
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** A list typed one item a line, then checked as the API checks it. */
export const linesRule = (rule: z.ZodType<string[], unknown>) =>
  listText(/\n/).pipe(rule as z.ZodType<string[], string[]>);

/** Hashtags or tags typed separated by commas (or one a line), then checked as the API checks them. */
export const tagsRule = (rule: z.ZodType<string[], unknown>) =>
  listText(/[,\n]/).pipe(rule as z.ZodType<string[], string[]>);

const optionalImage = optionalUploadedImage();
/** The image: a new item needs one; on edit an empty image keeps the current one, as the API does. */
export const imageRule = (hadImage: boolean) =>
  (hadImage ? optionalImage : uploadedImage()) as unknown as typeof optionalImage;

export function useContentForm<
  T extends ContentRow,
  V extends FieldValues,
  I extends { featured?: boolean },
>({
  saved,
  api,
  schema,
  defaultValues,
  onDone,
}: {
  saved: T | undefined;
  api: ContentApi<T, I>;
  /** The form's schema, given whether the item already has an image. */
  schema: (hadImage: boolean) => z.ZodType<I, V>;
  defaultValues: (record: T | undefined) => DefaultValues<V>;
  onDone: () => void;
}) {
  const { user, record } = useEditedRecord(saved);
  const hadImage = !!(record as { image?: string } | undefined)?.image;
  const [resolver] = useState(
    () => zodResolver(schema(hadImage) as never) as unknown as Resolver<V, unknown, I>,
  );
  const form = useForm<V, unknown, I>({ resolver, defaultValues: defaultValues(record) });
  const [uploading, setUploading] = useState(false);
  const { submit, serverError, saving } = useFormSave(
    api.useSave(),
    {
      saved: (answer) =>
        savedRecordToast(user, saved, answer, { created: api.toasts.created, updated: api.toasts.updated }),
      failed: () => api.toasts.saveFailed,
    },
    onDone,
  );
  const cancel = useFormGuard(form.formState.isDirty, onDone);
  const onSubmit = form.handleSubmit((values) => {
    const payload: I = { ...values };
    if (!user.isAdmin) delete payload.featured;
    submit({ id: record?._id, values: payload });
  });
  return {
    /** A field's registration and message: `<TextField label="City" {...field("city")} />`. */
    field: fieldsOf(form.register, form.formState.errors),
    /** The props of the image field. */
    image: {
      control: form.control,
      name: "image" as FieldPath<V>,
      required: !hadImage,
      onBusyChange: setUploading,
    },
    /** The props of the frame around the fields. */
    frame: {
      onSubmit,
      error: serverError,
      user,
      saved,
      cancel,
      saving,
      busy: saving || uploading,
      editing: !!record,
      featured: form.register("featured" as FieldPath<V>),
    },
  };
}

/** The image of an item, uploaded as soon as it is chosen. */
export function ContentImageField<V extends FieldValues, O>({
  control,
  name,
  label,
  required,
  onBusyChange,
}: {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  required: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <Controller<V, FieldPath<V>, O>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          required={required}
          value={(field.value as string | undefined) ?? ""}
          onChange={field.onChange}
          onBusyChange={onBusyChange}
          error={fieldState.error?.message}
          previewAlt={`${label} preview`}
        />
      )}
    />
  );
}

/**
 * The form around an item's fields: what waits for review, the fields, Featured (admins only), and
 * Cancel and Create/Update.
 */
export function ContentFormFrame({
  frame,
  noun,
  children,
}: {
  frame: {
    onSubmit: () => void;
    error: string | null;
    user: ReturnType<typeof useEditedRecord>["user"];
    saved: ContentRow | undefined;
    cancel: () => void;
    saving: boolean;
    busy: boolean;
    editing: boolean;
    featured: UseFormRegisterReturn;
  };
  /** "Event": the buttons ("Create Event", "Update Event"). */
  noun: string;
  children: ReactNode;
}) {
  return (
    <StaffForm onSubmit={frame.onSubmit} error={frame.error}>
      {frame.saved && <PendingChangeNote user={frame.user} record={frame.saved} />}
      {children}
      {frame.user.isAdmin && <CheckboxField label="Featured" {...frame.featured} />}
      <FormActions
        onCancel={frame.cancel}
        saving={frame.saving}
        busy={frame.busy}
        submitLabel={frame.editing ? `Update ${noun}` : `Create ${noun}`}
      />
    </StaffForm>
  );
}
