// Home (docs/product/spec.md §2): sections 1-12 in the spec's order (docs/product/design.md §5); the footer comes from the layout.
import { GUIDING_PRINCIPLES, IMPACT_PAGE_TEXTS, MEMBER_CATEGORIES } from "@alliance/shared";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { LazyImage } from "../../components/public/lazy-image";
import { MemberCarousel } from "../../features/members/member-carousel";
import { PartnerCarousel } from "../../features/partners/partner-carousel";
import { Hero } from "../../features/public/hero";
import { Pillars } from "../../features/public/pillars";
import { ImpactSection } from "../../features/reports/impact/impact-section";
import { paths } from "../../paths";

// Read in the browser once the page is up, from its own chunk (the first load stays light).
const HomeContent = lazy(() => import("../../features/content/home-content"));

/** The next events and the latest news, once mounted (nothing of it in the cached HTML). */
function WhatsOn() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Section id="whats-on" title="What's on" className="bg-slate-50">
      {mounted ? (
        <Suspense fallback={<p className="mt-6 text-center text-slate-700">Loading…</p>}>
          <HomeContent />
        </Suspense>
      ) : (
        <p className="mt-6 text-center text-slate-700">Loading…</p>
      )}
    </Section>
  );
}

const BENEFITS = [
  {
    title: "Free AI courses",
    text: "Members and their people learn at no cost, from first steps to certification.",
  },
  {
    title: "Quality content",
    text: "Courses from trusted providers, reviewed and approved before they are published.",
  },
  {
    title: "A national collaboration network",
    text: "Work with government, industry, academia and civil society across Kenya.",
  },
] as const;

const TOPICS = [
  { title: "Generative AI", text: "How models create text, images and code, and where they help." },
  { title: "Ethics, Safety and Regulation", text: "Using AI responsibly, safely and within the law." },
  { title: "Effective Prompts", text: "Asking AI tools the right way to get useful, reliable answers." },
  { title: "AI for Productivity", text: "Saving time on everyday work with AI assistants." },
  { title: "Intelligent Agents", text: "Systems that plan and act on their own, and how to build them." },
] as const;

const PRINCIPLE_TEXT: Record<(typeof GUIDING_PRINCIPLES)[number], string> = {
  Inclusivity: "AI skills for everyone, in every county, whatever their background.",
  Collaboration: "Partners working together towards one national goal.",
  Innovation: "New ideas and tools that create opportunity.",
  "Ethics & Trust": "Responsible, safe and fair use of AI.",
  Transparency: "Open reporting of what we do and what we achieve.",
};

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
  return (
    <main id="main" tabIndex={-1}>
      <Hero />

      <Section id="mission" title="The Mission">
        <p className="mx-auto mt-6 max-w-3xl text-center text-lg text-slate-700">
          Build an inclusive AI-powered workforce by uniting government, industry, academia and civil society,
          and connect trained people to opportunities.
        </p>
      </Section>

      <Section id="pillars" title="Our Strategic Pillars" className="bg-slate-50">
        <Pillars />
      </Section>

      <section aria-labelledby="more-title" className="on-dark bg-brand px-4 py-12 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-6 text-center md:flex-row md:text-left">
          <h2 id="more-title" className="text-3xl font-bold">
            Want to know more?
          </h2>
          <Link
            to={paths.contact}
            className="rounded-md bg-accent px-6 py-3 font-semibold text-slate-900 hover:bg-yellow-400"
          >
            Contact Us
          </Link>
        </div>
      </section>

      <Section id="why-join" title="Why Join the Alliance">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {BENEFITS.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-xl border-t-4 border-accent bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <h3 className="text-xl font-bold text-brand-dark">{benefit.title}</h3>
              <p className="mt-2 text-slate-700">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="who-can-join" title="Who can join" className="bg-slate-50">
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-700">
          Membership is free and open to organizations, associations and business networks.
        </p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEMBER_CATEGORIES.map((category) => (
            <li
              key={category}
              className="flex items-center gap-3 rounded-xl bg-white p-5 font-semibold shadow-sm ring-1 ring-slate-200"
            >
              <CheckMark />
              {category}
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={paths.membership} className={buttonClass}>
            Become a Member
          </Link>
        </p>
      </Section>

      <Section id="training" title="Training Content">
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {TOPICS.map((topic) => (
            <li key={topic.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-lg font-bold text-brand-dark">{topic.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{topic.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to={paths.learning} className={buttonClass}>
            Unlock your AI skills
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
          {IMPACT_PAGE_TEXTS.linkFromHome}
        </Link>
      </p>

      <WhatsOn />

      <Section id="members" title="Who has joined the Alliance">
        <div className="mt-8">
          <MemberCarousel />
        </div>
      </Section>

      <Section id="partners" title="Technical Partners" className="bg-slate-50">
        <div className="mt-8">
          <PartnerCarousel />
        </div>
      </Section>

      <Section id="principles" title="Our Guiding Principles">
        <div className="mt-10 grid items-center gap-10 md:grid-cols-2">
          <LazyImage
            src="/media/principles.svg"
            alt="Five connected circles, one for each guiding principle"
            width={480}
            height={360}
            className="mx-auto h-auto w-full max-w-md"
          />
          <ul className="space-y-4">
            {GUIDING_PRINCIPLES.map((principle) => (
              <li key={principle} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <h3 className="text-lg font-bold text-brand-dark">{principle}</h3>
                <p className="text-slate-700">{PRINCIPLE_TEXT[principle]}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </main>
  );
}
