// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/news.tsx).
export { NewsListPage as default } from "../../features/content/news";
