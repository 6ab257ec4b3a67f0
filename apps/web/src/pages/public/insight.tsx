// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/insights.tsx); an unknown address is the 404 page.

import { InsightItemPage } from "../../features/content/insights";
import { contentItemLoad } from "../../features/content/load";
import NotFoundPage from "./not-found";

export const load = contentItemLoad("insights");

export default function Page() {
  return <InsightItemPage notFound={<NotFoundPage />} />;
}
