import type { InitialData } from "./initial-data";
import { InitialDataProvider } from "./initial-data-context";
import { AppRoutes } from "./routes";

/** The whole app, the same on the server (prerender) and in the browser (hydration). */
export function App({ initialData }: { initialData: InitialData }) {
  return (
    <InitialDataProvider value={initialData}>
      <AppRoutes />
    </InitialDataProvider>
  );
}
