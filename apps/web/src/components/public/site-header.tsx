// Top navigation (docs/product/spec.md §2): desktop bar, a mobile menu that opens and closes, the current page
// marked with aria-current="page", Skills assessment in a new tab, the logo linking home. The bar
// fits one line with the brand in full from 1280 px in both languages: news,
// events, jobs and insights share one entry there, a native <details> that opens without script,
// and the brand is the way home.
import { SITE } from "@alliance/shared";
import { Fragment, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { prefetchRoute } from "../../app/route-prefetch";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { NavLink } from "../../lib/routing/nav-link";
import { paths } from "../../paths";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";

export const NAV_LINKS: ReadonlyArray<{ to: string; label: MessageId }> = [
  { to: paths.home, label: "layout.nav.home" },
  { to: paths.membership, label: "layout.nav.membership" },
  { to: paths.learning, label: "layout.nav.learning" },
  { to: paths.impact, label: "layout.nav.impact" },
  { to: paths.news, label: "layout.nav.news" },
  { to: paths.events, label: "layout.nav.events" },
  { to: paths.jobs, label: "layout.nav.jobs" },
  { to: paths.contact, label: "layout.nav.contact" },
  { to: paths.login, label: "layout.nav.account" },
];

/** Under one entry of the desktop bar; listed one by one in the mobile menu and the footer. */
const GROUPED: ReadonlyArray<{ to: string; label: MessageId }> = [
  { to: paths.news, label: "layout.nav.news" },
  { to: paths.events, label: "layout.nav.events" },
  { to: paths.jobs, label: "layout.nav.jobs" },
  { to: paths.insights, label: "layout.nav.insights" },
];
/** Not in the desktop bar: the brand beside it leads home. */
const BAR_LEFT_OUT = new Set([paths.home, ...GROUPED.map((link) => link.to)]);
const GROUP_AFTER = paths.impact;

function SkillsAssessmentLink({ className }: { className: string }) {
  const t = useT();
  return (
    <a href={SITE.skillsAssessmentUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {t("layout.skillsAssessment")}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}

const switchClass =
  "inline-flex h-11 shrink-0 items-center rounded-md border border-slate-300 px-3 font-semibold text-brand-dark underline-offset-4 hover:bg-slate-100 hover:underline";

const linkClass = (isActive: boolean, padding = "px-3") =>
  `block rounded-md ${padding} py-2 font-medium ${
    isActive ? "bg-brand text-white" : "text-slate-800 hover:bg-slate-100 hover:text-brand"
  }`;

/** News, events, jobs and insights as one entry of the bar; current when one of their pages is. */
function GroupedLinks({ pathname }: { pathname: string }) {
  const t = useT();
  const language = useLanguage();
  const ref = useRef<HTMLDetailsElement>(null);
  const current = GROUPED.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));

  // Closed after navigating, on Escape (focus back on its summary) and on a click elsewhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    window.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <details ref={ref} className="relative">
      <summary
        className={`${barLinkClass(current)} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}
      >
        {t("layout.nav.more")}
        <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <ul className="absolute right-0 z-50 mt-1 w-48 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200">
        {GROUPED.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={linkClass}
              onPointerEnter={() => prefetchRoute(link.to, language)}
              onFocus={() => prefetchRoute(link.to, language)}
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** In the desktop bar: one line each, a little tighter, so the bar and the brand fit 1280 px. */
const barLinkClass = (isActive: boolean) => `${linkClass(isActive, "px-2")} whitespace-nowrap`;

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();
  const language = useLanguage();
  const t = useT();

  // Close the mobile menu after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the location changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // The menu is open: the visitor is about to pick a page.
    for (const link of NAV_LINKS) prefetchRoute(link.to, language);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, language]);

  return (
    <header className="relative z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-md xl:shrink-0">
          <LogoMark />
          <span className="truncate text-sm font-bold text-brand-dark leading-tight sm:text-base xl:whitespace-nowrap">
            {SITE.title}
          </span>
        </Link>
        <nav aria-label={t("layout.nav.main")} className="hidden xl:block">
          <ul className="flex items-center gap-0.5 text-[0.9375rem]">
            {NAV_LINKS.filter((link) => !BAR_LEFT_OUT.has(link.to)).map((link) => (
              <Fragment key={link.to}>
                <li>
                  <NavLink
                    to={link.to}
                    className={barLinkClass}
                    onPointerEnter={() => prefetchRoute(link.to, language)}
                    onFocus={() => prefetchRoute(link.to, language)}
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
                {link.to === GROUP_AFTER && (
                  <li>
                    <GroupedLinks pathname={pathname} />
                  </li>
                )}
              </Fragment>
            ))}
            <li className="ml-1">
              <SkillsAssessmentLink className="inline-block whitespace-nowrap rounded-md bg-accent px-3 py-2 font-semibold text-slate-900 hover:bg-yellow-400" />
            </li>
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitch className={switchClass} />
          <button
            ref={buttonRef}
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-800 xl:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t("layout.menu.close") : t("layout.menu.open")}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
              {open ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t("layout.nav.mobile")}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 xl:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {[...NAV_LINKS, ...GROUPED.filter((link) => link.to === paths.insights)].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li className="pt-2">
            <SkillsAssessmentLink className="block rounded-md bg-accent px-4 py-2 text-center font-semibold text-slate-900" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
