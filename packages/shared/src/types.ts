// Shapes the API answers with (SPEC §3 field names, `_id` as a string, dates as ISO strings).
import type { CourseCategory, CourseSegment, MetricKey, Quarter } from "./constants";
import type { ReportStatus, ReportWarning } from "./report-calendar";

export type Metrics = Record<MetricKey, number>;

export interface Course {
  _id: string;
  title: string;
  desc: string;
  link: string;
  organization: string;
  tag: string;
  category: CourseCategory;
  image: string;
  segment: CourseSegment;
  featured: boolean;
  /** Present for admins and for the owner only. */
  approved?: boolean;
  email?: string;
  createdAt?: string;
}

/** What anonymous visitors receive from GET /members/approved. */
export interface PublicMember {
  _id: string;
  organizationName: string;
  website: string;
}

export interface Member extends PublicMember {
  firstName: string;
  surName: string;
  role: string;
  email: string;
  /** Admins and the owner only. */
  phone?: string;
  approved?: boolean;
  createdAt?: string;
}

export interface InfoRequest {
  _id: string;
  firstName: string;
  surName: string;
  email: string;
  phone: string;
  organizationName: string;
  message: string;
  reqStatus: boolean;
  createdAt: string;
}

export interface User {
  _id: string;
  username: string;
  email: string;
  phone: string;
  organizationName: string;
  isAdmin: boolean;
  /** The reserved demo account: masked in lists, never editable or deletable. */
  reserved?: boolean;
  createdAt: string;
}

/** POST /users/login answer; stored in browser storage under `user`. */
export interface SignedInUser extends User {
  token: string;
}

export interface Partner {
  _id: string;
  organizationName: string;
  link: string;
  image: string;
  createdAt: string;
}

export interface Report {
  _id: string;
  organizationName: string;
  year: number;
  quarter: Quarter;
  metrics: Metrics;
  userId: { _id: string; username: string } | null;
  createdBy: string;
  createdAt: string;
  /** Only approved reports count in the public figures. */
  status: ReportStatus;
  reviewNote: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** Soft checks of the figures (never a refusal). */
  warnings: ReportWarning[];
}

export interface ImpactPeriod {
  period: string;
  aware: number;
  engaged: number;
  trained: number;
  /** The quarter in progress: its figures will still grow. */
  provisional: boolean;
  /** Organisations with an approved report for the period, and organisations expected to report. */
  reported: number;
  expected: number;
}

export interface ImpactSummary {
  totals: Metrics;
  series: ImpactPeriod[];
  topOrganizations: Array<{ name: string; total: number }>;
  /** Every approved report ever, whatever the filters: the progress toward the target. */
  allTime: Metrics;
}

/** One row of the audit log (GET /audit): who did what to which record, before and after. */
export interface AuditEntry {
  _id: string;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /reports/completeness: who reported a quarter, and how far each report got. */
export interface Completeness {
  year: number;
  quarter: Quarter;
  expected: number;
  reported: number;
  approved: number;
  organizations: Array<{
    _id: string;
    name: string;
    status: "missing" | ReportStatus;
    reportId: string | null;
  }>;
}

export interface UploadResult {
  url: string;
  secure_url: string;
}

export interface ApiError {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
