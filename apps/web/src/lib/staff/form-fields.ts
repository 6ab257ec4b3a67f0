// The small glue between react-hook-form and the labelled fields of components/ui/field.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type UseFormRegister,
  useForm,
} from "react-hook-form";
import type { z } from "zod";

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

/** A form checked by a zod schema, typed with the schema's input (the fields) and output (what is sent). */
export const useSchemaForm = <I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
) =>
  useForm<I, unknown, O>({
    resolver: zodResolver(schema as never) as Resolver<I, unknown, O>,
    defaultValues,
  });
