// Courses (AI Learning, docs/product/spec.md §2): sticky section tabs with scroll-spy, search replacing the
// sections with Search Results, Featured banner, topic courses, role tabs, scroll-to-top.
import {
  COURSE_CATEGORIES,
  type ContentLanguage,
  type Course,
  type CourseCategory,
  contentLanguagesFor,
  isLanguage,
  PAGES,
  pathInLanguage,
  SCROLL_TO_TOP_AFTER_PX,
} from "@alliance/shared";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { NewTabLink } from "../../components/public/new-tab-link";
import { LabelledSection } from "../../components/ui/labelled-section";
import { CourseGrid } from "../../features/courses/public/course-card";
import { matchesCourse, truncate } from "../../features/courses/public/truncate";
import { useScrollSpy } from "../../features/courses/public/use-scroll-spy";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { useFilledBeforeHydration } from "../../lib/filled-before-hydration";
import type { PageLoad } from "../../lib/public-read/page-load";
import { usePublicRead } from "../../lib/public-read/use-public-read";
import { notify } from "../../lib/toast";
import { useHydrated } from "../../lib/use-hydrated";
import { paths } from "../../paths";

const SECTIONS = [
  { id: "featured", label: "learning.featured" },
  { id: "topic", label: "learning.topic" },
  { id: "role", label: "learning.role" },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId }>;

/** The role tabs' names (the categories stay English in the data and the API). */
const CATEGORY_LABELS: Record<CourseCategory, MessageId> = {
  Everyone: "learning.category.everyone",
  Education: "learning.category.education",
  Nonprofit: "learning.category.nonprofit",
  "Public Sector": "learning.category.publicSector",
  "Business Professionals": "learning.category.businessProfessionals",
};
const SECTION_IDS = SECTIONS.map((section) => section.id);

function reducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

const BANNER_IMAGE = "aspect-video h-full w-full bg-brand object-cover";

function FeaturedBanner({ course }: { course: Course | undefined }) {
  const t = useT();
  if (!course) return <p className="py-6 text-slate-700">{t("learning.noFeatured")}</p>;
  return (
    <div className="on-dark grid overflow-hidden rounded-2xl bg-brand-dark text-white md:grid-cols-2">
      {/* Near the top of the page, often its largest paint: fetched first, never lazily. */}
      <img src={course.image} alt="" width={640} height={360} fetchPriority="high" className={BANNER_IMAGE} />
      <div className="flex flex-col justify-center gap-3 p-6">
        <span className="self-start rounded-full bg-accent px-3 py-1 text-xs font-semibold text-slate-900">
          {course.tag}
        </span>
        <h3 className="text-2xl font-bold">{course.title}</h3>
        {course.organization && (
          <p className="font-medium text-slate-100">
            {t("learning.offeredBy", { organization: course.organization })}
          </p>
        )}
        <p className="text-slate-100">{truncate(course.desc)}</p>
        <NewTabLink
          href={course.link}
          className="mt-2 self-start rounded-md bg-accent px-5 py-2 font-semibold text-slate-900 hover:bg-yellow-400"
        >
          {t("learning.goToCourse")}
          <span className="sr-only">: {course.title}</span>
        </NewTabLink>
      </div>
    </div>
  );
}

function RoleTabs({ courses }: { courses: Course[] }) {
  const t = useT();
  const [role, setRole] = useState<CourseCategory>("Everyone");
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // "Everyone" lists every role course; each other tab the courses made for that role.
  const roleCourses = courses.filter(
    (course) => course.segment === "role" && (role === "Everyone" || course.category === role),
  );

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    let next = index;
    if (event.key === "ArrowRight") next = (index + 1) % COURSE_CATEGORIES.length;
    else if (event.key === "ArrowLeft")
      next = (index - 1 + COURSE_CATEGORIES.length) % COURSE_CATEGORIES.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = COURSE_CATEGORIES.length - 1;
    else return;
    event.preventDefault();
    setRole(COURSE_CATEGORIES[next]!);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t("learning.roles")} className="flex flex-wrap gap-2">
        {COURSE_CATEGORIES.map((category, index) => {
          const selected = category === role;
          return (
            <button
              key={category}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setRole(category)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
                selected
                  ? "border-brand bg-brand text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand"
              }`}
            >
              {t(CATEGORY_LABELS[category])}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${COURSE_CATEGORIES.indexOf(role)}`}
        className="mt-6"
      >
        <CourseGrid courses={roleCourses} emptyText={t("learning.noRoleCourses")} />
      </div>
    </>
  );
}

function ScrollToTop() {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t("learning.scrollToTop")}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: reducedMotion() ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
        <path d="M5 15l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </button>
  );
}

/** The approved courses, read before the page renders. */
const APPROVED_COURSES = "/courses/approved";

/** The longest search the page reads from its address (the field's own limit). */
const SEARCH_MAX = 100;

/**
 * A search sent without JavaScript (`?q=`, trimmed; a longer one is dropped): the page is rendered
 * with its results, and the public cache keys it by this value only.
 */
export const search = (query: URLSearchParams): URLSearchParams => {
  const q = query.get("q")?.trim() ?? "";
  const language = query.get("language") ?? "";
  return new URLSearchParams({
    ...(q && q.length <= SEARCH_MAX ? { q } : {}),
    ...(isLanguage(language) ? { language } : {}),
  });
};

