// Add or edit a member (docs/product/spec.md §5): only first name, email and organisation name are required.
// An organisation user's edit of an approved record waits for review: the form shows the values
// waiting, and says so (docs/decisions/0016-content-review-of-edits.md).
import { MEMBER_REVIEWED_FIELDS, type Member, MemberAdminInput, TOASTS } from "@alliance/shared";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { FormActions } from "../../../components/staff/form-actions";
import { labelsOf } from "../../../components/staff/list/change-review-dialog";
import { OrganizationField } from "../../../components/staff/organization-field";
import {
  PendingChangeNote,
  savedRecordToast,
  useEditedRecord,
} from "../../../components/staff/pending-change-note";
import { StaffForm } from "../../../components/staff/staff-form";
import { TextField } from "../../../components/ui/field";
import { fieldsOf, textDefaults, useSchemaForm } from "../../../lib/staff/form-fields";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { useSaveMember } from "../api";

export function MemberForm({ member: saved, onDone }: { member?: Member; onDone: () => void }) {
  const { user, record: member } = useEditedRecord(saved);
  const editing = !!member;
  const { register, handleSubmit, watch, formState } = useSchemaForm(MemberAdminInput, {
    ...textDefaults(member, [
      "firstName",
      "surName",
      "role",
      "email",
      "phone",
      "organizationName",
      "website",
    ]),
  });
  const { errors, isDirty } = formState;
  const { submit, serverError, saving } = useFormSave(
    useSaveMember(),
    {
      saved: (answer) =>
        savedRecordToast(user, saved, answer, {
          created: TOASTS.memberCreated,
          updated: TOASTS.memberUpdated,
        }),
      failed: TOASTS.errorSavingMember,
    },
    onDone,
  );
  const cancel = useFormGuard(isDirty, onDone);
  const field = fieldsOf(register, errors);

  return (
    <StaffForm onSubmit={handleSubmit((values) => submit({ id: member?._id, values }))} error={serverError}>
      {saved && <PendingChangeNote user={user} record={saved} />}
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label="First name" required {...field("firstName")} />
        <TextField label="Surname" {...field("surName")} />
        <TextField label="Role" {...field("role")} />
        <TextField label="Email" type="email" required {...field("email")} />
        <TextField label="Phone" type="tel" {...field("phone")} />
        {user.isAdmin ? (
          // Admins pick from the existing organisations (organisation users see only their own).
          <OrganizationField
            required
            typed={watch("organizationName") ?? ""}
            {...field("organizationName")}
          />
        ) : (
          <TextField label="Organization name" required {...field("organizationName")} />
        )}
      </div>
      <TextField label="Website" {...field("website")} />
      <FormActions
        onCancel={cancel}
        saving={saving}
        submitLabel={editing ? "Update Member" : "Create Member"}
      />
    </StaffForm>
  );
}

/** The fields an edit may change, labelled as this form labels them (for the review dialog). */
export const MEMBER_FIELD_LABELS = labelsOf(
  MEMBER_REVIEWED_FIELDS,
  "First name, Surname, Role, Phone, Website",
);
