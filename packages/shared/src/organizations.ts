// Organisations (users, member records, courses and reports belong to one): the payloads the API
// validates and the forms resolve with, the answers it sends, and their messages.
import { z } from "zod";
import { LIMITS } from "./constants";
import { PendingPledgeOut, PledgeDecisionInput, PledgeOut } from "./pledges";
import { isSingleLine, singleLineMessage } from "./single-line";
import { optionalHttpUrl } from "./urls";

/** At most this many users, member records, courses and reports are listed on one organisation. */
export const ORGANIZATION_DETAIL_LIMIT = 100;

export const ORGANIZATION_ERRORS = {
  nameTaken: "An organisation with this name already exists",
  noOrganization: "Your account does not belong to an organisation",
  renameAdminOnly: "Only an admin can rename an organisation",
  unknownOrganization: "No such organisation",
  reportNeedsOrganization:
    "A report belongs to an organisation: name one, or ask an admin to link your account to one",
} as const;

/** Its news items, events, jobs and insights, counted when it is to be deleted. */
export interface OrganizationContentCounts {
  news: number;
  events: number;
  jobs: number;
  insights: number;
}

/** 409 answer of DELETE /organizations/:id while rows still belong to the organisation. */
export function organizationInUseMessage(
  counts: OrganizationCounts,
  content: OrganizationContentCounts = { news: 0, events: 0, jobs: 0, insights: 0 },
): string {
  const parts = [
    [counts.users, "user", "users"],
    [counts.reports, "report", "reports"],
    [counts.members, "member record", "member records"],
    [counts.courses, "course", "courses"],
    [content.news, "news item", "news items"],
    [content.events, "event", "events"],
    [content.jobs, "job", "jobs"],
    [content.insights, "insight", "insights"],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, one, many]) => `${n} ${Number(n) === 1 ? one : many}`);
  return `This organisation cannot be deleted while it still has ${parts.join(", ")}. Move or delete them first.`;
}

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(LIMITS.organization, `Name must be at most ${LIMITS.organization} characters`)
  .refine(isSingleLine, singleLineMessage("Name"))
  // Stored as shown: trimmed, runs of spaces made one (the database compares names the same way).
  .transform((value) => value.replace(/\s+/g, " "));

/** Empty, or a web address (a bare domain gains https://), like every other website field. */
const website = optionalHttpUrl("Website");

/** POST /organizations (admin). */
export const OrganizationInput = z.object({ name, website, createOrganization: z.boolean().optional() });
export type OrganizationInput = z.infer<typeof OrganizationInput>;
export type OrganizationFormValues = z.input<typeof OrganizationInput>;

/**
 * PUT /organizations/:id: an admin may change both; an organisation user only its website, which
 * then waits for an admin's review (PATCH /organizations/:id/website).
 */
export const OrganizationUpdateInput = z.object({
  name: name.optional(),
  // Absent: unchanged (no default here).
  website: website.unwrap(),
  /** Rename even when the new name is close to another organisation's (ADR 0024). */
  createOrganization: z.boolean().optional(),
  /** Admin only: must it report each quarter (ADR 0024)? */
  mustReport: z.boolean().optional(),
});
export type OrganizationUpdateInput = z.infer<typeof OrganizationUpdateInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An organisation named by its id (users, member records): it must exist, else 400. */
export const organizationIdInput = z
  .string()
  .trim()
  .max(64)
  .refine((value) => UUID.test(value), ORGANIZATION_ERRORS.unknownOrganization);

/** Output strings are bounded too, so every exported schema states its limits. */
const text = (max: number = LIMITS.organization) => z.string().max(max);
const id = () => z.string().max(64);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(ORGANIZATION_DETAIL_LIMIT);

export const OrganizationCounts = z.object({
  users: z.number(),
  members: z.number(),
  courses: z.number(),
  reports: z.number(),
});
export type OrganizationCounts = z.infer<typeof OrganizationCounts>;

export const OrganizationOut = z.object({
  _id: id(),
  name: text(),
  website: text(LIMITS.url),
  createdAt: text(40),
  counts: OrganizationCounts,
  /** Its public address: /organisations/<slug>. */
  slug: z.string(),
  /** The approved pledge (docs/decisions/0027-impact-page-open-data-pledges.md), and a proposed one waiting for an admin. */
  pledge: PledgeOut.nullable(),
  pendingPledge: PendingPledgeOut.nullable(),
  /**
   * An organisation user's new website, waiting for an admin beside the approved `website`
   * (docs/decisions/0033-security-round-4.md): shown to admins and the organisation's users only.
   */
  pendingWebsite: z
    .object({ website: text(LIMITS.url), proposedBy: text(LIMITS.email), proposedAt: text(40) })
    .nullable(),
});
export type OrganizationOut = z.infer<typeof OrganizationOut>;

/** One organisation with what belongs to it (admin, or a user of that organisation). */
export const OrganizationDetailOut = OrganizationOut.extend({
  users: list(
    z.object({
      _id: id(),
      username: text(LIMITS.name),
      email: text(LIMITS.email),
      phone: text(LIMITS.phone),
    }),
  ),
  members: list(
    z.object({
      _id: id(),
      firstName: text(LIMITS.name),
      surName: text(LIMITS.name),
      email: text(LIMITS.email),
      approved: z.boolean(),
    }),
  ),
  courses: list(z.object({ _id: id(), title: text(LIMITS.title), approved: z.boolean() })),
  reports: list(z.object({ _id: id(), year: z.number(), quarter: text(8), createdBy: text(LIMITS.email) })),
});
export type OrganizationDetailOut = z.infer<typeof OrganizationDetailOut>;

/** PATCH /organizations/:id/website (admin): approve or discard the website waiting, naming its `proposedAt`. */
export const WebsiteDecisionInput = PledgeDecisionInput;
export type WebsiteDecisionInput = PledgeDecisionInput;

export const WEBSITE_TEXTS = {
  sentForReview: "Website sent for review. It shows publicly once an admin approves it.",
  approved: "Website approved",
  discarded: "Website discarded",
  noPending: "No website is waiting for review for this organisation",
  replaced: "The website waiting for review was changed after you opened it; review the new one",
} as const;
