// Shapes the API answers with (SPEC §3 field names, `_id` as a string, dates as ISO strings).
import type { CourseCategory, CourseSegment, MetricKey, Quarter } from "./constants";

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
  /** Review status (admins and the owner only): see review.ts. */
  status?: import("./review").ReviewStatus;
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
  /** Review status (admins and the owner only): see review.ts. */
  status?: import("./review").ReviewStatus;
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
}

export interface ImpactSummary {
  totals: Metrics;
  series: Array<{ period: string; aware: number; engaged: number; trained: number }>;
  topOrganizations: Array<{ name: string; total: number }>;
}

export interface UploadResult {
  url: string;
  secure_url: string;
}

export interface ApiError {
  message: string;
  issues?: Array<{ path: string; message: string }>;
}
