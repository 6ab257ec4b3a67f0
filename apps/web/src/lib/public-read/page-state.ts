// What the server puts in a page's initial data beside its API reads (docs/decisions/
// 0039-works-on-a-cheap-phone.md), under keys no API URL has (PAGE_STATE_KEYS): the state of a form
// the server answered itself (sent without JavaScript) and the lighter page's mark. Both belong to
// the page the server rendered: the first navigation leaves them behind with its reads.
import { type FormPageName, type FormPageState, PAGE_STATE_KEYS } from "@alliance/shared";
import { useContext } from "react";
import { ReadStoreContext } from "./read-store";

/** The state of the form `name` when the server answered it itself (sent without JavaScript). */
export function useFormPageState(name: FormPageName): FormPageState | undefined {
  const form = useContext(ReadStoreContext).settled(PAGE_STATE_KEYS.form)?.data as FormPageState | undefined;
  return form?.name === name ? form : undefined;
}

/** Whether this is the lighter page (Save-Data or the footer's choice), rendered without its script. */
export function useLighterPage(): boolean {
  return useContext(ReadStoreContext).settled(PAGE_STATE_KEYS.lighter)?.data === true;
}
