// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/jobs.tsx); an unknown address is the 404 page.

import { JobItemPage } from "../../features/content/jobs";
import { contentItemLoad } from "../../features/content/load";
import NotFoundPage from "./not-found";

export const load = contentItemLoad("jobs");

export default function Page() {
  return <JobItemPage notFound={<NotFoundPage />} />;
}
