// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/jobs.tsx).
import { contentListLoad, contentListQuery } from "../../features/content/load";

export { JobsListPage as default } from "../../features/content/jobs";

export const search = contentListQuery("jobs");
export const load = contentListLoad("jobs");
