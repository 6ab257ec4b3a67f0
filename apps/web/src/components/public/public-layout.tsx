import { type ReactNode, Suspense } from "react";
import { useT } from "../../i18n/use-t";
import { LanguageNote } from "./language-note";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, the other language's offer, top navigation, the page, footer: shared by every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#main" className="skip-link">
        {t("layout.skipLink")}
      </a>
      <LanguageNote />
      <SiteHeader />
      <div className="flex-1">
        <Suspense
          fallback={
            <main id="main" tabIndex={-1} className="min-h-[60vh] px-4 py-16 text-center">
              <p role="status">{t("common.loading")}</p>
            </main>
          }
        >
          {children}
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
