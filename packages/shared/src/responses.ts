// Every shape the API answers with, defined once: the API uses these zod schemas as its route
// response schemas (they filter the output and document it in OpenAPI), and the web client uses
// the TypeScript types derived from them (packages/shared/src/types.ts). Field names follow the
// original product: `_id` as a string, dates as ISO strings.
import { z } from "zod";
import { BreakdownsOut, CoverageOut, CrossBreakdownsOut } from "./breakdown-schemas";
import {
  COURSE_CATEGORIES,
  COURSE_SEGMENTS,
  METRIC_KEYS,
  type MetricKey,
  QUARTERS,
  REPORT_STATUSES,
} from "./constants";
import { LanguageOut } from "./language-input";
import { CONTENT_LANGUAGES } from "./languages";
import { APPROVAL_STATUSES } from "./lists";
import { COURSE_REVIEWED_FIELDS, MEMBER_REVIEWED_FIELDS } from "./review";

/** A zod `pick` mask of these fields. */
const fieldMask = <const F extends string>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, true])) as Record<F, true>;

/**
 * An edit waiting for review (docs/decisions/0016-content-review-of-edits.md): the proposed
 * values of the fields that differ, who proposed them and when. Admins and the owner only; null
 * when none waits.
 */
const pendingChangeOut = <T extends z.ZodRawShape>(values: z.ZodObject<T>) =>
  z
    .object({ values: values.partial(), proposedBy: z.string(), proposedAt: z.string() })
    .nullable()
    .optional();

/** A report's evidence link as answered (staff only: never in a public answer). */
export const EvidenceOut = z.object({ title: z.string(), url: z.string(), description: z.string() });

/** The six report metrics as numbers, keyed by METRIC_KEYS. */
export const MetricsOut = z.object(
  Object.fromEntries(METRIC_KEYS.map((key) => [key, z.number()])) as Record<MetricKey, z.ZodNumber>,
);

/** A zero for each metric. */
export const zeroMetrics = (): Record<MetricKey, number> =>
  Object.fromEntries(METRIC_KEYS.map((key) => [key, 0])) as Record<MetricKey, number>;

/** Every error: a message, and for invalid input the field paths and their messages. */
export const ErrorOut = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** An answer that only says what happened. */
export const MessageOut = z.object({ message: z.string() });
/** The answer to a delete. */
export const DeletedOut = z.object({ _id: z.string(), message: z.string() });
/** The answer to a public form: acknowledges without echoing anything back. */
export const SubmittedOut = z.object({
  _id: z.string(),
  message: z.string(),
  /** The reference the acknowledgement e-mail repeats (KAIA-M-2026-000123). */
  reference: z.string().optional(),
});

export const PublicCourseOut = z.object({
  _id: z.string(),
  title: z.string(),
  desc: z.string(),
  link: z.string(),
  organization: z.string(),
  tag: z.string(),
  category: z.enum(COURSE_CATEGORIES),
  image: z.string(),
  segment: z.enum(COURSE_SEGMENTS),
  featured: z.boolean(),
  /** Taught in English, Kiswahili or both. */
  language: z.enum(CONTENT_LANGUAGES),
  /** Words the public search also finds it by (in either language). */
  keywords: z.string(),
});
export const CourseOut = PublicCourseOut.extend({
  /** The organisation it belongs to (null: none). */
  organizationId: z.string().nullable().optional(),
  /** Admins and the owner only. */
  approved: z.boolean().optional(),
  /** Review status, admins and the owner only (docs/decisions/0012-staff-lists-and-review-status.md). */
  status: z.enum(APPROVAL_STATUSES).optional(),
  email: z.string().optional(),
  createdAt: z.string().optional(),
  pendingChange: pendingChangeOut(PublicCourseOut.pick(fieldMask(COURSE_REVIEWED_FIELDS))),
  /** Admins and the owner: grows with every write; approving names it (ADR 0020). */
  version: z.number().optional(),
});

/** What anonymous visitors receive from GET /members/approved. */
export const PublicMemberOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  website: z.string(),
});
const MemberFields = PublicMemberOut.extend({
  firstName: z.string(),
  surName: z.string(),
  role: z.string(),
  /** Admins and the record's organisation only, like the phone. */
  email: z.string().optional(),
  /** The organisation it belongs to (null: none). */
  organizationId: z.string().nullable().optional(),
  /** Admins and the owner only. */
  phone: z.string().optional(),
  approved: z.boolean().optional(),
  /** Review status, admins and the owner only (docs/decisions/0012-staff-lists-and-review-status.md). */
  status: z.enum(APPROVAL_STATUSES).optional(),
  /** Admins and the owner: the language the application was sent in (its acknowledgement's). */
  language: LanguageOut.optional(),
  createdAt: z.string().optional(),
});
export const MemberOut = MemberFields.extend({
  pendingChange: pendingChangeOut(MemberFields.pick(fieldMask(MEMBER_REVIEWED_FIELDS))),
  /** Admins and the owner: grows with every write; approving names it (ADR 0020). */
  version: z.number().optional(),
});

export const RequestOut = z.object({
  _id: z.string(),
  firstName: z.string(),
  surName: z.string(),
  email: z.string(),
  phone: z.string(),
  organizationName: z.string(),
  message: z.string(),
  reqStatus: z.boolean(),
  /** The language the request was sent in (its acknowledgement's). */
  language: LanguageOut.optional(),
  createdAt: z.string(),
});

export const PartnerOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  link: z.string(),
  image: z.string(),
  createdAt: z.string(),
});

