// A public page of docs/decisions/0028-news-events-jobs-insights.md (see ../../features/content/events.tsx); an unknown address is the 404 page.

import { EventItemPage } from "../../features/content/events";
import { contentItemLoad } from "../../features/content/load";
import NotFoundPage from "./not-found";

export const load = contentItemLoad("events");

export default function Page() {
  return <EventItemPage notFound={<NotFoundPage />} />;
}
