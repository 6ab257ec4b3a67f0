// A public page of issue 27 (see ../../features/content/insights.tsx).
export { InsightsListPage as default } from "../../features/content/insights";
