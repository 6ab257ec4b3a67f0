// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/events.tsx).
import { contentListLoad, contentListQuery } from "../../features/content/load";

export { EventsListPage as default } from "../../features/content/events";

export const search = contentListQuery("events");
export const load = contentListLoad("events");
