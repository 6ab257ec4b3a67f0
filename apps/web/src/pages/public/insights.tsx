// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/insights.tsx).
import { contentListLoad, contentListQuery } from "../../features/content/load";

export { InsightsListPage as default } from "../../features/content/insights";

export const search = contentListQuery("insights");
export const load = contentListLoad("insights");
