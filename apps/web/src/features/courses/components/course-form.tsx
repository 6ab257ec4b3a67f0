// Create or edit a course (docs/product/spec.md §5): title, description, link, tag, category and segment required;
// an image is required unless one is already set; organisation is read-only; Featured is admin-only.
// An organisation user's edit of an approved course waits for review: the form shows the values
// waiting, and says so (docs/decisions/0016-content-review-of-edits.md).
import {
  CONTENT_LANGUAGE_LABELS,
  CONTENT_LANGUAGES,
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
import { ImageField } from "../../../components/staff/image-field";
import { labelsOf } from "../../../components/staff/list/change-review-dialog";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../../components/staff/pending-change-note";
import { StaffForm } from "../../../components/staff/staff-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
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
  const busy = uploading || saving;

  const onSubmit = handleSubmit((values) => {
    const payload: CourseInput = { ...values };
    if (!user.isAdmin) delete payload.featured;
    submit({ id: course?._id, values: payload });
  });

  return (
    <StaffForm onSubmit={onSubmit} error={serverError}>
      {saved && <PendingChangeNote user={user} record={saved} />}
      <TextField label="Title" required {...register("title")} error={errors.title?.message} />
      <TextAreaField label="Description" required {...register("desc")} error={errors.desc?.message} />
      <TextField label="Link" type="url" required {...register("link")} error={errors.link?.message} />
      <TextField
        label="Organization"
        readOnly
        {...register("organization")}
        error={errors.organization?.message}
      />
      <TextField label="Tag" required {...register("tag")} error={errors.tag?.message} />
      <SelectField label="Language" {...register("language")} error={errors.language?.message}>
        {CONTENT_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {CONTENT_LANGUAGE_LABELS[language]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Search keywords (either language, e.g. kilimo, walimu)"
        {...register("keywords")}
        error={errors.keywords?.message}
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField label="Category" required {...register("category")} error={errors.category?.message}>
          <option value="">Choose a category</option>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <SelectField label="Segment" required {...register("segment")} error={errors.segment?.message}>
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
      {user.isAdmin && (
        <div className="mb-4 flex items-center gap-2">
          <input id="course-featured" type="checkbox" className="h-5 w-5" {...register("featured")} />
          <label htmlFor="course-featured" className="text-sm font-medium text-gray-900">
            Featured
          </label>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? TEXTS_LOADING : editing ? "Update Course" : "Create Course"}
        </Button>
      </div>
    </StaffForm>
  );
}

const TEXTS_LOADING = "Saving...";
