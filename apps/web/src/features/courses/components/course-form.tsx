// Create or edit a course (docs/product/spec.md §5): title, description, link, tag, category and segment required;
// an image is required unless one is already set; organisation is read-only; Featured is admin-only.
// An organisation user's edit of an approved course waits for review: the form shows the values
// waiting, and says so (docs/decisions/0016-content-review-of-edits.md).
import {
  COURSE_CATEGORIES,
  COURSE_REVIEWED_FIELDS,
  COURSE_SEGMENTS,
  type Course,
  type CourseFormValues,
  CourseInput,
  TOASTS,
  uploadedImage,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { FormActions } from "../../../components/staff/form-actions";
import { ImageField } from "../../../components/staff/image-field";
import { LanguageField } from "../../../components/staff/language-field";
import { labelsOf } from "../../../components/staff/list/change-review-dialog";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../../components/staff/pending-change-note";
import { StaffForm } from "../../../components/staff/staff-form";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { fieldsOf } from "../../../lib/staff/form-fields";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { EmptyUpdateError, useSaveCourse } from "../api";

/** The fields an edit may change, labelled as this form labels them (for the review dialog). */
export const COURSE_FIELD_LABELS = labelsOf(
  COURSE_REVIEWED_FIELDS,
  "Title, Description, Link, Tag, Category, Segment, Course Image, Language, Search keywords",
);

export function CourseForm({ course: saved, onDone }: { course?: Course; onDone: () => void }) {
  const { user, record: course } = useEditedRecord(saved);
  const editing = !!course;
  const hadImage = !!course?.image;
  // The image is required unless the course already has one (docs/product/spec.md §5).
  const schema = useMemo(
    () => (hadImage ? CourseInput : CourseInput.extend({ image: uploadedImage() })),
    [hadImage],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isDirty },
  } = useForm<CourseFormValues, unknown, CourseInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: course?.title ?? "",
      desc: course?.desc ?? "",
      link: course?.link ?? "",
      organization: course?.organization ?? user.organizationName,
      tag: course?.tag ?? "",
      category: course?.category ?? ("" as CourseFormValues["category"]),
      segment: course?.segment ?? ("" as CourseFormValues["segment"]),
      image: course?.image ?? "",
      language: course?.language ?? "en",
      keywords: course?.keywords ?? "",
      featured: course?.featured ?? false,
    },
  });
  const [uploading, setUploading] = useState(false);
  const { submit, serverError, saving } = useFormSave(
    useSaveCourse(),
    {
      saved: (answer) =>
        savedRecordToast(user, saved, answer, {
          created: TOASTS.courseCreated,
          updated: TOASTS.courseUpdated,
        }),
      failed: (error) =>
        error instanceof EmptyUpdateError
          ? TOASTS.failedToUpdate
          : editing
            ? TOASTS.errorUpdatingCourse
            : TOASTS.errorSavingCourse,
    },
    onDone,
  );
  const cancel = useFormGuard(isDirty, onDone);
  const field = fieldsOf(register, errors);
  const busy = uploading || saving;

  const onSubmit = handleSubmit((values) => {
    const payload: CourseInput = { ...values };
    if (!user.isAdmin) delete payload.featured;
    submit({ id: course?._id, values: payload });
  });

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
      {saved && <PendingChangeNote user={user} record={saved} />}
      <TextField label="Title" required {...field("title")} />
      <TextAreaField label="Description" required {...field("desc")} />
      <TextField label="Link" type="url" required {...field("link")} />
      <TextField label="Organization" readOnly {...field("organization")} />
      <TextField label="Tag" required {...field("tag")} />
      <LanguageField {...field("language")} />
      <TextField label="Search keywords (either language, e.g. kilimo, walimu)" {...field("keywords")} />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField label="Category" required {...field("category")}>
          <option value="">Choose a category</option>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField label="Segment" required {...field("segment")}>
          <option value="">Choose a segment</option>
          {COURSE_SEGMENTS.map((segment) => (
            <option key={segment} value={segment}>
              {segment === "role" ? "Role" : "Topic"}
            </option>
          ))}
        </SelectField>
      </div>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            label="Course Image"
            required={!hadImage}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBusyChange={setUploading}
            error={fieldState.error?.message}
            previewAlt="Course image preview"
          />
        )}
      />
      {user.isAdmin && <CheckboxField label="Featured" {...register("featured")} />}
      <FormActions
        onCancel={cancel}
        saving={saving}
        busy={busy}
        submitLabel={editing ? "Update Course" : "Create Course"}
      />
    </StaffForm>
  );
}
