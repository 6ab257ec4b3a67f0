import { CONTENT_LANGUAGE_LABELS } from "@alliance/shared";
import { OptionsField } from "../ui/field";

/** The language an item is written, taught or held in (English, Kiswahili or both). */
export function LanguageField(
  props: Omit<Parameters<typeof OptionsField>[0], "label" | "labels" | "placeholder" | "choose">,
) {
  return <OptionsField label="Language" labels={CONTENT_LANGUAGE_LABELS} {...props} />;
}
