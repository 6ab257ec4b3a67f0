import { createContext, useContext } from "react";
import type { InitialData } from "./initial-data";

const InitialDataContext = createContext<InitialData>({});

export const InitialDataProvider = InitialDataContext.Provider;

/** Server-rendered data for the current page, used as the first value of public data hooks. */
export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}
