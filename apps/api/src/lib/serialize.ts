// The row -> API mappers. The shapes themselves are defined once in packages/shared/src/responses.ts;
// these apply the field-level rule that only admins and the owner see a record's owner fields.
import {
  type AuditEntry,
  breakdownWarnings,
  type Course,
  type CourseCategory,
  type CourseSegment,
  completeBreakdowns,
  coverageDropWarnings,
  coverageOfAll,
  type EvidenceItem,
  type InfoRequest,
  METRIC_KEYS,
  type Member,
  type Metrics,
  type Partner,
  type PublicCourse,
  type PublicMember,
  type Quarter,
  type Report,
  type ReportChange,
  type ReportStatus,
  reportWarnings,
  reviewStatusOf,
  type User,
} from "@alliance/shared";
import type { auditLog, courses, members, partners, requests, users } from "../db/schema";
import type { KnownBreakdowns } from "../modules/reports/breakdowns-repository";
import { canModify } from "./access";

type CourseRow = typeof courses.$inferSelect;
type MemberRow = typeof members.$inferSelect;
type RequestRow = typeof requests.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/** Who is looking: decides which owner-only fields a row carries. */
export interface Viewer {
  email: string;
  isAdmin: boolean;
  organizationId?: string | null;
}

const iso = (date: Date | string) => (date instanceof Date ? date : new Date(date)).toISOString();

/**
 * The edit waiting for review (docs/decisions/0016-content-review-of-edits.md), for admins and
 * the record's organisation; null when none waits. The values were checked by the input schema
 * when they were proposed.
 */
function pendingChangeOf<Values>(row: {
  pendingChange: Record<string, unknown> | null;
  pendingBy: string | null;
  pendingAt: Date | null;
}) {
  if (!row.pendingChange || !row.pendingAt) return null;
  return {
    values: row.pendingChange as Values,
    proposedBy: row.pendingBy ?? "",
    proposedAt: iso(row.pendingAt),
  };
}

// ---------------------------------------------------------------------------------------------
// Courses

