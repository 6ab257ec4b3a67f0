// Who must report, and who reported one quarter (ADR 0024). One rule, in one place: an
// organisation must report when an admin says so (must_report), else by default when at least one
// organisation (non-admin) user belongs to it; the seeded demo organisation (that of the reserved
// demo account) never counts unless an admin says so.
import type { CompletenessDetail, Quarter } from "@alliance/shared";
import { deliveredSince, PLEDGE_FIRST_DAY, REMIND_INTERVAL_HOURS } from "@alliance/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations, reports, users } from "../../db/schema";
import { notOptedOut } from "../mail/notify";

const hasOrganizationUser = sql`exists (select 1 from ${users} where ${users.organizationId} = ${organizations.id} and ${users.isAdmin} = false)`;
const isDemoOrganization = sql`exists (select 1 from ${users} where ${users.organizationId} = ${organizations.id} and ${users.reserved} = true)`;

/** The SQL condition "this organisation must report". */
export const mustReport = sql`coalesce(${organizations.mustReport}, ${hasOrganizationUser} and not ${isDemoOrganization})`;

/** The organisations that must report, by name. */
export async function expectedOrganizations(db: Db) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      lastRemindedAt: organizations.lastRemindedAt,
      lastReminderAutomatic: organizations.lastReminderAutomatic,
      pledgeTrained: organizations.pledgeTrained,
      pledgeCertified: organizations.pledgeCertified,
      pledgeBy: organizations.pledgeBy,
      pledgeFrom: organizations.pledgeFrom,
    })
    .from(organizations)
    .where(mustReport)
    .orderBy(sql`lower(${organizations.name})`, organizations.id);
}

export async function expectedOrganizationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(organizations).where(mustReport);
  return Number(row?.n ?? 0);
}

/** The non-admin users of some organisations: whom to write to. */
async function organizationContacts(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, Array<{ name: string; email: string }>>();
  const rows = await db
    .select({ organizationId: users.organizationId, name: users.username, email: users.email })
    .from(users)
    .where(and(inArray(users.organizationId, ids), eq(users.isAdmin, false)))
    .orderBy(asc(users.username));
  const byOrganization = new Map<string, Array<{ name: string; email: string }>>();
  for (const row of rows) {
    const list = byOrganization.get(row.organizationId!) ?? [];
    list.push({ name: row.name, email: row.email });
    byOrganization.set(row.organizationId!, list);
  }
  return byOrganization;
}

/**
 * What the approved reports of some organisations have delivered toward their pledges: trained
 * and certified from the quarter each pledge starts in (ADR 0040, `deliveredSince`).
 */
async function deliveredByOrganization(db: Db, pledges: Array<{ id: string; from: string }>) {
  if (pledges.length === 0) return new Map<string, { trained: number; certified: number }>();
  const rows = await db
    .select({
      organizationId: reports.organizationId,
      year: reports.year,
      quarter: reports.quarter,
      trained: reports.trained,
      certified: reports.certified,
    })
    .from(reports)
    .where(
      and(
        inArray(
          reports.organizationId,
          pledges.map((pledge) => pledge.id),
        ),
        eq(reports.status, "approved"),
      ),
    );
  return new Map(
    pledges.map(({ id, from }) => [
      id,
      deliveredSince(
        rows
          .filter((row) => row.organizationId === id)
          .map((row) => ({ ...row, quarter: row.quarter as Quarter })),
        from,
      ),
    ]),
  );
}

/** Who reported one quarter: every organisation that must report, missing or with its status. */
export async function reportCompleteness(
  db: Db,
  year: number,
  quarter: Quarter,
): Promise<CompletenessDetail> {
  const expected = await expectedOrganizations(db);
  const filed = await db
    .select({ id: reports.id, organizationId: reports.organizationId, status: reports.status })
    .from(reports)
    .where(and(eq(reports.year, year), eq(reports.quarter, quarter)));
  const byOrganization = new Map(filed.map((r) => [r.organizationId, r]));
  const contacts = await organizationContacts(
    db,
    expected.map((org) => org.id),
  );
  const delivered = await deliveredByOrganization(
    db,
    expected.flatMap((org) =>
      org.pledgeBy ? [{ id: org.id, from: org.pledgeFrom ?? PLEDGE_FIRST_DAY }] : [],
    ),
  );
  const rows = expected.map((org) => {
    const report = byOrganization.get(org.id);
    return {
      _id: org.id,
      name: org.name,
      status: (report?.status ?? "missing") as CompletenessDetail["organizations"][number]["status"],
      reportId: report?.id ?? null,
      users: contacts.get(org.id) ?? [],
      lastRemindedAt: org.lastRemindedAt ? org.lastRemindedAt.toISOString() : null,
      lastReminderAutomatic: org.lastRemindedAt !== null && org.lastReminderAutomatic,
      pledge:
        org.pledgeBy && org.pledgeTrained !== null && org.pledgeCertified !== null
          ? {
              trained: org.pledgeTrained,
              certified: org.pledgeCertified,
              by: org.pledgeBy,
              from: org.pledgeFrom ?? PLEDGE_FIRST_DAY,
              deliveredTrained: delivered.get(org.id)?.trained ?? 0,
              deliveredCertified: delivered.get(org.id)?.certified ?? 0,
            }
          : null,
    };
  });
  return {
    year,
    quarter,
    expected: rows.length,
    reported: rows.filter((o) => o.status !== "missing").length,
    approved: rows.filter((o) => o.status === "approved").length,
    organizations: rows,
  };
}

/**
 * Claims today's manual reminder of an organisation: sets last_reminded_at unless it was set in
 * the last 24 hours, by a manual or the automatic reminder (one conditional UPDATE, so two admins
 * clicking at once send one reminder).
 * Answers the organisation, or undefined when it was reminded too recently.
 */
export async function claimReminder(db: Db, organizationId: string) {
  const [row] = await db
    .update(organizations)
    .set({ lastRemindedAt: sql`now()`, lastReminderAutomatic: false })
    .where(
      and(
        eq(organizations.id, organizationId),
        sql`(${organizations.lastRemindedAt} is null or ${organizations.lastRemindedAt} < now() - make_interval(hours => ${REMIND_INTERVAL_HOURS}))`,
      ),
    )
    .returning({ id: organizations.id, name: organizations.name });
  return row;
}

/**
 * The users of an organisation a reminder is for (non-admins), each with whether it has switched
 * report reminders off (then the manual reminder skips it, as the automatic one does).
 */
export async function reminderRecipients(db: Db, organizationId: string) {
  return db
    .select({
      email: users.email,
      name: users.username,
      language: users.language,
      wantsReminders: sql<boolean>`${notOptedOut("reportReminders")}`,
    })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isAdmin, false)));
}
