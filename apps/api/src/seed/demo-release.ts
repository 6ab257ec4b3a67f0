// The demo's first release and revision (docs/decisions/0036-releases-revisions-and-history.md),
// so the release page, the revisions log and "revised since" on /impact are not empty on a fresh
// start: the newest quarter past its reporting deadline is published, then one of its approved
// reports is corrected with a public reason. Each step is its own transaction, as in the app: the
// history's triggers run at commit, and a revision needs the release committed before it.
import { lastCompletePeriod, previousPeriod, releaseId, reportDeadline } from "@alliance/shared";
import { and, desc, eq } from "drizzle-orm";
import { type Config, publicUrl } from "../config";
import type { Db } from "../db/client";
import { reports } from "../db/schema";
import { dateFigureChange } from "../modules/releases/history-clock";
import { buildReleaseFiles } from "../modules/releases/release-files";
import { insertRelease } from "../modules/releases/repository";

const HOUR = 60 * 60 * 1000;

export const DEMO_RELEASE_NOTE =
  "Every approved figure up to this quarter, as reviewed by the secretariat after the reporting deadline.";
export const DEMO_REVISION_REASON =
  "Twelve learners who finished the course in the last week of the quarter were reported late by the organisation.";

export async function seedDemoRelease(
  db: Db,
  config: Config,
  today: Date,
  adminEmail: string,
): Promise<void> {
  let period = lastCompletePeriod(today);
  if (reportDeadline(period, config.REPORT_DEADLINE_DAYS) > today) period = previousPeriod(period);
  const deadline = reportDeadline(period, config.REPORT_DEADLINE_DAYS);
  // Published a day after the deadline, and some hours before the correction below.
  const publishedAt = new Date(Math.min(deadline.getTime() + 24 * HOUR, today.getTime() - 3 * HOUR));
  const id = releaseId(period.year, period.quarter, 1);
  await db.transaction(async (tx) => {
    const files = await buildReleaseFiles(tx, { id, period, publishedAt, siteUrl: publicUrl(config) });
    await insertRelease(
      tx,
      { ...period, id, point: 1, publishedAt, publishedBy: adminEmail, note: DEMO_RELEASE_NOTE },
      files,
    );
  });
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ id: reports.id, trained: reports.trained, certified: reports.certified })
      .from(reports)
      .where(
        and(
          eq(reports.year, period.year),
          eq(reports.quarter, period.quarter),
          eq(reports.status, "approved"),
        ),
      )
      .orderBy(desc(reports.trained))
      .limit(1);
    if (!report) return;
    await dateFigureChange(tx, new Date(today.getTime() - HOUR), DEMO_REVISION_REASON);
    await tx
      .update(reports)
      .set({ trained: report.trained + 12, certified: report.certified + 12 })
      .where(eq(reports.id, report.id));
  });
}
