// Seeding on an empty database: the first admin, the reserved demo account and,
// unless SEED_DEMO=false, demo content. It runs only while the users table is empty, inside one
// transaction under an advisory lock, so instances starting together seed once.
import {
  currentPeriod,
  type MetricKey,
  periodFromOrdinal,
  periodOrdinal,
  QUARTERS,
  type Quarter,
  RESERVED_DEMO_EMAIL,
  SITE,
} from "@alliance/shared";
import { count, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { courses, members, partners, reports, requests, users } from "../db/schema";
import { events, insights, jobs, news } from "../db/schema-content";
import { type Clock, systemClock } from "../lib/clock";
import { hashPassword, randomPassword } from "../modules/account/passwords";
import { replaceBreakdowns } from "../modules/reports/breakdowns-repository";
import { type ProcessedImage, storeImage } from "../modules/uploads/images";
import { courseSvg, partnerSvg, renderSvg } from "./art";
import { demoBreakdowns } from "./demo-breakdowns";
import { demoEvents, demoInsights, demoJobs, demoNews, reviewedAfter } from "./demo-content";
import { DEMO_COURSES } from "./demo-courses";
import { DEMO_ORG_USERS, DEMO_REPORT_PERIODS } from "./demo-organizations";
import { DEMO_MEMBERS, DEMO_PARTNERS, DEMO_REQUESTS } from "./demo-records";
import { seedDemoRelease } from "./demo-release";

export interface SeedLogger {
  info(obj: unknown, msg?: string): void;
}

export interface SeedResult {
  seeded: boolean;
  adminEmail?: string;
  /** Set only when the password was generated (and printed). */
  generatedPassword?: string;
}

/** An arbitrary constant naming the seeding lock. */
const SEED_LOCK = 741_852_963;
const DAY = 24 * 60 * 60 * 1000;

async function usersEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

function banner(email: string, password: string): string {
  const lines = [
    "First admin account created (shown once, it is not stored anywhere in clear):",
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    "Sign in at /login and change it under Users, or set ADMIN_PASSWORD before the first start.",
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = "=".repeat(width);
  return ["", rule, ...lines.map((l) => `  ${l}`), rule, ""].join("\n");
}

/** The quarters from `fromAgo` to `toAgo` quarters before the last ended one on `now`, oldest first. */
function periodsBetween(now: Date, { fromAgo, toAgo, missing = [] }: (typeof DEMO_REPORT_PERIODS)[number]) {
  const lastEnded = periodOrdinal(currentPeriod(now)) - 1;
  const out: Array<{ year: number; quarter: Quarter }> = [];
  for (let ago = fromAgo; ago >= toAgo; ago--) {
    if (!missing.includes(ago)) out.push(periodFromOrdinal(lastEnded - ago));
  }
  return out;
}

/** Quarter-end date of a period, for believable createdAt values. */
function periodDate(year: number, quarter: Quarter, offsetDays: number) {
  const month = QUARTERS.indexOf(quarter) * 3 + 3; // month after quarter end (0-based)
  return new Date(Date.UTC(year, month, 1) + offsetDays * DAY);
}

export async function seedIfEmpty(
  db: Db,
  config: Config,
  log: SeedLogger,
  print: (text: string) => void = (text) => process.stdout.write(`${text}\n`),
  /** The app's clock (app.clock()): the demo's dates are relative to it. */
  clock: Clock = systemClock,
): Promise<SeedResult> {
  if (!(await usersEmpty(db))) return { seeded: false };

  // Slow work (hashing, drawing) before the transaction, so the lock is held briefly.
  const adminEmail = config.ADMIN_EMAIL.toLowerCase();
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomPassword(16);
  const adminHash = await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword!);
  const demoHash = await hashPassword(randomPassword(32));
  const demo = config.SEED_DEMO;
  const orgHashes = demo ? await Promise.all(DEMO_ORG_USERS.map(() => hashPassword(randomPassword(24)))) : [];
  const courseArt: ProcessedImage[] = [];
  const partnerArt: ProcessedImage[] = [];
  if (demo) {
    for (const [i, course] of DEMO_COURSES.entries())
      courseArt.push(await renderSvg(courseSvg(course.slug, i)));
    for (const [i, partner] of DEMO_PARTNERS.entries()) {
      partnerArt.push(await renderSvg(partnerSvg(partner.organizationName, i)));
    }
  }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await usersEmpty(tx))) return false;
    const today = clock();
    const now = today.getTime();

    await tx.insert(users).values({
      username: "Administrator",
      email: adminEmail,
      phone: "",
      organizationName: SITE.title,
      passwordHash: adminHash,
      isAdmin: true,
      createdAt: new Date(now - 400 * DAY),
    });
    await tx.insert(users).values({
      username: "Demo Account",
      email: RESERVED_DEMO_EMAIL,
      phone: "+254 700 000 001",
      organizationName: "Demo Organization",
      passwordHash: demoHash,
      isAdmin: false,
      reserved: true,
      createdAt: new Date(now - 399 * DAY),
    });
    if (!demo) return true;

    const orgUsers = await tx
      .insert(users)
      .values(
        DEMO_ORG_USERS.map((u, i) => ({
          ...u,
          passwordHash: orgHashes[i]!,
          isAdmin: false,
          createdAt: new Date(now - (380 - i * 20) * DAY),
        })),
      )
      .returning({
        id: users.id,
        email: users.email,
        organizationName: users.organizationName,
        organizationId: users.organizationId,
      });

    const courseImages: string[] = [];
    for (const image of courseArt) courseImages.push(await storeImage(tx, image, adminEmail));
    await tx.insert(courses).values(
      DEMO_COURSES.map((course, i) => {
        const owner = course.owner === undefined ? undefined : orgUsers[course.owner];
        return {
          title: course.title,
          desc: course.desc,
          link: `https://learn.aiskilling.example/courses/${course.slug}`,
          organization: owner?.organizationName ?? SITE.title,
          tag: course.tag,
          category: course.category,
          image: courseImages[i]!,
          segment: course.segment,
          featured: course.featured ?? false,
          approved: course.approved,
          email: owner?.email ?? adminEmail,
          createdAt: new Date(now - (200 - i * 9) * DAY),
        };
      }),
    );

    await tx
      .insert(members)
      .values(DEMO_MEMBERS.map((m, i) => ({ ...m, createdAt: new Date(now - (300 - i * 15) * DAY) })));

    const partnerImages: string[] = [];
    for (const image of partnerArt) partnerImages.push(await storeImage(tx, image, adminEmail));
    await tx.insert(partners).values(
      DEMO_PARTNERS.map((p, i) => ({
        ...p,
        image: partnerImages[i]!,
        createdAt: new Date(now - (250 - i * 20) * DAY),
      })),
    );

    await tx
      .insert(requests)
      .values(DEMO_REQUESTS.map((r, i) => ({ ...r, createdAt: new Date(now - (40 - i * 8) * DAY) })));

    // Each report's organisation and quarter number, for its demo breakdowns below.
    const reportOrigins: Array<{ owner: number; step: number }> = [];
    const reportRows = DEMO_REPORT_PERIODS.flatMap((periods) => {
      const { owner } = periods;
      const user = orgUsers[owner]!;
      const scale = [1, 0.7, 0.45, 0.3][owner] ?? 0.5;
      return periodsBetween(today, periods).map(({ year, quarter }, step) => {
        // Steady growth per quarter with a little variation, like a real programme.
        const growth = 1 + step * 0.18;
        const wobble = 0.9 + ((step * 37 + owner * 11) % 20) / 100;
        const aware = Math.round(4200 * scale * growth * wobble);
        const engaged = Math.round(aware * 0.55);
        const trained = Math.round(engaged * 0.6);
        // Typed by the shared metric names, so a renamed or added metric fails here, not in the data.
        const metrics: Record<MetricKey, number> = {
          aware,
          engaged,
          trained,
          certified: Math.round(trained * 0.45),
          orgsReached: Math.round(12 * scale * growth),
          reachedByLeaders: Math.round(aware * 0.08),
        };
        reportOrigins.push({ owner, step });
        return {
          organizationName: user.organizationName,
          year,
          quarter,
          ...metrics,
          userId: user.id,
          createdBy: user.email,
          // Demo figures are published ones: approved, like the reports of a migrated database.
          status: "approved",
          // Filed after the quarter's end, never after today (a quarter that has just ended).
          createdAt: reviewedAfter(periodDate(year, quarter, 4 + owner), new Date(now - DAY)),
          // Reviewed a few weeks after filing, never after today: "Data as of" has a date.
          reviewedBy: adminEmail,
          reviewedAt: reviewedAfter(periodDate(year, quarter, 20 + owner), today),
        };
      });
    });
    const inserted = await tx.insert(reports).values(reportRows).returning({
      id: reports.id,
      organizationName: reports.organizationName,
      year: reports.year,
      quarter: reports.quarter,
    });
    // Who was trained, and where; the database's triggers add the approved ones to the totals.
    // Matched by organisation and period, which are unique, not by the order rows come back in.
    const keyOf = (r: { organizationName: string; year: number; quarter: string }) =>
      `${r.organizationName}|${r.year}|${r.quarter}`;
    const idByKey = new Map(inserted.map((r) => [keyOf(r), r.id]));
    for (const [i, row] of reportRows.entries()) {
      const { owner, step } = reportOrigins[i]!;
      await replaceBreakdowns(
        tx,
        idByKey.get(keyOf(row))!,
        demoBreakdowns(owner, step, { trained: row.trained, certified: row.certified }),
      );
    }
    await seedDemoContent(tx, today, orgUsers, courseArt.slice(0, 3), adminEmail);
    return true;
  });

  if (!seeded) return { seeded: false };
  // After the figures are committed (their history is written at commit).
  if (demo && config.SEED_DEMO_RELEASE) await seedDemoRelease(db, config, clock(), adminEmail);
  log.info(
    { adminEmail, demoContent: demo },
    demo ? "seeded the empty database with the first admin and demo content" : "seeded the first admin",
  );
  if (generatedPassword) print(banner(adminEmail, generatedPassword));
  return { seeded: true, adminEmail, ...(generatedPassword ? { generatedPassword } : {}) };
}

/**
 * A few published news items, upcoming events, open jobs and insights of the demo organisations,
 * dated relative to `today` (demo-content.ts). Images reuse the courses' drawn art.
 */
async function seedDemoContent(
  tx: Db,
  today: Date,
  orgUsers: Array<{ email: string; organizationId: string | null }>,
  art: ProcessedImage[],
  adminEmail: string,
) {
  const images: string[] = [];
  for (const image of art) images.push(await storeImage(tx, image, adminEmail));
  const owned = <T extends { owner: number; createdAt: Date }>({ owner, ...item }: T, i: number) => ({
    ...item,
    organizationId: orgUsers[owner]!.organizationId,
    email: orgUsers[owner]!.email,
    approved: true,
    reviewedAt: reviewedAfter(item.createdAt, today),
    featured: i === 0,
  });
  const pictured = <T extends { owner: number; createdAt: Date }>(item: T, i: number) => ({
    ...owned(item, i),
    image: images[i % images.length]!,
  });
  await tx.insert(news).values(demoNews(today).map(pictured));
  await tx.insert(events).values(demoEvents(today).map(pictured));
  await tx.insert(jobs).values(demoJobs(today).map(owned));
  await tx.insert(insights).values(demoInsights(today).map(pictured));
}
