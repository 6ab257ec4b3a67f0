// An organisation's public detail, named once for its page's loader (pages/public/organisation.tsx)
// and its component.
import type { PublicOrganizationDetailOut } from "@alliance/shared";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { isNotFound, usePublicRead } from "../../lib/public-read/use-public-read";
import { organisationPath } from "../../paths";

/** The organisation's public detail (the API answers 301 for an old slug, 404 for none). */
export const organisationRead = (slug: string) => `/public/organizations/${encodeURIComponent(slug)}`;

type State =
  | { status: "ready"; organisation: PublicOrganizationDetailOut }
  | { status: "loading" | "missing" | "failed" };

/**
 * The organisation of the address. The browser follows an old slug's 301 to the current detail;
 * the address bar is then set to the new slug, as the server's own 301 would have done.
 */
export function useOrganisation(slug: string): State {
  const read = usePublicRead<PublicOrganizationDetailOut>(organisationRead(slug));
  const [, navigate] = useLocation();
  const current = read.data?.slug;
  useEffect(() => {
    if (current && current !== slug.toLowerCase()) navigate(organisationPath(current), { replace: true });
  }, [current, slug, navigate]);
  if (read.data) return { status: "ready", organisation: read.data };
  if (read.isError) return { status: isNotFound(read.error) ? "missing" : "failed" };
  return { status: "loading" };
}
