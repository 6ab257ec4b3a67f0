// Data access for courses. The public read (`listApprovedCourses`) is a plain function of the
// database so a cache can wrap it.
import type { ReviewFilter, SortField } from "@alliance/shared";
import { type AnyColumn, and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses } from "../../db/schema";
import { type ListPage, type ListResult, orderBy, pagedRows, reviewFilter } from "../../lib/paging";
import { searchText } from "../../lib/search";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;

const publicColumns = {
  id: courses.id,
  title: courses.title,
  desc: courses.desc,
  link: courses.link,
  organization: courses.organization,
  tag: courses.tag,
  category: courses.category,
  image: courses.image,
  segment: courses.segment,
  featured: courses.featured,
  language: courses.language,
  keywords: courses.keywords,
};

const sortColumns: Record<SortField<"courses">, AnyColumn> = {
  createdAt: courses.createdAt,
  title: courses.title,
  organization: courses.organization,
  category: courses.category,
};
const newestFirst = { field: "createdAt", desc: true } as const;

/** Approved courses for visitors: featured first, then newest first. No owner fields. */
export async function listApprovedCourses(db: Db, page: ListPage) {
  const where = eq(courses.approved, true);
  return pagedRows(
    db,
    db.select(publicColumns).from(courses).where(where).$dynamic(),
    courses,
    where,
    [desc(courses.featured), ...orderBy(undefined, sortColumns, newestFirst, courses.id)],
    page,
  );
}

/** Admin search fields: title, organization, category, tag; `status` filters by review status, `owner` by the owner's e-mail. */
export async function listCourses(
  db: Db,
  filter: { q?: string | undefined; status?: ReviewFilter | undefined; owner?: string | undefined },
  page: ListPage<SortField<"courses">>,
): Promise<ListResult<CourseRow>> {
  const where: SQL | undefined = and(
    searchText(
      [courses.title, courses.organization, courses.category, courses.tag, courses.keywords],
      filter.q,
    ),
    reviewFilter(filter.status, courses),
    filter.owner === undefined ? undefined : sql`lower(${courses.email}) = lower(${filter.owner})`,
  );
  const rows = db.select().from(courses).where(where).$dynamic();
  return pagedRows(db, rows, courses, where, orderBy(page.sort, sortColumns, newestFirst, courses.id), page);
}

/** The row, or undefined; `lock` holds it until the transaction `db` ends (a review decision). */
export async function findCourse(db: Db, id: string, lock = false): Promise<CourseRow | undefined> {
  const query = db.select().from(courses).where(eq(courses.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

/** Inserts a course; featuring it un-features every other course (one featured banner). */
export async function insertCourse(db: Db, values: NewCourse): Promise<CourseRow> {
  return db.transaction(async (tx) => {
    if (values.featured) await tx.update(courses).set({ featured: false }).where(eq(courses.featured, true));
    const [row] = await tx.insert(courses).values(values).returning();
    return row!;
  });
}

export async function updateCourse(
  db: Db,
  id: string,
  values: Partial<NewCourse>,
): Promise<CourseRow | undefined> {
  return db.transaction(async (tx) => {
    if (values.featured) {
      await tx
        .update(courses)
        .set({ featured: false })
        .where(and(eq(courses.featured, true), ne(courses.id, id)));
    }
    const [row] = await tx.update(courses).set(values).where(eq(courses.id, id)).returning();
    return row;
  });
}

export async function deleteCourse(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}
