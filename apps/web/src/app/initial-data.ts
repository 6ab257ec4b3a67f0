// Data the server renders a public page with, handed to the browser in a JSON script element
// (`type="application/json"`, never executed, so the CSP needs no inline script) for hydration.
import type {
  ContentKind,
  ContentListSearch,
  Course,
  FormPageState,
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

/** A public list of news, events, jobs or insights: the filters and page it was read for. */
export interface ContentListData {
  kind: ContentKind;
  search: ContentListSearch;
  items: unknown[];
  total: number;
}

/** A few of an organisation's items of each kind, for its page (a kind not read is left out). */
export interface OrganisationContentData {
  slug: string;
  lists: Partial<Record<ContentKind, { items: unknown[]; total: number }>>;
}

/** One public item's page. */
export interface ContentItemData {
  kind: ContentKind;
  slug: string;
  item: unknown;
}

export interface InitialData {
  courses?: Course[];
  members?: PublicMember[];
  partners?: Partner[];
  summary?: ImpactSummary;
  impact?: ImpactPageData;
  organisation?: PublicOrganizationDetailOut;
  organisationContent?: OrganisationContentData;
  contentList?: ContentListData;
  contentItem?: ContentItemData;
  /** A form the server answered itself (sent without JavaScript): what to show in it. */
  form?: FormPageState;
  /** The lighter page (Save-Data or the footer's choice): rendered without its script. */
  lighter?: boolean;
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
