// /admin-news (Manage News, docs/decisions/0028-news-events-jobs-insights.md): news items with title, body, image, an optional external
// link and hashtags (typed separated by commas).
import { CONTENT_REVIEWED_FIELDS, kenyanDate, type News, NewsInput, SORT_FIELDS } from "@alliance/shared";
import type { z } from "zod";
import { labelsOf } from "../../components/staff/list/change-review-dialog";
import { statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { TextAreaField, TextField } from "../../components/ui/field";
import { contentApi, contentToasts } from "./api";
import { ContentFormFrame, ContentImageField, imageRule, tagsRule, useContentForm } from "./content-form";
import { ContentStaffPage, titleColumn } from "./content-staff-page";
import { NEWS_FORMATS } from "./review-formats";

export const newsApi = contentApi<News, NewsInput>("news", contentToasts("News item", "news items"));

export const NEWS_FIELD_LABELS = labelsOf(
  CONTENT_REVIEWED_FIELDS.news,
  "Title, Body, Image, External link, Hashtags (separated by commas)",
);

/** The form's schema: hashtags typed separated by commas; an image required unless one is set. */
export const newsFormSchema = (hadImage: boolean) =>
  NewsInput.extend({
    hashtags: tagsRule(NewsInput.shape.hashtags),
    image: imageRule(hadImage),
  });
export type NewsFormValues = z.input<ReturnType<typeof newsFormSchema>>;

export function NewsForm({ item: saved, onDone }: { item?: News; onDone: () => void }) {
  const { field, image, frame } = useContentForm<News, NewsFormValues, NewsInput>({
    saved,
    api: newsApi,
    schema: newsFormSchema,
    defaultValues: (item) => ({
      title: item?.title ?? "",
      body: item?.body ?? "",
      image: item?.image ?? "",
      externalLink: item?.externalLink ?? "",
      hashtags: (item?.hashtags ?? []).join(", "),
      featured: item?.featured ?? false,
    }),
    onDone,
  });
  return (
    <ContentFormFrame frame={frame} noun="News item">
      <TextField label="Title" required {...field("title")} />
      <TextAreaField label="Body" required {...field("body")} />
      <ContentImageField label="Image" {...image} />
      <TextField label="External link" type="url" {...field("externalLink")} />
      <TextField label="Hashtags (separated by commas)" {...field("hashtags")} />
    </ContentFormFrame>
  );
}

const columns: Column<News>[] = [
  titleColumn((item) => item.hashtags.map((tag) => `#${tag}`).join(" ")),
  textColumn("organization", "Organization", (item) => item.organizationName),
  textColumn("createdAt", "Posted", (item) => kenyanDate(item.createdAt), {
    sort: "createdAt",
    width: "w-32",
  }),
  statusColumn(),
];

export default function NewsStaffPage() {
  return (
    <ContentStaffPage<News, NewsInput>
      api={newsApi}
      noun="News item"
      plural="news items"
      label="News"
      sorts={SORT_FIELDS.news}
      columns={columns}
      fieldLabels={NEWS_FIELD_LABELS}
      fieldFormats={NEWS_FORMATS}
      imageFields={["image"]}
      form={(item, onDone) => <NewsForm item={item} onDone={onDone} />}
    />
  );
}
