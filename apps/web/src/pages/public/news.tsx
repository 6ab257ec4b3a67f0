// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/news.tsx).
import { contentListLoad, contentListQuery } from "../../features/content/load";

export { NewsListPage as default } from "../../features/content/news";

export const search = contentListQuery("news");
export const load = contentListLoad("news");
