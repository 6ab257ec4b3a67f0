// Data access for news (../content/repository.ts): staff search in the title and body, the public
// list featured first, then newest; the Atom feed reads the latest (`newsRepository.latest`).
import { news } from "../../db/schema";
import { type ContentRowOf, contentRepository } from "../content/repository";

export type NewNews = typeof news.$inferInsert;
export type NewsRow = ContentRowOf<typeof news>;

export const newsRepository = contentRepository(news, {
  sortable: ["createdAt", "title"],
  staffSearch: (t) => [t.title, t.body],
  publishedSearch: (t) => [t.title, t.body],
});
