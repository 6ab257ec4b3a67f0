// How the Activity screen reads an audit entry (docs/decisions/0023-deleted-records-kept-30-days.md): the record named the way the screens name it, field labels instead of column names,
// nested values as readable text, never "[object Object]".
import { METRIC_LABELS } from "./constants";

/** Labels of the fields the audit log records, by the API's field names. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  ...METRIC_LABELS,
  title: "Title",
  desc: "Description",
  link: "Link",
  tag: "Tag",
  category: "Category",
  segment: "Segment",
  image: "Image",
  featured: "Featured",
  approved: "Approved",
  organization: "Organisation",
  organizationName: "Organisation",
  organizationId: "Organisation id",
  firstName: "First name",
  surName: "Surname",
  username: "Name",
  role: "Role",
  email: "E-mail",
  phone: "Phone",
  website: "Website",
  message: "Message",
  reqStatus: "Handled",
  isAdmin: "Admin",
  year: "Year",
  quarter: "Quarter",
  status: "Status",
  reviewNote: "Review note",
  pendingChange: "Change waiting for review",
  evidence: "Evidence",
  url: "Web address",
  name: "Name",
  kind: "Message kind",
  to: "To",
  slug: "Address",
  body: "Body",
  externalLink: "External link",
  hashtags: "Hashtags",
  description: "Description",
  eventType: "Event type",
  startDate: "Start",
  endDate: "End",
  venue: "Venue",
  city: "City",
  onlineLink: "Online link",
  registrationLink: "Registration link",
  about: "About",
  type: "Type",
  workMode: "Work mode",
  location: "Location",
  requirements: "Requirements",
  responsibilities: "Responsibilities",
  howToApply: "How to apply",
  closingDate: "Closing date",
  dateOfInsight: "Date of the insight",
  summary: "Summary",
  methodology: "Methodology",
  tags: "Tags",
};

const SKIPPED = new Set(["id", "createdAt", "reviewedAt", "pendingAt", "version", "updatedAt", "userId"]);

export const auditFieldLabel = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** A value as text: nested objects as "label: value" pairs, lists joined, empty as "(empty)". */
export function auditValue(value: unknown): string {
  if (value === undefined || value === null || value === "") return "(empty)";
  if (typeof value === "number") return value.toLocaleString("en-KE");
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(auditValue).join(" | ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${auditFieldLabel(key)}: ${auditValue(inner)}`)
      .join("; ");
  }
  return String(value);
}

/** The fields an entry changed, as "Label: before → after" (a delete: the values removed). */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = Object.keys({ ...(before ?? {}), ...(after ?? {}) }).filter((key) => !SKIPPED.has(key));
  if (!before && after)
    return keys.map((key) => ({ label: auditFieldLabel(key), text: auditValue(after[key]) }));
  if (before && !after)
    return keys.map((key) => ({ label: auditFieldLabel(key), text: auditValue(before[key]) }));
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => ({
      label: auditFieldLabel(key),
      text: `${auditValue(before?.[key])} → ${auditValue(after?.[key])}`,
    }));
}

/** The record named as the screens name it, from the values the entry holds. */
export function auditRecordName(entity: string, values: Record<string, unknown> | null): string {
  if (!values) return "";
  const text = (key: string) => (typeof values[key] === "string" ? (values[key] as string) : "");
  switch (entity) {
    case "report":
      return `${text("organizationName")} ${values.year ?? ""} ${text("quarter")}`.trim();
    case "course":
    case "news":
    case "event":
    case "job":
    case "insight":
      return text("title");
    case "member":
    case "request":
      return `${text("firstName")} ${text("surName")}`.trim();
    case "partner":
      return text("organizationName");
    case "user":
      return text("username") || text("email");
    case "organization":
      return text("name");
    default:
      return "";
  }
}
