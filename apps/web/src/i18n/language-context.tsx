// The language of the page being rendered: from its address (/sw/... is Kiswahili), given once
// at the top of the app; components read it to translate and format.
import type { Language } from "@alliance/shared";
import { DEFAULT_LANGUAGE } from "@alliance/shared";
import { I18nProvider } from "@lingui/react";
import { createContext, type ReactNode, useContext } from "react";
import { i18nFor } from "./catalogues";

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={language}>
      <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

/** The page's language (English outside a provider, as in most unit tests). */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}
