import { SITE } from "@alliance/shared";
import { Link } from "wouter";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { paths } from "../../paths";
import { ContactDetails } from "./contact-details";
import { LogoMark } from "./logo";
import { NAV_LINKS } from "./site-header";

/** The header's links and Insights (no room for it in the header). */
const FOOTER_LINKS: ReadonlyArray<{ to: string; label: MessageId }> = [
  ...NAV_LINKS,
  { to: paths.insights, label: "layout.nav.insights" },
];

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
      <p className="border-t border-white/20 px-4 py-5 text-center text-sm text-slate-200">
        {t("layout.footer.rights", { year: String(SITE.copyrightYear), association: SITE.association })}
      </p>
    </footer>
  );
}
