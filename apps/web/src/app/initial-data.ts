// The reads the server rendered a public page with, keyed by API URL, handed to the browser in a
// JSON script element (`type="application/json"`, never executed, so the CSP needs no inline
// script) for hydration.
import type { PublicReads } from "@alliance/shared";

export const INITIAL_DATA_ELEMENT_ID = "initial-data";

export function readInitialData(): PublicReads {
  if (typeof document === "undefined") return {};
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as PublicReads;
  } catch {
    return {};
  }
}
