// The quarterly report reminder: 7 days after a quarter ends, and again after 21 days, the users
// of each organisation without a report for that quarter are reminded. Every instance checks on
// a timer, but a round runs once across all of them: the run is claimed by inserting its key
// into `scheduled_runs` in the same transaction that queues the e-mails (the loser of a race
// inserts nothing and sends nothing; a failed round rolls its claim back). Each organisation
// written to has its "last reminded" set, marked automatic, as a manual reminder sets it: the completeness screen shows it, and the 24-hour rule of manual reminders counts it.
import { lastCompletePeriod, newReportQuery, pagePath, pagePathFor, periodEnd } from "@alliance/shared";
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, reports, scheduledRuns, users } from "../../db/schema";
import type { Clock } from "../../lib/clock";
import { runFollowDigest } from "../follow/announce";
import { notOptedOut } from "./notify";
import { enqueue, type SiteLink } from "./outbox";
import { reportReminderMail } from "./templates";

const DAY = 86_400_000;
export const REMINDER_DAYS = [7, 21] as const;

/** Which reminder round is due now for the last complete quarter, if any (the latest that applies). */
export function dueReminder(now: Date) {
  // The one period module (shared report-calendar.ts) says which quarter and when it ended.
  const period = lastCompletePeriod(now);
  const elapsed = now.getTime() - periodEnd(period).getTime();
  const days = [...REMINDER_DAYS].reverse().find((d) => elapsed >= d * DAY);
  return days === undefined ? undefined : { ...period, days };
}

/** Runs the due reminder round unless another instance (or an earlier check) already did. */
export async function runReportReminders(db: Db, siteLink: SiteLink, now: Date): Promise<number> {
  const due = dueReminder(now);
  if (!due) return 0;
  const key = `report-reminder:${due.year}-${due.quarter}:day-${due.days}`;
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(scheduledRuns).values({ key }).onConflictDoNothing().returning();
    if (claimed.length === 0) return 0;
    // Non-admin users of organisations with no report for the period (matched by the
    // organisation's id, so a name written with other case or spacing is the same organisation).
    const people = await tx
      .select({
        email: users.email,
        organizationId: users.organizationId,
        organizationName: users.organizationName,
        language: users.language,
      })
      .from(users)
      .where(
        and(
          isNotNull(users.organizationId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reports)
              .where(
                and(
                  eq(reports.organizationId, users.organizationId),
                  eq(reports.year, due.year),
                  eq(reports.quarter, due.quarter),
                ),
              ),
          ),
          eq(users.isAdmin, false),
          notOptedOut("reportReminders"),
        ),
      );
    for (const person of people) {
      const content = reportReminderMail(person.language, {
        period: { quarter: due.quarter, year: due.year },
        organizationName: person.organizationName,
        link: siteLink(pagePathFor(person.language, pagePath("adminReports"), newReportQuery(due))),
        second: due.days === REMINDER_DAYS[REMINDER_DAYS.length - 1],
      });
      await enqueue(tx, "report-reminder", person.email, content);
    }
    const reminded = [...new Set(people.map((person) => person.organizationId!))];
    if (reminded.length > 0) {
      await tx
        .update(organizations)
        .set({ lastRemindedAt: now, lastReminderAutomatic: true })
        .where(
          and(
            inArray(organizations.id, reminded),
            or(isNull(organizations.lastRemindedAt), lt(organizations.lastRemindedAt, now)),
          ),
        );
    }
    return people.length;
  });
}

export interface Scheduler {
  stop(): Promise<void>;
}

/**
 * Checks every `everyMs` (and soon after start-up); the claim makes extra checks harmless. Each
 * check also runs the followers' weekly digest (follow/announce.ts), claimed the same way.
 */
export function startScheduler(
  db: Db,
  siteLink: SiteLink,
  everyMs: number,
  on: { onError: (error: unknown) => void; onQueued: () => void },
  clock: Clock,
): Scheduler {
  let running: Promise<unknown> | undefined;
  const check = () => {
    // The report reminders, then the followers' weekly digest: each claimed once across
    // instances, and a failure of one does not keep the other from running.
    const now = clock();
    const each = (run: Promise<number>) =>
      run.then((queued) => {
        if (queued > 0) on.onQueued();
      }, on.onError);
    running ??= each(runReportReminders(db, siteLink, now))
      .then(() => each(runFollowDigest(db, siteLink, now)))
      .catch(on.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(check, 10_000);
  const timer = setInterval(check, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
