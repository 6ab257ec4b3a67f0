// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/insights.tsx).
export { InsightsListPage as default } from "../../features/content/insights";
