// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/events.tsx).
export { EventsListPage as default } from "../../features/content/events";
