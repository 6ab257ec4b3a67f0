import { COURSE_DESC_PREVIEW_LENGTH } from "@alliance/shared";

/** Cuts a description to the spec's 100 characters plus an ellipsis; shorter text is unchanged. */
export function truncate(text: string, limit: number = COURSE_DESC_PREVIEW_LENGTH): string {
  const chars = Array.from(text ?? "");
  return chars.length > limit ? `${chars.slice(0, limit).join("")}...` : text;
}

/** Case-insensitive substring search over title, tag, description and the organisation that
 * offers the course. */
export function matchesCourse(
  course: { title: string; tag: string; desc: string; organization?: string; keywords?: string },
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [course.title, course.tag, course.desc, course.organization, course.keywords].some((field) =>
    (field ?? "").toLowerCase().includes(needle),
  );
}
