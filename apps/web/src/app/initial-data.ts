// Data the server renders a public page with, handed to the browser in a JSON script element
// (`type="application/json"`, never executed, so the CSP needs no inline script) for hydration.
import type {
  Course,
  ImpactSummary,
  Partner,
  PublicMember,
  PublicOrganizationDetailOut,
} from "@alliance/shared";

/** The impact page's data: the period in its URL ("" for all), its summary, and every period's. */
export interface ImpactPageData {
  year: string;
  quarter: string;
  summary: ImpactSummary;
  overall: ImpactSummary;
}

export interface InitialData {
  courses?: Course[];
  members?: PublicMember[];
  partners?: Partner[];
  summary?: ImpactSummary;
  impact?: ImpactPageData;
  organisation?: PublicOrganizationDetailOut;
}

export const INITIAL_DATA_ELEMENT_ID = "initial-data";

export function readInitialData(): InitialData {
  if (typeof document === "undefined") return {};
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as InitialData;
  } catch {
    return {};
  }
}
