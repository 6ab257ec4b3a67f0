// The small glue between react-hook-form and the labelled fields of components/ui/field.
import { type FieldErrors, type FieldValues, get, type Path, type UseFormRegister } from "react-hook-form";

/**
 * A control's registration with its validation message, to spread on a field:
 * `const field = fieldsOf(register, errors); <TextField label="City" {...field("city")} />`.
 */
export const fieldsOf =
  <V extends FieldValues>(register: UseFormRegister<V>, errors: FieldErrors<V>) =>
  (name: Path<V>) => ({
    ...register(name),
    error: (get(errors, name) as { message?: string } | undefined)?.message,
  });

/** A form's starting text: each named field of the record being edited, or "" for a new one. */
export const textDefaults = <T, K extends keyof T>(record: T | undefined, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ""])) as { [P in K]: NonNullable<T[P]> | "" };
