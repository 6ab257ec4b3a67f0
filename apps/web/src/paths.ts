// Every page's address, from the page registry (packages/shared/src/pages.ts): `paths.contact`
// is the registry's `PAGES.contact.path`. Addresses with parameters are written with `pagePath`.
import { PAGES, type PageKey, pagePath } from "@alliance/shared";

export const paths = Object.fromEntries(Object.entries(PAGES).map(([key, page]) => [key, page.path])) as {
  readonly [K in PageKey]: (typeof PAGES)[K]["path"];
};

/** The public page of the organisation with this slug. */
export const organisationPath = (slug: string) => pagePath("organisation", { slug });
