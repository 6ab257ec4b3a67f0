// Data access for courses. The public read (`listApprovedCourses`) is a plain function of the
// database so a cache can wrap it.
import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { courses } from "../db/schema";
import { type ListResult, type PageWindow, searchText } from "../lib/search";

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
};

/** Approved courses for visitors: featured first, then newest first. No owner fields. */
export async function listApprovedCourses(db: Db) {
  return db
    .select(publicColumns)
    .from(courses)
    .where(eq(courses.approved, true))
    .orderBy(desc(courses.featured), desc(courses.createdAt), desc(courses.id));
}

/** Admin search fields of SPEC §5: title, organization, category, tag. */
export async function listCourses(
  db: Db,
  filter: { q?: string | undefined },
  window: PageWindow | undefined,
): Promise<ListResult<CourseRow>> {
  const where: SQL | undefined = searchText(
    [courses.title, courses.organization, courses.category, courses.tag],
    filter.q,
  );
  const query = db
    .select()
    .from(courses)
    .where(where)
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .$dynamic();
  if (!window) {
    const rows = await query;
    return { rows, total: rows.length };
  }
  const [rows, [counted]] = await Promise.all([
    query.limit(window.limit).offset(window.offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findCourse(db: Db, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
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
