import { SITE } from "@alliance/shared";
import { Link } from "wouter";
import { ContactDetails } from "./contact-details";
import { LogoMark } from "./logo";
import { NAV_LINKS } from "./site-header";

/** The header's links and Insights (no room for it in the header). */
const FOOTER_LINKS = [...NAV_LINKS, { to: "/insights", label: "Insights" }] as const;

export function SiteFooter() {
  return (
    <footer className="on-dark bg-brand-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 rounded-md font-bold">
            <LogoMark />
            {SITE.title}
          </Link>
          <p className="mt-4 text-slate-200">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-lg font-bold">Explore</h2>
          <ul className="mt-4 space-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-100 underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold">
            Contact Us
          </h2>
          <div className="mt-4 text-slate-100">
            <ContactDetails />
          </div>
        </section>
      </div>
      <p className="border-t border-white/20 px-4 py-5 text-center text-sm text-slate-200">
        © {SITE.copyrightYear} {SITE.association}. All rights reserved.
      </p>
    </footer>
  );
}
