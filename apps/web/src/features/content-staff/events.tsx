// /admin-events (Manage Events, docs/decisions/0028-news-events-jobs-insights.md): events online, in person or hybrid, with a start and an
// end typed in East Africa Time, a venue and city or an online link, and a registration link.
import {
  CONTENT_ITEM_STATUS_TEXT,
  CONTENT_MESSAGES,
  CONTENT_REVIEWED_FIELDS,
  type ContentEvent,
  EVENT_TYPE_LABELS,
  EventInput,
  kenyanDateTime,
  SORT_FIELDS,
} from "@alliance/shared";
import { z } from "zod";
import { LanguageField } from "../../components/staff/language-field";
import { labelsOf } from "../../components/staff/list/change-review-dialog";
import { statusColumn, textColumn } from "../../components/staff/list/columns";
import type { Column } from "../../components/staff/list/data-list";
import { OptionsField, TextAreaField, TextField } from "../../components/ui/field";
import { contentApi, contentToasts } from "./api";
import { ContentFormFrame, ContentImageField, imageRule, useContentForm } from "./content-form";
import { ContentStaffPage, titleColumn } from "./content-staff-page";
import { EVENT_FORMATS } from "./review-formats";

export const eventsApi = contentApi<ContentEvent, EventInput>("events", contentToasts("Event", "events"));

export const EVENT_FIELD_LABELS = labelsOf(
  CONTENT_REVIEWED_FIELDS.event,
  "Title, Description, Image, Event type, Start (EAT), End (EAT), Venue, City, Online link, Registration link, Language",
);

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** An instant as a date-time field shows it in East Africa Time ("2026-12-12T09:00"). */
export function toEatInput(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : new Date(time + EAT_OFFSET_MS).toISOString().slice(0, 16);
}

/** A date-time field's value, read in East Africa Time, as the API takes it ("...T09:00:00+03:00"). */
const eatDateTime = (rule: z.ZodType<string, unknown>) =>
  z
    .string()
    .transform((value) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+03:00` : value))
    .pipe(rule as z.ZodType<string, string>);

/** The form's schema: the start and end typed in East Africa Time; an image required unless one is set. */
export const eventFormSchema = (hadImage: boolean) =>
  z
    .object({
      ...EventInput.shape,
      image: imageRule(hadImage),
      startDate: eatDateTime(EventInput.shape.startDate),
      endDate: eatDateTime(EventInput.shape.endDate),
    })
    .refine((value) => Date.parse(value.endDate) >= Date.parse(value.startDate), {
      message: CONTENT_MESSAGES.endBeforeStart,
      path: ["endDate"],
    });
export type EventFormValues = z.input<ReturnType<typeof eventFormSchema>>;

export function EventForm({ item: saved, onDone }: { item?: ContentEvent; onDone: () => void }) {
  const { field, image, frame } = useContentForm<ContentEvent, EventFormValues, EventInput>({
    saved,
    api: eventsApi,
    schema: eventFormSchema,
    defaultValues: (item) => ({
      title: item?.title ?? "",
      description: item?.description ?? "",
      image: item?.image ?? "",
      eventType: item?.eventType ?? ("" as EventFormValues["eventType"]),
      startDate: item ? toEatInput(item.startDate) : "",
      endDate: item ? toEatInput(item.endDate) : "",
      venue: item?.venue ?? "",
      city: item?.city ?? "",
      onlineLink: item?.onlineLink ?? "",
      registrationLink: item?.registrationLink ?? "",
      language: item?.language ?? "en",
      featured: item?.featured ?? false,
    }),
    onDone,
  });
  return (
    <ContentFormFrame frame={frame} noun="Event">
      <TextField label="Title" required {...field("title")} />
      <TextAreaField label="Description" required {...field("description")} />
      <ContentImageField label="Image" {...image} />
      <LanguageField {...field("language")} />
      <OptionsField
        label="Event type"
        required
        {...field("eventType")}
        labels={EVENT_TYPE_LABELS}
        choose="type"
      />
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label="Start (EAT)" type="datetime-local" required {...field("startDate")} />
        <TextField label="End (EAT)" type="datetime-local" required {...field("endDate")} />
        <TextField label="Venue" {...field("venue")} />
        <TextField label="City" {...field("city")} />
      </div>
      <TextField label="Online link" type="url" {...field("onlineLink")} />
      <TextField label="Registration link" type="url" {...field("registrationLink")} />
    </ContentFormFrame>
  );
}

const columns: Column<ContentEvent>[] = [
  titleColumn((event) => `${EVENT_TYPE_LABELS[event.eventType]}${event.city ? ` · ${event.city}` : ""}`),
  textColumn("organization", "Organization", (event) => event.organizationName),
  textColumn(
    "startDate",
    "Starts",
    (event) => `${kenyanDateTime(event.startDate)}${event.past ? CONTENT_ITEM_STATUS_TEXT.past : ""}`,
    { sort: "startDate", width: "w-44" },
  ),
  statusColumn(),
];

export default function EventsStaffPage() {
  return (
    <ContentStaffPage<ContentEvent, EventInput>
      api={eventsApi}
      noun="Event"
      plural="events"
      label="Events"
      returnable
      sorts={SORT_FIELDS.events}
      columns={columns}
      fieldLabels={EVENT_FIELD_LABELS}
      fieldFormats={EVENT_FORMATS}
      imageFields={["image"]}
      form={(item, onDone) => <EventForm item={item} onDone={onDone} />}
    />
  );
}
