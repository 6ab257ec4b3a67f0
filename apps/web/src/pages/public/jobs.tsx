// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/jobs.tsx).
export { JobsListPage as default } from "../../features/content/jobs";
