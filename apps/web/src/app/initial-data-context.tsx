import type { FormPageName, FormPageState } from "@alliance/shared";
import { createContext, useContext } from "react";
import type { InitialData } from "./initial-data";

const InitialDataContext = createContext<InitialData>({});

export const InitialDataProvider = InitialDataContext.Provider;

/** Server-rendered data for the current page, used as the first value of public data hooks. */
export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/** The state of the form `name` when the server answered it itself (sent without JavaScript). */
export function useFormPageState(name: FormPageName): FormPageState | undefined {
  const form = useInitialData().form;
  return form?.name === name ? form : undefined;
}
