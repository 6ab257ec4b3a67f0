// Create or edit a staff user (docs/product/spec.md §5): username, email, phone and organisation required. A new
// user created without a password is e-mailed an invitation link; on edit the password changes
// only when filled in. Generate makes a 10-character password; Copy credentials puts the sign-in
// address, the email and the password on the clipboard.
import {
  LANGUAGE_CHOICE_TEXTS,
  LANGUAGE_NAMES,
  LANGUAGES,
  TOASTS,
  type User,
  UserCreateInput,
  UserUpdateInput,
} from "@alliance/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useFormGuard } from "../../../components/staff/edit-dialog";
import { FormActions } from "../../../components/staff/form-actions";
import { nearMatchSuggestion, OrganizationNameMatch } from "../../../components/staff/near-match-prompt";
import { OrganizationField } from "../../../components/staff/organization-field";
import { StaffForm } from "../../../components/staff/staff-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { generatePassword } from "../../../lib/password";
import { fieldsOf } from "../../../lib/staff/form-fields";
import { useFormSave } from "../../../lib/staff/use-form-save";
import { notify } from "../../../lib/toast";
import { paths } from "../../../paths";
import { useSaveUser } from "../api";
import { InviteButton } from "./invite-button";

type FormInput = z.input<typeof UserCreateInput>;

/** Where staff sign in, for the copied credentials. */
export const signInAddress = () => `${window.location.origin}${paths.login}`;

export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Older browsers or a denied permission: fall back to a hidden text area.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy failed");
}

export function UserForm({ user, onDone }: { user?: User; onDone: () => void }) {
  const editing = !!user;
  const schema = editing ? UserUpdateInput : UserCreateInput;
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors, isDirty },
  } = useForm<FormInput, unknown, UserCreateInput | UserUpdateInput>({
    resolver: zodResolver(schema as typeof UserCreateInput),
    defaultValues: {
      username: user?.username ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      organizationName: user?.organizationName ?? "",
      password: "",
      language: user?.language ?? "en",
    },
  });
  const [showPassword, setShowPassword] = useState(false);
  const save = useSaveUser();
  const { submit, serverError, saving } = useFormSave(
    save,
    { saved: editing ? TOASTS.userUpdated : TOASTS.userCreated, failed: TOASTS.errorSavingUser },
    onDone,
  );
  const cancel = useFormGuard(isDirty, onDone);
  const field = fieldsOf(register, errors);

  function onGenerate() {
    setValue("password", generatePassword(), { shouldValidate: true, shouldDirty: true });
    setShowPassword(true);
    notify.success(TOASTS.passwordGenerated);
  }

  async function onCopy() {
    const { email, password } = getValues();
    if (!email?.trim() || !password) {
      notify.warning(TOASTS.credentialsEmpty);
      return;
    }
    try {
      await copyText(`Sign in at: ${signInAddress()}\nEmail: ${email.trim()}\nPassword: ${password}`);
      notify.success(TOASTS.credentialsCopied);
    } catch (error) {
      console.error(error);
    }
  }

  // A new organisation name close to an existing one comes back as a question (ADR 0024).
  const suggestion = save.isPending ? undefined : nearMatchSuggestion(save.error);
  const send = (extra: Partial<UserCreateInput> = {}) =>
    handleSubmit((values) => submit({ id: user?._id, values: { ...values, ...extra } }))();

  return (
    <StaffForm onSubmit={handleSubmit((values) => submit({ id: user?._id, values }))} error={serverError}>
      <OrganizationNameMatch suggestion={suggestion} form={{ watch, setValue }} send={send} />
      <TextField label="Username" required autoComplete="off" {...field("username")} />
      <TextField label="Email" type="email" required autoComplete="off" {...field("email")} />
      <TextField label="Phone" type="tel" required autoComplete="off" {...field("phone")} />
      <OrganizationField required typed={watch("organizationName") ?? ""} {...field("organizationName")} />
      <SelectField label={LANGUAGE_CHOICE_TEXTS.legend} {...register("language")}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Password"
        type={showPassword ? "text" : "password"}
        autoComplete="new-password"
        hint={
          editing
            ? "Leave empty to keep the current password."
            : "Leave empty to e-mail the user an invitation to choose their own."
        }
        {...field("password")}
      />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onGenerate}>
          Generate password
        </Button>
        <Button
          variant="secondary"
          onClick={() => setShowPassword((shown) => !shown)}
          aria-pressed={showPassword}
        >
          {showPassword ? "Hide password" : "Show password"}
        </Button>
        <Button variant="secondary" onClick={() => void onCopy()}>
          Copy credentials
        </Button>
        {user && !user.reserved && <InviteButton user={user} />}
      </div>
      <FormActions onCancel={cancel} saving={saving} submitLabel={editing ? "Update User" : "Create User"} />
    </StaffForm>
  );
}
