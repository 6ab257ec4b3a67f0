// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/news.tsx); an unknown address is the 404 page.
import { contentItemLoad } from "../../features/content/load";
import { NewsItemPage } from "../../features/content/news";
import NotFoundPage from "./not-found";

export const load = contentItemLoad("news");

export default function Page() {
  return <NewsItemPage notFound={<NotFoundPage />} />;
}
