import { type ContentLanguage, type Course, contentLang } from "@alliance/shared";
import { LazyImage } from "../../../components/public/lazy-image";
import { NewTabLink } from "../../../components/public/new-tab-link";
import { useLanguage } from "../../../i18n/language-context";
import type { MessageId } from "../../../i18n/message-ids";
import { useT } from "../../../i18n/use-t";
import { truncate } from "./truncate";

/** "Taught in English", "Taught in Kiswahili", "Taught in English and Kiswahili". */
export const TAUGHT_IN: Record<ContentLanguage, MessageId> = {
  en: "learning.taughtIn.en",
  sw: "learning.taughtIn.sw",
  both: "learning.taughtIn.both",
};

/** A course card: opens the course in a new tab; image, tag, title, who offers it and a
 * 100-character description. Long words (a pasted address) wrap inside the card. */
export function CourseCard({ course, headingLevel = 3 }: { course: Course; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const t = useT();
  const lang = contentLang(course.language, useLanguage());
  return (
    <li className="h-full">
      <NewTabLink
        href={course.link}
        className="group flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 wrap-anywhere hover:ring-brand"
      >
        <LazyImage
          src={course.image}
          alt=""
          width={400}
          height={225}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
        <span className="flex flex-1 flex-col p-4">
          <span className="self-start rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-brand-dark">
            {course.tag}
          </span>
          <Heading lang={lang} className="mt-2 text-lg font-bold text-slate-900 group-hover:text-brand">
            {course.title}
          </Heading>
          {course.organization && (
            <span className="mt-1 block text-sm font-medium text-slate-800">
              {t("learning.offeredBy", { organization: course.organization })}
            </span>
          )}
          <span className="mt-1 block text-sm font-medium text-slate-800">
            {t(TAUGHT_IN[course.language ?? "en"])}
          </span>
          <span lang={lang} className="mt-2 block text-sm text-slate-700">
            {truncate(course.desc)}
          </span>
        </span>
      </NewTabLink>
    </li>
  );
}

export function CourseGrid({ courses, emptyText }: { courses: Course[]; emptyText: string }) {
  if (courses.length === 0) return <p className="py-6 text-slate-700">{emptyText}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course) => (
        <CourseCard key={course._id} course={course} />
      ))}
    </ul>
  );
}
