import { TEXTS } from "@alliance/shared";
import { type ReactNode, Suspense } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Skip link, top navigation, the page, footer: shared by every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <SiteHeader />
      <div className="flex-1">
        <Suspense
          fallback={
            <main id="main" tabIndex={-1} className="min-h-[60vh] px-4 py-16 text-center">
              <p role="status">{TEXTS.loading}</p>
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
