// A public page of issue 27 (see ../../features/content/news.tsx).
export { NewsListPage as default } from "../../features/content/news";
