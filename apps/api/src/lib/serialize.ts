// Response shapes (SPEC §3 field names, `_id` strings, ISO dates) as zod schemas for the route
// `schema.response` (output filtering + OpenAPI), and the row -> API mappers that apply the
// field-level rules of DESIGN §4.
import type { Metrics } from "@alliance/shared";
import { z } from "zod";
import type { courses, members, partners, requests } from "../db/schema";
import { sameEmail } from "./ids";

type CourseRow = typeof courses.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type RequestRow = typeof requests.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/** Who is looking: decides which owner-only fields a row carries. */
export interface Viewer {
  email: string;
  isAdmin: boolean;
}

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

// ---------------------------------------------------------------------------------------------
// Courses

export const PublicCourseOut = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  link: z.string(),
  organization: z.string(),
  tag: z.string(),
  category: z.string(),
  image: z.string(),
  segment: z.string(),
  featured: z.boolean(),
});
export const CourseOut = PublicCourseOut.extend({
  /** Admins and the owner only. */
  approved: z.boolean().optional(),
  email: z.string().optional(),
  createdAt: z.string().optional(),
});
export type PublicCourseOut = z.infer<typeof PublicCourseOut>;
export type CourseOut = z.infer<typeof CourseOut>;

export function publicCourse(
  row: Omit<CourseRow, "approved" | "email" | "createdAt" | "reviewedAt">,
): PublicCourseOut {
  return {
    _id: row.id,
    title: row.title,
    desc: row.desc,
    link: row.link,
    organization: row.organization,
    tag: row.tag,
    category: row.category,
    image: row.image,
    segment: row.segment,
    featured: row.featured,
  };
}

export function courseFor(viewer: Viewer, row: CourseRow): CourseOut {
  const base = publicCourse(row);
  if (!viewer.isAdmin && !sameEmail(viewer.email, row.email)) return base;
  return { ...base, approved: row.approved, email: row.email, createdAt: iso(row.createdAt) };
}

// ---------------------------------------------------------------------------------------------
// Members

export const PublicMemberOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  website: z.string(),
});
export const MemberOut = PublicMemberOut.extend({
  firstName: z.string(),
  surName: z.string(),
  role: z.string(),
  email: z.string(),
  /** Admins and the owner only. */
  phone: z.string().optional(),
  approved: z.boolean().optional(),
  createdAt: z.string().optional(),
});
export type PublicMemberOut = z.infer<typeof PublicMemberOut>;
export type MemberOut = z.infer<typeof MemberOut>;

export function memberFor(viewer: Viewer, row: MemberRow): MemberOut {
  const base: MemberOut = {
    _id: row.id,
    firstName: row.firstName,
    surName: row.surName,
    role: row.role,
    email: row.email,
    organizationName: row.organizationName,
    website: row.website,
  };
  if (!viewer.isAdmin && !sameEmail(viewer.email, row.email)) return base;
  return { ...base, phone: row.phone, approved: row.approved, createdAt: iso(row.createdAt) };
}

// ---------------------------------------------------------------------------------------------
// Requests (admin only, so every field)

export const RequestOut = z.object({
  _id: z.string(),
  firstName: z.string(),
  surName: z.string(),
  email: z.string(),
  phone: z.string(),
  organizationName: z.string(),
  message: z.string(),
  reqStatus: z.boolean(),
  createdAt: z.string(),
});
export type RequestOut = z.infer<typeof RequestOut>;

export const requestOut = (row: RequestRow): RequestOut => ({
  _id: row.id,
  firstName: row.firstName,
  surName: row.surName,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  message: row.message,
  reqStatus: row.reqStatus,
  createdAt: iso(row.createdAt),
});

/** The answer to a public form: acknowledges without echoing anything back. */
export const SubmittedOut = z.object({ _id: z.string(), message: z.string() });

// ---------------------------------------------------------------------------------------------
// Partners (public data)

export const PartnerOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  link: z.string(),
  image: z.string(),
  createdAt: z.string(),
});
export type PartnerOut = z.infer<typeof PartnerOut>;

export const partnerOut = (row: PartnerRow): PartnerOut => ({
  _id: row.id,
  organizationName: row.organizationName,
  link: row.link,
  image: row.image,
  createdAt: iso(row.createdAt),
});

// ---------------------------------------------------------------------------------------------
// Reports

export const MetricsOut = z.object({
  aware: z.number(),
  engaged: z.number(),
  trained: z.number(),
  certified: z.number(),
  orgsReached: z.number(),
  reachedByLeaders: z.number(),
});

export const ReportOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  year: z.number(),
  quarter: z.string(),
  metrics: MetricsOut,
  userId: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ReportOut = z.infer<typeof ReportOut>;

export interface ReportRowWithUser extends Metrics {
  id: string;
  organizationName: string;
  year: number;
  quarter: string;
  userId: string | null;
  username: string | null;
  createdBy: string;
  createdAt: Date;
}

export const reportOut = (row: ReportRowWithUser): ReportOut => ({
  _id: row.id,
  organizationName: row.organizationName,
  year: row.year,
  quarter: row.quarter,
  metrics: {
    aware: row.aware,
    engaged: row.engaged,
    trained: row.trained,
    certified: row.certified,
    orgsReached: row.orgsReached,
    reachedByLeaders: row.reachedByLeaders,
  },
  userId: row.userId ? { _id: row.userId, username: row.username ?? "" } : null,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
});

export const SummaryOut = z.object({
  totals: MetricsOut,
  series: z.array(
    z.object({ period: z.string(), aware: z.number(), engaged: z.number(), trained: z.number() }),
  ),
  topOrganizations: z.array(z.object({ name: z.string(), total: z.number() })),
});
export type SummaryOut = z.infer<typeof SummaryOut>;

export const DeletedOut = z.object({ _id: z.string(), message: z.string() });

export const ErrorOut = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
