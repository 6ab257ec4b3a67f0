// Change one's own password: the current one, then the new one twice. The server signs out every
// other session; this one stays signed in.
import { ChangePasswordInput } from "@alliance/shared";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/field";
import { ApiError } from "../../lib/api";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { useChangePassword } from "./api";
import { PasswordFields } from "./password-field";

type Errors = { currentPassword?: string; newPassword?: string; confirm?: string; form?: string };

const FIELDS = [
  { name: "currentPassword", label: "Current password", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "New password",
    autoComplete: "new-password",
    hint: "At least 8 characters. Your other sessions will be signed out.",
  },
  { name: "confirm", label: "Repeat the new password", autoComplete: "new-password" },
] as const;

export function ChangePasswordForm() {
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirm: "" });
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ChangePasswordInput.safeParse(values);
    const next: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    }
    if (values.confirm !== values.newPassword) next.confirm = "The two new passwords are not the same.";
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    change.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setValues({ currentPassword: "", newPassword: "", confirm: "" });
      },
      onError: (error) =>
        reportError(error, () => {
          if (!(error instanceof ApiError)) return notify.error("Password not changed");
          const field = error.body?.issues?.[0]?.path.replace(/^body\./, "");
          if (field === "currentPassword" || field === "newPassword") setErrors({ [field]: error.message });
          else setErrors({ form: error.message });
        }),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md">
      <FormAlert message={errors.form} />
      <PasswordFields
        fields={FIELDS}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
