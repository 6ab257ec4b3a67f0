// My account's "Language of e-mails": English or Kiswahili, saved at once through PUT /users/me.
// Invitations, password resets and notifications are written in it; the staff screens themselves
// stay in English (docs/decisions/0030-language-of-e-mails-and-accounts.md).
import { LANGUAGE_CHOICE_TEXTS, LANGUAGE_NAMES, LANGUAGES, type Language } from "@alliance/shared";
import { useId, useState } from "react";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { useSaveLanguage } from "./api";

export function LanguageChoice({ language }: { language: Language }) {
  const save = useSaveLanguage();
  const hintId = useId();
  // What the radios show while a save is on its way, so the choice moves with the click; a
  // refused save puts the stored language back.
  const [saving, setSaving] = useState<Language>();
  const shown = saving ?? language;

  function choose(next: Language) {
    setSaving(next);
    save.mutate(next, {
      onSuccess: () => notify.success(LANGUAGE_CHOICE_TEXTS.saved),
      onError: (error) => reportError(error, () => notify.error(LANGUAGE_CHOICE_TEXTS.notSaved)),
      onSettled: () => setSaving((now) => (now === next ? undefined : now)),
    });
  }

  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1 font-semibold text-gray-900">{LANGUAGE_CHOICE_TEXTS.legend}</legend>
      <p id={hintId} className="mb-2 text-sm text-gray-700">
        {LANGUAGE_CHOICE_TEXTS.hint}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {LANGUAGES.map((option) => (
          <label key={option} className="flex items-center gap-2 text-gray-900">
            <input
              type="radio"
              name="mail-language"
              value={option}
              className="h-5 w-5"
              checked={shown === option}
              onChange={() => choose(option)}
            />
            <span lang={option}>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