export function publicCourse(
  row: Pick<
    CourseRow,
    "id" | "title" | "desc" | "link" | "organization" | "tag" | "category" | "image" | "segment" | "featured"
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

// ---------------------------------------------------------------------------------------------
// Members

/** What anonymous visitors see of a member: its organisation and website. */
export const publicMember = (row: Pick<MemberRow, "id" | "organizationName" | "website">): PublicMember => ({
  _id: row.id,
  organizationName: row.organizationName,
  website: row.website,
});

export function memberFor(viewer: Viewer, row: MemberRow): Member {
  const base: Member = {
    _id: row.id,
    firstName: row.firstName,
    surName: row.surName,
    role: row.role,
    organizationName: row.organizationName,
    organizationId: row.organizationId,
    website: row.website,
  };
  // Contact fields reach admins and the record's organisation only (Data Protection Act 2019).
  if (!canModify(viewer, row)) return base;
  return {
    ...base,
    email: row.email,
    phone: row.phone,
    approved: row.approved,
    status: reviewStatusOf(row),
    createdAt: iso(row.createdAt),
    pendingChange: pendingChangeOf<NonNullable<Member["pendingChange"]>["values"]>(row),
    version: row.version,
  };
}

// ---------------------------------------------------------------------------------------------
// Requests (admin only, so every field)

export const requestOut = (row: RequestRow): InfoRequest => ({
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

// ---------------------------------------------------------------------------------------------
// Partners (public data)

export const partnerOut = (row: PartnerRow): Partner => ({
  _id: row.id,
  organizationName: row.organizationName,
  link: row.link,
  image: row.image,
  createdAt: iso(row.createdAt),
});

// ---------------------------------------------------------------------------------------------
// Reports

export interface ReportRowWithUser extends Metrics {
  id: string;
  organizationName: string;
  organizationId: string | null;
  year: number;
  quarter: string;
  evidence: EvidenceItem[];
  /** The known categories of its breakdowns (null: all not stated). */
  breakdowns: KnownBreakdowns | null;
  previousBreakdowns: KnownBreakdowns | null;
  userId: string | null;
  username: string | null;
  createdBy: string;
  createdAt: Date;
  status: string;
  reviewNote: string;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  /** The same organisation's previous approved quarter, when there is one. */
  previous: Metrics | null;
  pendingChange: ReportChange | null;
  pendingBy: string | null;
  pendingAt: Date | null;
  pendingNote: string | null;
  removalReason: string | null;
  removalBy: string | null;
  removalAt: Date | null;
  version: number;
  updatedBy: string | null;
  updatedAt: Date;
}

/** The six metrics of a row, in METRIC_KEYS order. */
export const metricsOf = (row: Metrics): Metrics =>
  Object.fromEntries(METRIC_KEYS.map((key) => [key, row[key]])) as Metrics;

/** Evidence links as answered: every field a string (rows of older shapes included). */
const evidenceOut = (items: readonly EvidenceItem[] | null | undefined) =>
  (items ?? []).map((item) => ({ title: item.title, url: item.url, description: item.description ?? "" }));

/** Soft checks of the breakdowns: certified where nobody was trained; coverage falling sharply. */
function breakdownReportWarnings(row: ReportRowWithUser) {
  const current = completeBreakdowns(metricsOf(row), row.breakdowns ?? undefined);
  const previous =
    row.previous && row.previousBreakdowns
      ? coverageOfAll(completeBreakdowns(row.previous, row.previousBreakdowns))
      : null;
  return [...breakdownWarnings(current), ...coverageDropWarnings(coverageOfAll(current), previous)];
}

export const reportOut = (row: ReportRowWithUser): Report => ({
  _id: row.id,
  organizationName: row.organizationName,
  organizationId: row.organizationId,
  year: row.year,
  quarter: row.quarter as Quarter,
  metrics: metricsOf(row),
  evidence: evidenceOut(row.evidence),
  breakdowns: completeBreakdowns(metricsOf(row), row.breakdowns ?? undefined),
  userId: row.userId ? { _id: row.userId, username: row.username ?? "" } : null,
  createdBy: row.createdBy,
  createdAt: iso(row.createdAt),
  status: row.status as ReportStatus,
  reviewNote: row.reviewNote,
  reviewedBy: row.reviewedBy,
  reviewedAt: row.reviewedAt ? iso(row.reviewedAt) : null,
  warnings: [...reportWarnings(metricsOf(row), row.previous), ...breakdownReportWarnings(row)],
  version: row.version,
  updatedBy: row.updatedBy,
  updatedAt: iso(row.updatedAt),
  previous: row.previous,
  pendingChange:
    row.pendingChange && row.pendingAt
      ? {
          year: row.pendingChange.year,
          quarter: row.pendingChange.quarter,
          metrics: metricsOf(row.pendingChange.metrics),
          // A change proposed before evidence existed keeps the approved evidence.
          evidence: evidenceOut(row.pendingChange.evidence ?? row.evidence),
          breakdowns: completeBreakdowns(
            row.pendingChange.metrics,
            row.pendingChange.breakdowns ?? row.breakdowns ?? undefined,
          ),
          proposedAt: iso(row.pendingAt),
          proposedBy: row.pendingBy ?? "",
          returnedNote: row.pendingNote,
        }
      : null,
  removalRequest:
    row.removalReason && row.removalAt
      ? { reason: row.removalReason, requestedAt: iso(row.removalAt), requestedBy: row.removalBy ?? "" }
      : null,
});

// ---------------------------------------------------------------------------------------------
// Audit log (admins; a report's history also to its organisation)

export const auditOut = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  _id: row.id,
  at: iso(row.at),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: (row.before as Record<string, unknown> | null) ?? null,
  after: (row.after as Record<string, unknown> | null) ?? null,
});

// ---------------------------------------------------------------------------------------------
// Users

/** A staff user as the API answers it: never the password hash. */
export const userOut = (row: Omit<typeof users.$inferSelect, "passwordHash">): User => ({
  _id: row.id,
  username: row.username,
  email: row.email,
  phone: row.phone,
  organizationName: row.organizationName,
  organizationId: row.organizationId,
  isAdmin: row.isAdmin,
  reserved: row.reserved,
  createdAt: row.createdAt.toISOString(),
});
