// The public events list (upcoming first, then past ones; by type and month) and an event's page:
// a past event says so, every event links its iCalendar file (docs/decisions/0028-news-events-jobs-insights.md).
import {
  API_BASE,
  type ContentEvent,
  contentDescription,
  contentLang,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { LabelledSection } from "../../components/ui/labelled-section";
import { useLanguage } from "../../i18n/language-context";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";
import {
  ContentItemPage,
  ItemCards,
  ItemFacts,
  ItemImage,
  type ItemPageProps,
  OverNotice,
} from "./content-item-page";
import { CONTENT_LANGUAGE_NAMES, EVENT_TYPE_NAMES } from "./content-labels";
import { ContentListPage, FilterChoice, FilterText, linkClass, primaryLinkClass } from "./content-list-page";
import { LanguageLine } from "./jobs";

type PublicEvent = Omit<ContentEvent, "pendingChange">;

/** "Sat 12 Dec 2026, 09:00–16:00 EAT" (one day), in the page's language. */
export const eventWhen = (
  event: { startDate: string; endDate: string },
  span: (start: string, end: string) => string,
) => span(event.startDate, event.endDate);

/** "In person · Nairobi", "Online", in the page's language. */
export function eventWhere(event: Pick<PublicEvent, "eventType" | "venue" | "city">, t: Translate): string {
  const place = [event.venue, event.city].filter(Boolean).join(", ");
  return [t(EVENT_TYPE_NAMES[event.eventType]), place].filter(Boolean).join(" · ");
}

export const calendarHref = (slug: string) =>
  `${API_BASE}/events/by-slug/${encodeURIComponent(slug)}/calendar.ics`;

/** "Add to calendar": Google Calendar, Outlook, and the .ics file for Apple Calendar and the others. */
function CalendarLinks({ item }: { item: PublicEvent }) {
  const t = useT();
  return (
    <LabelledSection
      id="add-to-calendar"
      title={t("content.addToCalendar")}
      className="mt-2"
      headingClassName="font-semibold text-slate-800"
    >
      <ul className="flex flex-wrap gap-x-6">
        <li>
          <NewTabLink href={googleCalendarUrl(item)} className={`${linkClass} inline-block py-3`}>
            {t("content.addToGoogle")}
          </NewTabLink>
        </li>
        <li>
          <NewTabLink href={outlookCalendarUrl(item)} className={`${linkClass} inline-block py-3`}>
            {t("content.addToOutlook")}
          </NewTabLink>
        </li>
        <li>
          <a href={calendarHref(item.slug)} type="text/calendar" className={`${linkClass} inline-block py-3`}>
            {t("content.downloadIcs")}
          </a>
        </li>
      </ul>
    </LabelledSection>
  );
}

/** The upcoming or the past events, under their heading. */
function EventsPart({
  id,
  title,
  items,
  className,
}: {
  id: string;
  title: string;
  items: PublicEvent[];
  className: string;
}) {
  const t = useT();
  const f = useFormat();
  const page = useLanguage();
  if (items.length === 0) return null;
  return (
    <LabelledSection id={id} title={title} className={className}>
      <ItemCards kind="events" items={items}>
        {(item) => (
          <>
            {item.past && <p className="font-semibold text-amber-800">{t("content.pastBadge")}</p>}
            <p>{eventWhen(item, f.eventSpan)}</p>
            <p>{eventWhere(item, t)}</p>
            <LanguageLine language={item.language} />
            <p lang={contentLang(item.language, page)}>{contentDescription(item.description, 140)}</p>
          </>
        )}
      </ItemCards>
    </LabelledSection>
  );
}

export function EventsListPage() {
  const t = useT();
  return (
    <ContentListPage<PublicEvent>
      kind="events"
      feed={{ href: "/events.ics", type: "text/calendar", label: "content.eventsFeed" }}
      filters={(search) => (
        <>
          <FilterChoice name="eventType" search={search} />
          <FilterText
            label={t("content.month")}
            name="month"
            search={search}
            type="month"
            placeholder={t("content.monthFormat")}
            pattern="\d{4}-\d{2}"
          />
          <FilterChoice name="language" search={search} />
        </>
      )}
      renderItems={(items) => (
        <>
          <EventsPart
            id="upcoming-events"
            title={t("content.upcoming")}
            items={items.filter((item) => !item.past)}
            className="mt-4"
          />
          <EventsPart
            id="past-events"
            title={t("content.past")}
            items={items.filter((item) => item.past)}
            className="mt-10"
          />
        </>
      )}
    />
  );
}

export function EventItemPage({ notFound }: ItemPageProps) {
  const t = useT();
  const f = useFormat();
  const page = useLanguage();
  return (
    <ContentItemPage<PublicEvent>
      kind="events"
      notFound={notFound}
      render={(item) => (
        <>
          {item.past && <OverNotice>{t("content.eventPast", { date: f.date(item.startDate) })}</OverNotice>}
          <ItemFacts
            facts={[
              [t("content.when"), eventWhen(item, f.eventSpan)],
              [t("content.where"), eventWhere(item, t)],
              [t("content.language"), t(CONTENT_LANGUAGE_NAMES[item.language])],
            ]}
          />
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
            {!item.past && item.registrationLink && (
              <NewTabLink href={item.registrationLink} className={primaryLinkClass}>
                {t("content.register")}
              </NewTabLink>
            )}
            {!item.past && item.onlineLink && (
              <NewTabLink href={item.onlineLink} className={`${linkClass} py-3`}>
                {t("content.joinOnline")}
              </NewTabLink>
            )}
          </p>
          <CalendarLinks item={item} />
          <ItemImage src={item.image} />
          <div lang={contentLang(item.language, page)}>
            <PlainText text={item.description} className="mt-6 text-lg text-slate-800" />
          </div>
        </>
      )}
    />
  );
}
