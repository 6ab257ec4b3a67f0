// An organisation's public page (/organisations/:slug, docs/decisions/0027-impact-page-open-data-pledges.md): name and website, approved
// figures by quarter with a small chart, totals, its pledge and progress, its approved courses, and
// a few of its news, upcoming events, open jobs and insights.
// Server-rendered with its detail; an unknown slug is the 404 page.
import {
  CONTENT_KINDS,
  type CourseCategory,
  METRIC_KEYS,
  organisationPageTitle,
  type PublicOrganizationDetailOut,
  pagePath,
  pathInLanguage,
} from "@alliance/shared";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useParams } from "wouter";
import { organisationMetaFor } from "../../app/page-meta";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PagePart } from "../../components/public/page-part";
import { organisationListRead } from "../../features/content/organisation-lists";
import { METRIC_NAMES } from "../../features/impact/metric-labels";
import { OrganisationFigures } from "../../features/impact/organisation-figures";
import { PledgeProgress } from "../../features/impact/organisation-pledge";
import { organisationRead, useOrganisation } from "../../features/organisation-page/use-organisation";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { hydrateWhenVisible, useNear } from "../../lib/hydrate-when-visible";
import type { PageLoad } from "../../lib/public-read/page-load";
import { paths } from "../../paths";
import NotFoundPage from "./not-found";

const QuarterBars = lazy(() => import("../../features/impact/quarter-bars"));

// The organisation's news, events, jobs and insights, at the foot of the page: hydrated when they
// come near the screen, with the content catalogue they alone use (neither is in the first load).
const OrganisationItems = hydrateWhenVisible(
  () => import("../../features/content/organisation-items").then((module) => module.OrganisationItems),
  ["content"],
);

/** A course's category as the page's language names it (the data keeps the English name). */
const CATEGORY_NAMES: Record<CourseCategory, MessageId> = {
  Everyone: "impact.organisation.category.everyone",
  Education: "impact.organisation.category.education",
  Nonprofit: "impact.organisation.category.nonprofit",
  "Public Sector": "impact.organisation.category.publicSector",
  "Business Professionals": "impact.organisation.category.businessProfessionals",
};

function OrganisationContent({ organisation }: { organisation: PublicOrganizationDetailOut }) {
  const t = useT();
  const f = useFormat();
  // The chart is drawn in the browser only, once its place comes near the screen.
  const chart = useRef<HTMLDivElement>(null);
  const near = useNear(chart);
  useEffect(() => {
    document.title = organisationPageTitle(organisation.name);
  }, [organisation.name]);
  const barRows = [...organisation.figures].reverse().map((figure) => ({
    period: { year: figure.year, quarter: figure.quarter },
    point: figure,
    provisional: false,
  }));

  return (
    <>
      <h1 className="text-3xl font-extrabold text-brand-dark wrap-anywhere sm:text-4xl">
        {organisation.name}
      </h1>
      {organisation.website && (
        <p className="mt-2">
          <span className="font-semibold text-slate-800">{t("impact.organisation.website")}: </span>
          <NewTabLink
            href={organisation.website}
            className="text-brand underline underline-offset-4 wrap-anywhere"
          >
            {organisation.website}
          </NewTabLink>
        </p>
      )}

      <PagePart id="org-totals-title" title={t("impact.organisation.totalsHeading")}>
        <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
          {METRIC_KEYS.map((key) => (
            <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm font-semibold text-slate-700">{t(METRIC_NAMES[key])}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-dark">
                {f.number(organisation.totals[key])}
              </dd>
            </div>
          ))}
        </dl>
      </PagePart>

      <PagePart id="org-pledge-title" title={t("impact.organisation.pledgeHeading")}>
        {organisation.pledge ? (
          <PledgeProgress pledge={organisation.pledge} figures={organisation.figures} />
        ) : (
          <p className="mt-2 text-slate-700">{t("impact.organisation.noPledge")}</p>
        )}
      </PagePart>

      <PagePart id="org-figures-title" title={t("impact.organisation.figuresHeading")}>
        <OrganisationFigures figures={organisation.figures} />
        {organisation.figures.length > 0 && (
          <div ref={chart} className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            {near ? (
              <Suspense fallback={<p className="text-slate-700">{t("impact.chartLoading")}</p>}>
                <QuarterBars rows={barRows} />
              </Suspense>
            ) : (
              <p className="text-slate-700">{t("impact.chartLoading")}</p>
            )}
          </div>
        )}
      </PagePart>

      <PagePart id="org-courses-title" title={t("impact.organisation.coursesHeading")}>
        {organisation.courses.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("impact.organisation.noCourses")}</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {organisation.courses.map((course) => (
              <li key={course._id}>
                <NewTabLink
                  href={course.link}
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {course.title}
                </NewTabLink>{" "}
                <span className="text-sm text-slate-700">
                  (
                  {course.category in CATEGORY_NAMES
                    ? t(CATEGORY_NAMES[course.category as CourseCategory])
                    : course.category}
                  )
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagePart>

      <OrganisationItems slug={organisation.slug} />
    </>
  );
}

/**
 * The organisation's detail and its lists, read together (the lists by the address's slug, which
 * is the current one but for an old address, answered with a redirect). Not in the public cache:
 * its upcoming events and open jobs change with the time (docs/decisions/0028-news-events-jobs-insights.md).
 */
export const load: PageLoad = async ({ params, read, language }) => {
  const slug = (params.slug ?? "").toLowerCase();
  const [detail] = await Promise.all([
    read<PublicOrganizationDetailOut>(organisationRead(params.slug ?? "")),
    ...CONTENT_KINDS.map((kind) => read(...organisationListRead(kind, slug))),
  ]);
  if (detail.status === 404 || detail.status === 400) return { notFound: true };
  if (!detail.data) return {};
  const path = pagePath("organisation", { slug: detail.data.slug });
  if (detail.data.slug !== slug) return { redirect: path };
  return {
    canonical: path,
    meta: organisationMetaFor(pathInLanguage(path, language), detail.data.name),
  };
};

export default function OrganisationPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const state = useOrganisation(slug);
  const t = useT();
  if (state.status === "missing") return <NotFoundPage />;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-6xl">
        <Link
          to={paths.impact}
          className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t("impact.organisation.backToImpact")}
        </Link>
        <div className="mt-4">
          {state.status === "ready" ? (
            <OrganisationContent organisation={state.organisation} />
          ) : (
            <p role="status" className="text-slate-700">
              {state.status === "failed"
                ? t("impact.organisation.loadFailed")
                : t("impact.organisation.loading")}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