export const UserOut = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  organizationName: z.string(),
  /** The organisation it belongs to (null: none). */
  organizationId: z.string().nullable().optional(),
  isAdmin: z.boolean(),
  /** The reserved demo account: masked in lists, never editable or deletable. */
  reserved: z.boolean(),
  /** The language the user's e-mails are written in, chosen on My account. */
  language: LanguageOut,
  createdAt: z.string(),
});
/** POST /users/login answer; the web keeps it in browser storage under `user`. */
export const SignedInUserOut = UserOut.extend({ token: z.string() });

export const ReportOut = z.object({
  _id: z.string(),
  organizationName: z.string(),
  /** The organisation it belongs to (null: none). */
  organizationId: z.string().nullable().optional(),

  year: z.number(),
  quarter: z.enum(QUARTERS),
  metrics: MetricsOut,
  /** Links that back the figures (up to 10); staff only, never public. */
  evidence: z.array(EvidenceOut),
  /** Trained and certified by sex, age band, county and disability ("notStated": the remainder). */
  breakdowns: BreakdownsOut,
  /** Its counts by several dimensions at once (women trained in Kisumu), per metric. */
  crossBreakdowns: CrossBreakdownsOut,
  userId: z.object({ _id: z.string(), username: z.string() }).nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** Only approved reports count in the public figures (docs/decisions/0014-*.md). */
  status: z.enum(REPORT_STATUSES),
  reviewNote: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Soft checks of the figures, never a refusal. */
  warnings: z.array(
    z.object({ code: z.string(), message: z.string(), metric: z.enum(METRIC_KEYS).optional() }),
  ),
  /** Grows with every write; an approval names the version the admin saw (ADR 0019). */
  version: z.number(),
  /** Who wrote the report last, and when. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
  /** The same organisation's latest approved report of an earlier quarter (the review shows it beside). */
  previous: MetricsOut.nullable(),
  /** Its quarter (optional only so that reports written before it still type-check; always sent). */
  previousPeriod: z
    .object({ year: z.number(), quarter: z.enum(QUARTERS) })
    .nullable()
    .optional(),
  /**
   * An organisation's change to this approved report, waiting for review: the report's own
   * figures are still the approved ones. `returnedNote` when an admin returned it.
   */
  pendingChange: z
    .object({
      year: z.number(),
      quarter: z.enum(QUARTERS),
      metrics: MetricsOut,
      evidence: z.array(EvidenceOut),
      breakdowns: BreakdownsOut,
      proposedAt: z.string(),
      proposedBy: z.string(),
      returnedNote: z.string().nullable(),
    })
    .nullable(),
  /** The organisation asks for this approved report to be removed; an admin decides. */
  removalRequest: z
    .object({ reason: z.string(), requestedAt: z.string(), requestedBy: z.string() })
    .nullable(),
});

export const SummaryOut = z.object({
  totals: MetricsOut,
  series: z.array(
    z.object({
      period: z.string(),
      aware: z.number(),
      engaged: z.number(),
      trained: z.number(),
      /** Optional only so that summaries written before docs/decisions/0027-impact-page-open-data-pledges.md still type-check; always sent. */
      certified: z.number().optional(),
      /** The quarter in progress: its figures will still grow. */
      provisional: z.boolean(),
      /** Organisations with an approved report for the period, and organisations expected to report. */
      reported: z.number(),
      expected: z.number(),
    }),
  ),
  /** `slug`: the organisation's public page, when the name is an organisation's (docs/decisions/0027-impact-page-open-data-pledges.md). */
  topOrganizations: z.array(
    z.object({ name: z.string(), total: z.number(), slug: z.string().nullable().optional() }),
  ),
  /**
   * The organisations that trained the most people over the filters, with the slug of their public
   * page: one metric, so the number means something on its own (docs/decisions/0027-impact-page-open-data-pledges.md). Optional only so that
   * summaries written before it still type-check; always sent.
   */
  topTrained: z.array(z.object({ slug: z.string(), name: z.string(), trained: z.number() })).optional(),
  /** Every approved report ever, whatever the filters: the progress toward the target. */
  allTime: MetricsOut,
  /** Trained and certified by sex, age band, county and disability, summed over the filters. */
  breakdowns: BreakdownsOut,
  /** Per metric and dimension, the share (0 to 1) of the total whose category is known. */
  coverage: CoverageOut,
  /** When the latest approval counted was made ("Data as of ..."); null before any. */
  lastApprovedAt: z.string().nullable(),
  /** What the organisations have pledged, approved pledges only (docs/decisions/0027-impact-page-open-data-pledges.md). */
  pledged: z.object({ trained: z.number(), certified: z.number() }),
  /**
   * Of `totals.certified`, how many anyone can check: for each approved report, the valid
   * certificates this site issued for its organisation with a completion date in its quarter, at
   * most the report's certified figure (docs/decisions/0041-open-badges-credentials.md). Optional
   * only so that summaries written before it still type-check; always sent.
   */
  certifiedVerifiable: z.number().optional(),
});

/** One row of the audit log: who did what to which record, before and after (never a secret). */
export const AuditOut = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

/** GET /reports/completeness: who reported a quarter, and how far each report got. */
export const CompletenessOut = z.object({
  year: z.number(),
  quarter: z.enum(QUARTERS),
  expected: z.number(),
  reported: z.number(),
  approved: z.number(),
  organizations: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      status: z.enum(["missing", ...REPORT_STATUSES]),
      reportId: z.string().nullable(),
    }),
  ),
});

export const UploadOut = z.object({ url: z.string(), secure_url: z.string() });
