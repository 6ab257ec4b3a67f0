// /admin-insights (Manage Insights, docs/decisions/0028-news-events-jobs-insights.md): research reports with title, image, date, summary,
// brief methodology, the link to the full report and tags (typed separated by commas).
import {
  CONTENT_REVIEWED_FIELDS,
  type Insight,
  InsightInput,
  kenyanDate,
  SORT_FIELDS,
} from "@alliance/shared";
import type { z } from "zod";
import { labelsOf } from "../../components/staff/list/change-review-dialog";
import { statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { TextAreaField, TextField } from "../../components/ui/field";
import { textDefaults } from "../../lib/staff/form-fields";
import { contentApi, contentToasts } from "./api";
import { ContentFormFrame, ContentImageField, imageRule, tagsRule, useContentForm } from "./content-form";
import { ContentStaffPage, titleColumn } from "./content-staff-page";
import { INSIGHT_FORMATS } from "./review-formats";

export const insightsApi = contentApi<Insight, InsightInput>(
  "insights",
  contentToasts("Insight", "insights"),
);

export const INSIGHT_FIELD_LABELS = labelsOf(
  CONTENT_REVIEWED_FIELDS.insight,
  "Title, Image, Date of the insight, Summary, Methodology, Link to the full report, Tags (separated by commas)",
);

/** The form's schema: tags typed separated by commas; an image required unless one is set. */
export const insightFormSchema = (hadImage: boolean) =>
  InsightInput.extend({
    tags: tagsRule(InsightInput.shape.tags),
    image: imageRule(hadImage),
  });
export type InsightFormValues = z.input<ReturnType<typeof insightFormSchema>>;

export function InsightForm({ item: saved, onDone }: { item?: Insight; onDone: () => void }) {
  const { field, image, frame } = useContentForm<Insight, InsightFormValues, InsightInput>({
    saved,
    api: insightsApi,
    schema: insightFormSchema,
    defaultValues: (item) => ({
      ...textDefaults(item, ["title", "image", "dateOfInsight", "summary", "methodology", "link"]),
      tags: (item?.tags ?? []).join(", "),
      featured: item?.featured ?? false,
    }),
    onDone,
  });
  return (
    <ContentFormFrame frame={frame} noun="Insight">
      <TextField label="Title" required {...field("title")} />
      <ContentImageField label="Image" {...image} />
      <TextField label="Date of the insight" type="date" required {...field("dateOfInsight")} />
      <TextAreaField label="Summary" required {...field("summary")} />
      <TextAreaField label="Methodology" required {...field("methodology")} />
      <TextField label="Link to the full report" type="url" required {...field("link")} />
      <TextField label="Tags (separated by commas)" {...field("tags")} />
    </ContentFormFrame>
  );
}

const columns: Column<Insight>[] = [
  titleColumn((insight) => insight.tags.join(", ")),
  textColumn("organization", "Organization", (insight) => insight.organizationName),
  textColumn("dateOfInsight", "Date", (insight) => kenyanDate(insight.dateOfInsight), {
    sort: "dateOfInsight",
    width: "w-32",
  }),
  statusColumn(),
];

export default function InsightsStaffPage() {
  return (
    <ContentStaffPage<Insight, InsightInput>
      api={insightsApi}
      noun="Insight"
      plural="insights"
      label="Insights"
      sorts={SORT_FIELDS.insights}
      columns={columns}
      fieldLabels={INSIGHT_FIELD_LABELS}
      fieldFormats={INSIGHT_FORMATS}
      imageFields={["image"]}
      form={(item, onDone) => <InsightForm item={item} onDone={onDone} />}
    />
  );
}
