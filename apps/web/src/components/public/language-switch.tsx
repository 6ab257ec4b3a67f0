// The link to the page being read (same path and query) in the other language, on every public
// page; a full page load, so the new page arrives with its own language's messages only. The
// choice is remembered for the next visit (docs/decisions/0029-public-site-in-two-languages.md).
import { LANGUAGE_NAMES, type Language, pathInLanguage } from "@alliance/shared";
import { useLocation, useSearch } from "wouter";
import { useLanguage } from "../../i18n/language-context";
import { rememberLanguage } from "../../i18n/remembered-language";

/** The same page in `to`: the path inside the page's language's router, with its query. */
export function useSamePageIn(to: Language): string {
  const [path] = useLocation();
  const search = useSearch();
  return pathInLanguage(search ? `${path}?${search}` : path, to);
}

export function LanguageSwitch({ className }: { className: string }) {
  const other: Language = useLanguage() === "sw" ? "en" : "sw";
  const href = useSamePageIn(other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
