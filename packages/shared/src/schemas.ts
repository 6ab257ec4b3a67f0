// One zod schema per payload (docs/product/spec.md §5). The API validates with these and the forms resolve with
// them, so a rule is written once. Strings are trimmed; every string is bounded.
import { z } from "zod";
import { BREAKDOWN_METRICS } from "./breakdowns";
import {
  COURSE_CATEGORIES,
  COURSE_SEGMENTS,
  LIMITS,
  MAX_PAGE_SIZE,
  QUARTERS,
  REPORT_MAX_YEAR,
  REPORT_MIN_YEAR,
} from "./constants";
import { isPhoneNumber, isWebsite, PHONE_FORMAT_MESSAGE, WEBSITE_FORMAT_MESSAGE } from "./contact-formats";
import { FormLanguageInput, LanguageInput } from "./language-input";
import { CONTENT_LANGUAGES } from "./languages";
import { pagingQuery } from "./lists";
import { organizationIdInput } from "./organizations";
import { CHANGE_DECISIONS } from "./review";
import { optionalLine, requiredLine, requiredMultiline } from "./text-fields";
import { httpUrl, optionalHttpUrl, optionalUploadedImage, uploadedImage } from "./urls";

const email = (label = "Email") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters`)
    .pipe(z.email("Enter a valid email address"))
    .transform((value) => value.toLowerCase());

// ---------------------------------------------------------------------------------------------
// Public forms

export const MembershipApplicationInput = z.object({
  firstName: requiredLine("First name", LIMITS.name),
  surName: requiredLine("Surname", LIMITS.name),
  role: requiredLine("Role", LIMITS.role),
  email: email(),
  phone: requiredLine("Phone", LIMITS.phone).refine(isPhoneNumber, PHONE_FORMAT_MESSAGE),
  organizationName: requiredLine("Organization name", LIMITS.organization),
  website: httpUrl("Website").refine(isWebsite, WEBSITE_FORMAT_MESSAGE),
  language: FormLanguageInput,
});
export type MembershipApplicationInput = z.infer<typeof MembershipApplicationInput>;

export const RequestInput = z.object({
  firstName: requiredLine("First name", LIMITS.name),
  surName: requiredLine("Surname", LIMITS.name),
  email: email(),
  phone: requiredLine("Phone", LIMITS.phone),
  organizationName: requiredLine("Organization name", LIMITS.organization),
  message: requiredMultiline("Message", LIMITS.message),
  language: FormLanguageInput,
});
export type RequestInput = z.infer<typeof RequestInput>;

export const LoginInput = z.object({
  email: z.string({ error: "email missing" }).trim().min(1, "email missing").max(LIMITS.email),
  password: z.string({ error: "password missing" }).min(1, "password missing").max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof LoginInput>;

// ---------------------------------------------------------------------------------------------
// Staff forms

export const PasswordInput = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

const userFields = {
  username: requiredLine("Username", LIMITS.name),
  email: email(),
  phone: requiredLine("Phone", LIMITS.phone),
  /** An existing organisation's name (any case) links to it; a new name creates one. */
  organizationName: optionalLine("Organization name", LIMITS.organization),
  /** Or the organisation's id; it wins over the name when both are sent. */
  organizationId: organizationIdInput.optional(),
  /** Create a new organisation even when its name is close to an existing one (ADR 0024). */
  createOrganization: z.boolean().optional(),
};

/** A staff user belongs to an organisation, named by name or by id. */
const organizationGiven = (value: { organizationName?: string; organizationId?: string | undefined }) =>
  !!value.organizationName || !!value.organizationId;
const organizationRequired = { message: "Organization name is required", path: ["organizationName"] };

/** A staff user as an admin writes it; an empty password counts as none. */
const UserInput = z
  .object({
    ...userFields,
    password: z
      .union([z.literal(""), PasswordInput])
      .optional()
      .transform((value) => (value ? value : undefined)),
    /** The language of the user's e-mails, the invitation included (unchanged when left out). */
    language: LanguageInput.optional(),
  })
  .refine(organizationGiven, organizationRequired);

/** POST /users/register (admin only). Without a password the user is e-mailed an invitation. */
export const UserCreateInput = UserInput;
export type UserCreateInput = z.infer<typeof UserCreateInput>;

/** PUT /users/{id}: the password is changed only when one is filled in. */
export const UserUpdateInput = UserInput;
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

export const CourseInput = z.object({
  title: requiredLine("Title", LIMITS.title),
  desc: requiredMultiline("Description", LIMITS.desc),
  link: httpUrl("Link"),
  /** Read-only in the form; the server sets it from the creator's organization. */
  organization: optionalLine("Organization", LIMITS.organization),
  tag: requiredLine("Tag", LIMITS.tag),
  category: z.enum(COURSE_CATEGORIES, { error: "Choose a category" }),
  segment: z.enum(COURSE_SEGMENTS, { error: "Choose a segment" }),
  /** Required on create; on update an existing image is kept when this is empty. */
  image: optionalUploadedImage(),
  /** Taught in English (the default), Kiswahili or both. */
  language: z
    .enum(CONTENT_LANGUAGES, { error: `Language must be one of: ${CONTENT_LANGUAGES.join(", ")}` })
    .default("en"),
  /** Words the public search also finds it by, e.g. Kiswahili ones ("kilimo, walimu"). */
  keywords: optionalLine("Keywords", LIMITS.keywords),
  /** Admin only: ignored for organization users. */
  featured: z.boolean().optional(),
});
export type CourseInput = z.infer<typeof CourseInput>;
export type CourseFormValues = z.input<typeof CourseInput>;

/** Admin add/edit of a member: only first name, email and organization name are required. */
export const MemberAdminInput = z.object({
  firstName: requiredLine("First name", LIMITS.name),
  surName: optionalLine("Surname", LIMITS.name),
  role: optionalLine("Role", LIMITS.role),
  email: email(),
  phone: optionalLine("Phone", LIMITS.phone),
  organizationName: requiredLine("Organization name", LIMITS.organization),
  website: optionalHttpUrl("Website"),
});
export type MemberAdminInput = z.infer<typeof MemberAdminInput>;

export const PartnerInput = z.object({
  organizationName: requiredLine("Organization name", LIMITS.organization),
  link: httpUrl("Link"),
  image: uploadedImage("Partner image"),
});
export type PartnerInput = z.infer<typeof PartnerInput>;

// The report payload and its rules live in report-rules.ts.

/**
 * PATCH /courses/{id}/toggle-approval and /members/{id}/toggle-approval (admin): approving or
 * un-hiding names the `version` the admin saw (a record changed since is a 409); hiding needs none.
 */
export const ApprovalToggleInput = z
  .object({
    approved: z.boolean().optional(),
    version: z.number({ error: "version must be the record's version" }).int().min(1).optional(),
  })
  .default({});
/** PATCH /courses/{id}/pending-change and /members/{id}/pending-change (admin). */
/** A discarded change says why. */
export const DISCARD_NOTE_REQUIRED = "Write a note saying why the changes are discarded";
export const PendingChangeDecisionInput = z
  .object({
    decision: z.enum(CHANGE_DECISIONS, { error: "Choose approve or discard" }),
    /** The `proposedAt` of the change the admin reviewed: a change edited since is refused (409). */
    proposedAt: z.iso.datetime({ error: "proposedAt must be the change's proposedAt" }).max(40),
    /** Why the change is discarded (required then): the organisation's e-mail carries it. */
    note: z.string().trim().max(LIMITS.message).optional(),
  })
  .refine((value) => value.decision !== "discard" || !!value.note, {
    message: DISCARD_NOTE_REQUIRED,
    path: ["note"],
  });
export type PendingChangeDecisionInput = z.infer<typeof PendingChangeDecisionInput>;
export const RequestStatusToggleInput = z.object({ reqStatus: z.boolean().optional() }).default({});

// ---------------------------------------------------------------------------------------------
// Queries

const pageNumber = z.coerce.number().int().min(1).max(1_000_000);

export const ListQuery = z.object({
  q: z.string().trim().max(LIMITS.search).optional(),
  page: pageNumber.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** Empty string means "all" (the spec's unfiltered value). */
const optionalYear = z
  .union([z.literal(""), z.coerce.number().int().min(REPORT_MIN_YEAR).max(REPORT_MAX_YEAR)])
  .optional()
  .transform((value) => (value === "" ? undefined : value));
const optionalQuarter = z
  .union([z.literal(""), z.enum(QUARTERS)])
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const ReportsQuery = ListQuery.extend({
  year: optionalYear,
  quarter: optionalQuarter,
  search: z.string().trim().max(LIMITS.search).optional(),
  /** Sent by the spec's client for non-admins; the server scopes by the token regardless. */
  createdBy: z.string().trim().max(LIMITS.email).optional(),
  /**
   * submitted, approved or returned; `waiting`: everything an admin must decide (submitted, a
   * change or a removal request waiting); empty means all.
   */
  status: z
    .union([z.literal(""), z.enum(["submitted", "approved", "returned", "waiting"])])
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
});
export type ReportsQuery = z.infer<typeof ReportsQuery>;

/**
 * `as_of`: an ISO 8601 instant; the public figures as the site answered them then
 * (docs/decisions/0036-releases-revisions-and-history.md). A 400 names the parameter.
 */
export const AS_OF_ERROR = "as_of must be a date and time in ISO 8601, e.g. 2026-12-01T09:00:00Z";
export const asOfQuery = z
  .union(
    [z.literal(""), z.iso.datetime({ offset: true, local: false, error: AS_OF_ERROR }).max(40, AS_OF_ERROR)],
    {
      error: AS_OF_ERROR,
    },
  )
  .optional()
  // A string (the normalised ISO instant), not a Date: the public cache keys answers by the query's
  // values as text, and a Date's text drops the milliseconds.
  .transform((value) => (value ? new Date(value).toISOString() : undefined));

const PeriodQuery = z.object({ year: optionalYear, quarter: optionalQuarter });
export const SummaryQuery = PeriodQuery.extend({ as_of: asOfQuery });
export type SummaryQuery = z.infer<typeof SummaryQuery>;

/** GET /reports/summary/counties: one period (or all) and the metric, trained or certified. */
export const CountiesQuery = PeriodQuery.extend({
  metric: z
    .enum(BREAKDOWN_METRICS, { error: 'metric must be "trained" or "certified"' })
    .optional()
    .default("trained"),
});
export type CountiesQuery = z.infer<typeof CountiesQuery>;

/** GET /reports/summary/counties/:code: a county by its three-digit code. */
export const CountyParams = z.object({
  code: z
    .string()
    .max(3)
    .regex(/^\d{3}$/, "A county is named by its three-digit code (001 to 047)"),
});

/** GET /audit: 25 rows a page unless asked otherwise. */
export const AUDIT_PAGING = { default: 25, max: MAX_PAGE_SIZE } as const;
export const AuditQuery = pagingQuery(AUDIT_PAGING).extend({
  entity: z.string().trim().max(40).optional(),
  entityId: z.string().trim().max(LIMITS.email).optional(),
  actor: z.string().trim().max(LIMITS.email).optional(),
  action: z.string().trim().max(40).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const IdParam = z.object({ id: z.string().trim().min(1).max(64) });
