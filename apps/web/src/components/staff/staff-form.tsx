import type { FormEventHandler, ReactNode } from "react";
import { FormAlert } from "../ui/field";

/**
 * A staff form: the browser's own validation is off (the shared schema's messages show at the
 * fields) and the server's reason for a refused save is shown above the fields.
 */
export function StaffForm({
  onSubmit,
  error,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={error} />
      {children}
    </form>
  );
}
