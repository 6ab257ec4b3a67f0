// A dismissible note offering this page in the other language, when the visitor chose that
// language before (language switch) or, failing that, when the browser's languages prefer it.
// Never a redirect: search engines and shared links get the page they asked for. Shown only after
// hydration, so the cached server-rendered page is the same for everyone. The note is written in
// the language it offers (the catalogue of each language holds the other's offer).
// docs/decisions/0029-public-site-in-two-languages.md
import { type Language, languageFromAcceptLanguage } from "@alliance/shared";
import { useEffect, useState } from "react";
import { useLanguage } from "../../i18n/language-context";
import {
  dismissLanguageNote,
  languageNoteDismissed,
  rememberedLanguage,
  rememberLanguage,
} from "../../i18n/remembered-language";
import { useT } from "../../i18n/use-t";
import { useSamePageIn } from "./language-switch";

function preferredLanguage(): Language | undefined {
  return (
    rememberedLanguage() ?? languageFromAcceptLanguage(navigator.languages?.join(",") ?? navigator.language)
  );
}

export function LanguageNote() {
  const language = useLanguage();
  const other: Language = language === "sw" ? "en" : "sw";
  const t = useT();
  const href = useSamePageIn(other);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    setShown(!languageNoteDismissed() && preferredLanguage() === other);
  }, [other]);

  if (!shown) return null;
  return (
    <aside
      lang={other}
      aria-label={t("languageNote.text")}
      // A bar over the bottom of the window, not in the page's flow: it appears after hydration,
      // and pushing the page down then would be a layout shift (Lighthouse CLS on /sw).
      className="fixed inset-x-0 bottom-0 z-30 border-t border-amber-300 bg-amber-50 px-4 py-2 shadow-md"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-900">
        <p>
          {t("languageNote.text")}{" "}
          <a
            href={href}
            hrefLang={other}
            className="font-semibold text-brand underline underline-offset-4"
            onClick={() => rememberLanguage(other)}
          >
            {t("languageNote.link")}
          </a>
        </p>
        <button
          type="button"
          className="rounded-md px-2 py-1 font-semibold text-slate-800 underline underline-offset-4 hover:bg-amber-100"
          onClick={() => {
            dismissLanguageNote();
            setShown(false);
          }}
        >
          {t("languageNote.dismiss")}
        </button>
      </div>
    </aside>
  );
}
