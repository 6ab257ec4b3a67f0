// An organisation's public page data: the server-rendered detail when it is this slug's, else a
// fetch. The API follows an old slug's 301 to the current page; the address bar is then set to the
// new slug, as the server's own 301 would have done.
import type { PublicOrganizationDetailOut } from "@alliance/shared";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useInitialData } from "../../app/initial-data-context";
import { ApiError, api } from "../../lib/api";
import { organisationPath } from "../../paths";

type State =
  | { status: "ready"; organisation: PublicOrganizationDetailOut }
  | { status: "loading" | "missing" | "failed" };

export function useOrganisation(slug: string): State {
  const initial = useInitialData().organisation;
  const fromServer = initial && initial.slug === slug.toLowerCase() ? initial : undefined;
  const [state, setState] = useState<State>(
    fromServer ? { status: "ready", organisation: fromServer } : { status: "loading" },
  );
  const [, navigate] = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: load when the slug changes only
  useEffect(() => {
    if (state.status === "ready" && state.organisation.slug === slug.toLowerCase()) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    api
      .get<PublicOrganizationDetailOut>(
        `/public/organizations/${encodeURIComponent(slug)}`,
        undefined,
        controller.signal,
      )
      .then((organisation) => {
        setState({ status: "ready", organisation });
        if (organisation.slug !== slug.toLowerCase())
          navigate(organisationPath(organisation.slug), { replace: true });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) return setState({ status: "missing" });
        console.error("Loading the organisation failed", error);
        setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [slug]);

  return state;
}
