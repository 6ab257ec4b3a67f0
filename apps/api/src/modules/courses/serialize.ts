// The row -> API mappers of this module (courses); the shapes are in packages/shared/src/responses.ts.
import {
  type Course,
  type CourseCategory,
  type CourseSegment,
  type PublicCourse,
  reviewStatusOf,
} from "@alliance/shared";
import type { courses } from "../../db/schema";
import { canModify } from "../../lib/access";

import { iso, pendingChangeOf, type Viewer } from "../../lib/serialize";

type CourseRow = typeof courses.$inferSelect;

export function publicCourse(
  row: Pick<
    CourseRow,
    | "id"
    | "title"
    | "desc"
    | "link"
    | "organization"
    | "tag"
    | "category"
    | "image"
    | "segment"
    | "featured"
    | "language"
    | "keywords"
  >,
): PublicCourse {
  return {
    _id: row.id,
    title: row.title,
    desc: row.desc,
    link: row.link,
    organization: row.organization,
    tag: row.tag,
    // The column holds what the input schema accepted: one of COURSE_CATEGORIES.
    category: row.category as CourseCategory,
    image: row.image,
    segment: row.segment as CourseSegment,
    featured: row.featured,
    language: row.language,
    keywords: row.keywords,
  };
}

export function courseFor(viewer: Viewer, row: CourseRow): Course {
  const base = { ...publicCourse(row), organizationId: row.organizationId };
  if (!canModify(viewer, row)) return base;
  return {
    ...base,
    approved: row.approved,
    status: reviewStatusOf(row),
    email: row.email,
    createdAt: iso(row.createdAt),
    pendingChange: pendingChangeOf<NonNullable<Course["pendingChange"]>["values"]>(row),
    version: row.version,
  };
}