/** The courses taught in `language` (or in both), or all of them when no language is chosen. */
export const inLanguage = <T extends { language?: ContentLanguage }>(courses: T[], language: string): T[] =>
  isLanguage(language)
    ? courses.filter((course) => contentLanguagesFor(language).includes(course.language ?? "en"))
    : courses;

export const load: PageLoad = async ({ read }) => {
  await read(APPROVED_COURSES);
  return {};
};

const PART_HEADING = "mb-4 text-2xl font-bold text-brand-dark";

/** A part of the courses the page's links scroll to (`#featured`), named by its heading. */
function CoursePart({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 ${className}`}>
      <h2 id={`${id}-title`} className={PART_HEADING}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function LearningPage() {
  usePageTitle("learning");
  const t = useT();
  const { data: allCourses = [], isPending: loading, isError } = usePublicRead<Course[]>(APPROVED_COURSES);
  const failedMessage = t("learning.loadFailed");
  useEffect(() => {
    if (isError) notify.error(failedMessage);
  }, [isError, failedMessage]);
  const language = useLanguage();
  const hydrated = useHydrated();
  // A search sent without JavaScript arrives in the address (?q=); typing then filters at once.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const [courseLanguage, setCourseLanguage] = useState(() => {
    const value = params.get("language") ?? "";
    return isLanguage(value) ? value : "";
  });
  const searchForm = useRef<HTMLFormElement>(null);
  useFilledBeforeHydration(searchForm, { q: query, language: courseLanguage }, (shown) => {
    setQuery(shown.q);
    setCourseLanguage(isLanguage(shown.language) ? shown.language : "");
  });
  const courses = inLanguage(allCourses, courseLanguage);
  const searching = query.trim() !== "";
  const [active, setActive] = useScrollSpy(SECTION_IDS, !searching && !loading);
  const featured = courses.find((course) => course.featured);
  const topicCourses = courses.filter((course) => course.segment === "topic" && !course.featured);
  const results = searching ? courses.filter((course) => matchesCourse(course, query)) : [];

  const goTo = (id: string) => {
    setActive(id);
    document
      .getElementById(id)
      ?.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  };

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 pb-16">
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←</span> {t("learning.back")}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold text-brand-dark sm:text-4xl">{t("learning.title")}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{t("learning.intro")}</p>
        <form
          ref={searchForm}
          method="get"
          action={pathInLanguage(PAGES.learning.path, language)}
          onSubmit={(event) => event.preventDefault()}
          className="mt-6 max-w-xl"
        >
          <label htmlFor="course-search" className="block font-semibold text-slate-800">
            {t("learning.search.label")}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="course-search"
              type="search"
              name="q"
              maxLength={SEARCH_MAX}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("learning.search.placeholder")}
              className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3"
            />
            <label className="sr-only" htmlFor="course-language">
              {t("learning.language")}
            </label>
            <select
              id="course-language"
              name="language"
              value={courseLanguage}
              onChange={(event) => setCourseLanguage(event.target.value)}
              className="min-h-11 rounded-md border border-slate-400 bg-white px-2"
            >
              <option value="">{t("learning.allLanguages")}</option>
              <option value="en">{t("learning.inLanguage.en")}</option>
              <option value="sw">{t("learning.inLanguage.sw")}</option>
            </select>
            {!hydrated && (
              <button
                type="submit"
                className="min-h-11 rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
              >
                {t("learning.search.submit")}
              </button>
            )}
          </div>
        </form>
      </div>

      {!searching && (
        <nav
          aria-label={t("learning.sections")}
          className="sticky top-0 z-30 mt-6 border-y border-slate-200 bg-white/95"
        >
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
            {SECTIONS.map((section) => (
              <li key={section.id} className="shrink-0">
                <a
                  href={`#${section.id}`}
                  aria-current={active === section.id ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(section.id);
                  }}
                  className={`block border-b-4 px-2 py-3 text-sm font-semibold sm:px-3 sm:text-base ${
                    active === section.id
                      ? "border-brand text-brand-dark"
                      : "border-transparent text-slate-700 hover:text-brand"
                  }`}
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {/* A long unbroken word (a pasted address, a made-up title) may break anywhere: otherwise it
          widens its card past a phone's screen, the browser zooms the page out to fit, and the
          page snaps back when a role tab or a search hides that card, moving what a finger aims at. */}
      <div className="mx-auto max-w-7xl px-4 wrap-anywhere">
        {loading ? (
          <p role="status" className="py-10 text-slate-700">
            {t("learning.loading")}
          </p>
        ) : searching ? (
          <LabelledSection
            id="results-title"
            title={t("learning.searchResults")}
            className="pt-8"
            headingClassName={PART_HEADING}
          >
            <CourseGrid courses={results} emptyText={t("learning.noMatchingCourses")} />
          </LabelledSection>
        ) : (
          <>
            <CoursePart id="featured" title={t("learning.featured")} className="pt-8">
              <FeaturedBanner course={featured} />
            </CoursePart>
            <CoursePart id="topic" title={t("learning.topic")} className="pt-12">
              <CourseGrid courses={topicCourses} emptyText={t("learning.noTopicCourses")} />
            </CoursePart>
            <CoursePart id="role" title={t("learning.role")} className="pt-12">
              <RoleTabs courses={courses} />
            </CoursePart>
          </>
        )}
      </div>
      <ScrollToTop />
    </main>
  );
}
