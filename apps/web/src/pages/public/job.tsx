// A public page of issue 27 (see ../../features/content/jobs.tsx); an unknown address is the 404 page.
import { JobItemPage } from "../../features/content/jobs";
import NotFoundPage from "./not-found";

export default function Page() {
  return <JobItemPage notFound={<NotFoundPage />} />;
}
