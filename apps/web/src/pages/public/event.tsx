// A public page of issue 27 (see ../../features/content/events.tsx); an unknown address is the 404 page.
import { EventItemPage } from "../../features/content/events";
import NotFoundPage from "./not-found";

export default function Page() {
  return <EventItemPage notFound={<NotFoundPage />} />;
}
