// Reads and writes of releases (migration 0031): a release and its files are inserted once and
// never changed; the previous release of the same quarter is marked superseded.
import type { ReleaseRow as FigureRow, Release } from "@alliance/shared";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { releaseFiles, releases } from "../../db/schema";
import { RELEASE_FILE_NAMES, type ReleaseFile, type ReleaseFileName } from "./release-files";

type ReleaseRow = typeof releases.$inferSelect;

const fileRank = (name: string) => RELEASE_FILE_NAMES.indexOf(name as ReleaseFileName);

/** Serialises publishing: two admins publishing at once would otherwise both take point N. */
const PUBLISH_LOCK_KEY = 7_274_219_036;

export async function lockPublishing(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`);
}

/** The newest release of one quarter (its highest point), if any. */
export async function latestOfQuarter(db: Db, year: number, quarter: string) {
  const [row] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.year, year), eq(releases.quarter, quarter)))
    .orderBy(desc(releases.point))
    .limit(1);
  return row;
}

export async function insertRelease(tx: Db, release: typeof releases.$inferInsert, files: ReleaseFile[]) {
  await tx.insert(releases).values(release);
  await tx.insert(releaseFiles).values(
    files.map((file) => ({
      releaseId: release.id,
      name: file.name,
      mediaType: file.mediaType,
      content: file.content,
      bytes: file.bytes,
      sha256: file.sha256,
    })),
  );
}

export async function markSuperseded(tx: Db, id: string, by: string): Promise<void> {
  await tx.update(releases).set({ supersededBy: by }).where(eq(releases.id, id));
}

/** Every release with its files' names, sizes and hashes, newest first (the public list). */
export async function listReleases(db: Db, id?: string): Promise<Release[]> {
  const rows = await db
    .select()
    .from(releases)
    .where(id ? eq(releases.id, id) : undefined)
    .orderBy(desc(releases.publishedAt), desc(releases.point));
  if (rows.length === 0) return [];
  const files = await db
    .select({
      releaseId: releaseFiles.releaseId,
      name: releaseFiles.name,
      bytes: releaseFiles.bytes,
      sha256: releaseFiles.sha256,
    })
    .from(releaseFiles)
    .where(id ? eq(releaseFiles.releaseId, id) : undefined);
  return rows.map((row) => releaseOut(row, files));
}

function releaseOut(
  row: ReleaseRow,
  files: Array<{ releaseId: string; name: string; bytes: number; sha256: string }>,
): Release {
  return {
    id: row.id,
    year: row.year,
    quarter: row.quarter,
    point: row.point,
    publishedAt: row.publishedAt.toISOString(),
    note: row.note,
    supersededBy: row.supersededBy,
    files: files
      .filter((file) => file.releaseId === row.id)
      .sort((a, b) => fileRank(a.name) - fileRank(b.name))
      .map(({ name, bytes, sha256 }) => ({ name, bytes, sha256 })),
  };
}

/** The id of the newest release, if any. */
export async function newestReleaseId(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .orderBy(desc(releases.publishedAt), desc(releases.point))
    .limit(1);
  return row?.id;
}

/** One file of a release, with its bytes. */
export async function releaseFile(db: Db, id: string, name: string) {
  const [row] = await db
    .select()
    .from(releaseFiles)
    .where(and(eq(releaseFiles.releaseId, id), eq(releaseFiles.name, name)));
  return row;
}

/** The release published just before `id` (the one its changes are counted against), if any. */
export async function releaseBefore(db: Db, id: string) {
  const [release] = await db.select().from(releases).where(eq(releases.id, id));
  if (!release) return undefined;
  const [row] = await db
    .select({ id: releases.id })
    .from(releases)
    .where(
      or(
        lt(releases.publishedAt, release.publishedAt),
        and(eq(releases.publishedAt, release.publishedAt), lt(releases.point, release.point)),
      ),
    )
    .orderBy(desc(releases.publishedAt), desc(releases.point))
    .limit(1);
  return row?.id;
}

/** The rows of a release's stored impact.json. */
export async function releaseRows(db: Db, id: string): Promise<FigureRow[]> {
  const file = await releaseFile(db, id, "impact.json");
  return file ? (JSON.parse(file.content.toString("utf8")) as FigureRow[]) : [];
}

/** The ids of every release of each quarter, keyed "2026-Q3". */
export async function releasesByQuarter(db: Db): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: releases.id, year: releases.year, quarter: releases.quarter })
    .from(releases)
    .orderBy(desc(releases.point));
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const key = `${row.year}-${row.quarter}`;
    out.set(key, [...(out.get(key) ?? []), row.id]);
  }
  return out;
}
