// Business constants of docs/product/spec.md §9 and the decisions of docs/product/design.md §5. Screens and the API import these;
// no page size, category or limit is written as a literal anywhere else.

export const API_BASE = "/api/v1";

export const TRAINING_TARGET = 1_000_000;
export const TARGET_YEAR = 2027;

export const CAROUSEL_AUTO_ADVANCE_MS = 5000;
export const CAROUSEL_PAUSE_AFTER_INTERACTION_MS = 10_000;
export const CAROUSEL_ARROW_GAP_PX = 24;
export const MEMBER_CARD_WIDTH = 200;
export const PARTNER_CARD_WIDTH = 150;

export const COURSE_DESC_PREVIEW_LENGTH = 100;
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const SECTION_VISIBILITY_THRESHOLD = 0.4;

export const PAGE_SIZES = {
  users: 5,
  requests: 5,
  courses: 10,
  members: 10,
  partners: 5,
  organizations: 10,
} as const;
/** Courses and members pagination: pages within this distance of the current one are listed. */
export const PAGINATION_WINDOW = 10;
/** Previous Range / Next Range jump this many pages. */
export const PAGINATION_RANGE_JUMP = 20;
/** The API never returns more than this many rows in one page. */
export const MAX_PAGE_SIZE = 100;

export const GENERATED_PASSWORD_LENGTH = 10;
export const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*";
export const DELETE_TIMEOUT_MS = 10_000;

export const COURSE_CATEGORIES = [
  "Everyone",
  "Education",
  "Nonprofit",
  "Public Sector",
  "Business Professionals",
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_SEGMENTS = ["role", "topic"] as const;
export type CourseSegment = (typeof COURSE_SEGMENTS)[number];

export const QUARTERS = ["Q1", "Q2", "Q3", "Q4"] as const;
export type Quarter = (typeof QUARTERS)[number];
export const REPORT_MIN_YEAR = 2000;
export const REPORT_MAX_YEAR = 2100;

export const METRIC_KEYS = [
  "aware",
  "engaged",
  "trained",
  "certified",
  "orgsReached",
  "reachedByLeaders",
] as const;
export type MetricKey = (typeof METRIC_KEYS)[number];
/** Tile labels on the home page and column headings on /admin-stats, in the spec's order. */
export const METRIC_LABELS: Record<MetricKey, string> = {
  aware: "Awareness",
  engaged: "Engaged",
  trained: "Trained",
  certified: "Certified",
  orgsReached: "Organizations Reached",
  reachedByLeaders: "Reached by Leaders",
};
export const TOP_ORGANIZATIONS = 5;

/** Excel export (docs/product/spec.md §3). */
export const EXPORT_SHEET_NAME = "Impact Reports";
/** The second sheet: one row per report, metric, dimension and category, ready for a pivot table. */
export const EXPORT_BREAKDOWN_SHEET_NAME = "Breakdowns";
export const EXPORT_BREAKDOWN_COLUMNS = [
  "Report_Id",
  "Organization",
  "Year",
  "Quarter",
  "Metric",
  "Dimension",
  "Category",
  "Count",
] as const;
export const EXPORT_COLUMNS = [
  "Organization",
  "Year",
  "Quarter",
  "Aware",
  "Engaged",
  "Trained",
  "Certified",
  "Orgs_Reached",
  "Reached_By_Leaders",
  "Contact_Email",
  "Created_At",
  // Added after the spec's columns (ADR 0019): the file reconciles with the website.
  "Status",
  "Approved_At",
  "Approved_By",
  "Last_Changed_By",
  // docs/decisions/0019-report-changes-wait-beside-approved-figures.md: the links that back the figures, one per line ("Title <https://...>").
  "Evidence",
] as const;
/**
 * ImpactReports_<date>[_<year>][_<quarter>][_<status>].xlsx: the file name carries the filters, so
 * two downloads of different filters never look alike.
 */
export const exportFileName = (
  date: Date,
  filters: { year?: number | undefined; quarter?: string | undefined; status?: string | undefined } = {},
) =>
  `${[`ImpactReports_${date.toISOString().slice(0, 10)}`, filters.year, filters.quarter, filters.status]
    .filter((part) => part !== undefined && part !== "")
    .join("_")}.xlsx`;

/** Field length limits (every schema bounds its strings). */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  organization: 200,
  url: 2048,
  title: 200,
  tag: 60,
  /** A course's search keywords (comma-separated words, in either language). */
  keywords: 300,
  desc: 5000,
  message: 5000,
  role: 100,
  search: 200,
  passwordMin: 8,
  passwordMax: 128,
} as const;

/** Uploads (docs/product/design.md §5). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding cost grows with pixels: 16 MP covers phone photos and banners (they are resized anyway). */
export const UPLOAD_MAX_PIXELS = 16_000_000;
export const UPLOAD_MAX_DIMENSION = 8000;
export const UPLOAD_OUTPUT_MAX_WIDTH = 1600;
export const UPLOAD_ACCEPT = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** The six eligible-member categories (docs/product/design.md §5). */
export const MEMBER_CATEGORIES = [
  "Government agencies",
  "Private companies and startups",
  "Universities and TVETs",
  "Civil society organisations",
  "Development partners",
  "Educators and AI enthusiasts",
] as const;

export const GUIDING_PRINCIPLES = [
  "Inclusivity",
  "Collaboration",
  "Innovation",
  "Ethics & Trust",
  "Transparency",
] as const;

/** Toast defaults of docs/product/spec.md §8 (react-toastify). */
export const TOAST_DEFAULTS = {
  position: "top-right",
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
} as const;

/** Masked value shown for the reserved demo account's fields (docs/product/spec.md §2). */
export const RESERVED_MASK = "xx";
/** E-mail of the reserved demo account seeded on an empty database. */
export const RESERVED_DEMO_EMAIL = "demo@example.org";

/** The record types and actions the audit log writes, as the Activity screen's filters offer them. */
export const AUDIT_ENTITIES = [
  "report",
  "course",
  "member",
  "partner",
  "request",
  "organization",
  "user",
  "image",
  "login",
] as const;
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "approve",
  "hide",
  "propose-change",
  "approve-change",
  "discard-change",
  "return",
  "handle",
  "unhandle",
  "grant-admin",
  "revoke-admin",
  "lockout",
  "withdraw-change",
  "return-change",
  "request-removal",
  "decline-removal",
  "restore",
  "password-reset",
  "password-change",
  "reveal-link",
  "hand-over",
] as const;

/** Largest value one metric of one report may hold; beyond it the report is refused (400). */
export const REPORT_METRIC_LIMIT = 10_000_000;

/** A report's review states: only approved reports count publicly (ADR 0014). */
export const REPORT_STATUSES = ["submitted", "approved", "returned"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
