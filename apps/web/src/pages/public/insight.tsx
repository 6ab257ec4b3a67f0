// A public page of issue 27 (see ../../features/content/insights.tsx); an unknown address is the 404 page.
import { InsightItemPage } from "../../features/content/insights";
import NotFoundPage from "./not-found";

export default function Page() {
  return <InsightItemPage notFound={<NotFoundPage />} />;
}
