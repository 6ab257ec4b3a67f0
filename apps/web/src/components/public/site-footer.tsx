import { pathInLanguage, SITE } from "@alliance/shared";
import { Link, useLocation, useSearch } from "wouter";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { useLighterPage } from "../../lib/public-read/page-state";
import { paths } from "../../paths";
import { ContactDetails } from "./contact-details";
import { LogoMark } from "./logo";
import { NAV_LINKS } from "./site-header";

/** The header's links and Insights (no room for it in the header). */
const FOOTER_LINKS: ReadonlyArray<{ to: string; label: MessageId }> = [
  ...NAV_LINKS,
  { to: paths.insights, label: "layout.nav.insights" },
];

/**
 * "Lighter page": the same pages without their script and with fewer pictures, for a phone on a
 * costly or slow connection (a cookie the server reads, like the browser's own Save-Data; see
 * apps/api/src/lib/lighter-page.ts). A form, so it works on the lighter page itself; it comes
 * back to the page it was sent from.
 */
function LighterPageSwitch() {
  const t = useT();
  const language = useLanguage();
  const [location] = useLocation();
  const search = useSearch();
  const lighter = useLighterPage();
  return (
    <form method="post" action="/lighter-page" className="mt-2">
      <input
        type="hidden"
        name="back"
        value={`${pathInLanguage(location, language)}${search ? `?${search}` : ""}`}
      />
      <input type="hidden" name="lighter" value={lighter ? "0" : "1"} />
      <button type="submit" className="min-h-11 text-slate-100 underline underline-offset-4">
        {t(lighter ? "layout.footer.fullPage" : "layout.footer.lighterPage")}
      </button>
    </form>
  );
}

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="on-dark bg-brand-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md font-bold">
            <LogoMark />
            {SITE.title}
          </Link>
          <p className="mt-4 text-slate-200">{t("layout.footer.tagline")}</p>
        </div>
        <nav aria-label={t("layout.footer.nav")}>
          <h2 className="text-lg font-bold">{t("layout.footer.explore")}</h2>
          <ul className="mt-4 space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-100 underline-offset-4 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold">
            {t("layout.footer.contact")}
          </h2>
          <div className="mt-4 text-slate-100">
            <ContactDetails />
          </div>
        </section>
      </div>
      <div className="border-t border-white/20 px-4 py-5 text-center text-sm text-slate-200">
        <p>
          {t("layout.footer.rights", { year: String(SITE.copyrightYear), association: SITE.association })}
        </p>
        <LighterPageSwitch />
      </div>
    </footer>
  );
}
