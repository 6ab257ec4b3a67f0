// Organisation pages (docs/decisions/0027-impact-page-open-data-pledges.md): every organisation with an approved member record or an
// approved report has a public page at /organisations/<slug> with its approved figures by
// quarter, its pledge and its approved courses. Never a person's e-mail or phone.
import { z } from "zod";
import { QUARTERS } from "./constants";
import { PledgeOut } from "./pledges";
import { MetricsOut } from "./responses";

export const PublicOrganizationOut = z.object({ slug: z.string(), name: z.string(), website: z.string() });
export type PublicOrganizationOut = z.infer<typeof PublicOrganizationOut>;

export const PublicOrganizationDetailOut = PublicOrganizationOut.extend({
  /** Approved figures, oldest quarter first. */
  figures: z.array(MetricsOut.extend({ year: z.number(), quarter: z.enum(QUARTERS) })),
  totals: MetricsOut,
  pledge: PledgeOut.nullable(),
  courses: z.array(z.object({ _id: z.string(), title: z.string(), link: z.string(), category: z.string() })),
});
export type PublicOrganizationDetailOut = z.infer<typeof PublicOrganizationDetailOut>;

export const SlugParam = z.object({ slug: z.string().trim().min(1).max(120) });
