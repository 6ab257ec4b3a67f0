// Home (docs/product/spec.md §2): sections 1-12 in the spec's order (docs/product/design.md §5); the footer comes from the layout.
import { MEMBER_CATEGORIES } from "@alliance/shared";
import { lazy, type ReactNode, Suspense, useRef } from "react";
import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { LazyImage } from "../../components/public/lazy-image";
import { SUMMARY_PATH } from "../../features/impact/use-summary";
import { APPROVED_MEMBERS } from "../../features/members/public-reads";
import { PARTNERS } from "../../features/partners/public-reads";
import { Hero } from "../../features/public/hero";
import { Pillars } from "../../features/public/pillars";
import { MEMBER_CATEGORY_MESSAGES } from "../../i18n/member-categories";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { hydrateWhenVisible, useNear } from "../../lib/hydrate-when-visible";
import type { PageLoad } from "../../lib/public-read/page-load";
import { paths } from "../../paths";

/** Every period's figures, the members and the partners (the next events and news are not read). */
export const load: PageLoad = async ({ read }) => {
  await Promise.all([read(SUMMARY_PATH), read(APPROVED_MEMBERS), read(PARTNERS)]);
  return {};
};

// Below the first screen, the figures and the carousels are hydrated when they come near it: their
// scripts are not part of the page's first load (their server HTML shows meanwhile).
const ImpactSection = hydrateWhenVisible(
  () => import("../../features/impact/impact-section").then((module) => module.ImpactSection),
  ["picture"],
);
const MemberCarousel = hydrateWhenVisible(() =>
  import("../../features/members/member-carousel").then((module) => module.MemberCarousel),
);
const PartnerCarousel = hydrateWhenVisible(() =>
  import("../../features/partners/partner-carousel").then((module) => module.PartnerCarousel),
);

// Read in the browser when the section comes near the screen, from its own chunk (the first load
// stays light).
const HomeContent = lazy(() => import("../../features/content/home-content"));

/** The next events and the latest news, once near the screen (nothing of it in the cached HTML). */
function WhatsOn() {
  const t = useT();
  const ref = useRef<HTMLParagraphElement>(null);
  const near = useNear(ref);
  const loading = (
    <p ref={ref} className="mt-6 text-center text-slate-700">
      {t("common.loading")}
    </p>
  );
  return (
    <Section id="whats-on" title={t("home.whatsOn.title")} className="bg-slate-50">
      {near ? (
        <Suspense fallback={loading}>
          <HomeContent />
        </Suspense>
      ) : (
        loading
      )}
    </Section>
  );
}

/** Each card's title and text ids. */
type Card = { title: MessageId; text: MessageId };

const BENEFITS: Card[] = [
  { title: "home.whyJoin.courses.title", text: "home.whyJoin.courses.text" },
  { title: "home.whyJoin.quality.title", text: "home.whyJoin.quality.text" },
  { title: "home.whyJoin.network.title", text: "home.whyJoin.network.text" },
];

const TOPICS: Card[] = [
  { title: "home.training.generative.title", text: "home.training.generative.text" },
  { title: "home.training.ethics.title", text: "home.training.ethics.text" },
  { title: "home.training.prompts.title", text: "home.training.prompts.text" },
  { title: "home.training.productivity.title", text: "home.training.productivity.text" },
  { title: "home.training.agents.title", text: "home.training.agents.text" },
];

/** The guiding principles, in the spec's order. */
const PRINCIPLES: Card[] = [
  { title: "home.principles.inclusivity.title", text: "home.principles.inclusivity.text" },
  { title: "home.principles.collaboration.title", text: "home.principles.collaboration.text" },
  { title: "home.principles.innovation.title", text: "home.principles.innovation.text" },
  { title: "home.principles.ethics.title", text: "home.principles.ethics.text" },
  { title: "home.principles.transparency.title", text: "home.principles.transparency.text" },
];

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" focusable="false">
      <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

const buttonClass = "inline-block rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark";

function Section({
  id,
  title,
  children,
  className = "",
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`px-4 py-16 ${className}`}>
      <div className="mx-auto max-w-7xl">
        <h2 id={`${id}-title`} className="text-center text-3xl font-bold text-brand-dark">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default function HomePage() {
  usePageTitle("home");
  const t = useT();
  return (
    <main id="main" tabIndex={-1}>
      <Hero />

      <Section id="mission" title={t("home.mission.title")}>
        <p className="mx-auto mt-6 max-w-3xl text-center text-lg text-slate-700">{t("home.mission.text")}</p>
      </Section>

      <Section id="pillars" title={t("home.pillars.title")} className="bg-slate-50">
        <Pillars />
      </Section>

      <section aria-labelledby="more-title" className="on-dark bg-brand px-4 py-12 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-6 text-center md:flex-row md:text-left">
          <h2 id="more-title" className="text-3xl font-bold">
            {t("home.more.title")}
          </h2>
          <Link
            to={paths.contact}
            className="rounded-md bg-accent px-6 py-3 font-semibold text-slate-900 hover:bg-yellow-400"
          >
            {t("home.more.contact")}
          </Link>
        </div>
      </section>

      <Section id="why-join" title={t("home.whyJoin.title")}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl border-t-4 border-accent bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-xl font-bold text-brand-dark">{t(benefit.title)}</h3>
              <p className="mt-2 text-slate-700">{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="who-can-join" title={t("home.whoCanJoin.title")} className="bg-slate-50">
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">{t("home.whoCanJoin.text")}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEMBER_CATEGORIES.map((category) => (
            <li
              key={category}
              className="flex items-center gap-3 rounded-xl bg-white p-5 font-semibold shadow-sm ring-1 ring-slate-200"
            >
              <CheckMark />
              {t(MEMBER_CATEGORY_MESSAGES[category])}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={paths.membership} className={buttonClass}>
            {t("home.whoCanJoin.become")}
          </Link>
        </p>
      </Section>

      <Section id="training" title={t("home.training.title")}>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {TOPICS.map((topic) => (
            <li key={topic.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-brand-dark">{t(topic.title)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(topic.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={paths.learning} className={buttonClass}>
            {t("home.training.unlock")}
          </Link>
        </p>
      </Section>

      <ImpactSection />
      {/* Beside the impact section (owned by another feature): where its figures come from. */}
      <p className="px-4 pb-8 text-center">
        <Link
          to={paths.impact}
          className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {t("home.impactLink")}
        </Link>
      </p>

      <WhatsOn />

      <Section id="members" title={t("home.members.title")}>
        <div className="mt-8">
          <MemberCarousel />
        </div>
      </Section>

      <Section id="partners" title={t("home.partners.title")} className="bg-slate-50">
        <div className="mt-8">
          <PartnerCarousel />
        </div>
      </Section>

      <Section id="principles" title={t("home.principles.title")}>
        <div className="mt-10 grid items-center gap-10 md:grid-cols-2">
          <LazyImage
            src="/media/principles.svg"
            alt={t("home.principles.image")}
            width={480}
            height={360}
            className="mx-auto h-auto w-full max-w-md"
          />
          <ul className="space-y-4">
            {PRINCIPLES.map((principle) => (
              <li key={principle.title} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <h3 className="text-lg font-bold text-brand-dark">{t(principle.title)}</h3>
                <p className="text-slate-700">{t(principle.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </main>
  );
}
