// The public events list (upcoming first, then past ones; by type and month) and an event's page:
// a past event says so, every event links its iCalendar file (docs/decisions/0028-news-events-jobs-insights.md).
import {
  API_BASE,
  type ContentEvent,
  contentDescription,
  contentItemPath,
  contentLang,
  EVENT_TYPES,
  googleCalendarUrl,
  outlookCalendarUrl,
} from "@alliance/shared";
import { LazyImage } from "../../components/public/lazy-image";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useLanguage } from "../../i18n/language-context";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";
import {
  ContentItemPage,
  cardGrid,
  ItemCard,
  ItemHeading,
  type ItemPageProps,
  OverNotice,
  PostedBy,
} from "./content-item-page";
import { CONTENT_LANGUAGE_NAMES, EVENT_TYPE_NAMES } from "./content-labels";
import { ContentListPage, fieldClass, LanguageFilter, linkClass } from "./content-list-page";
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
    <section aria-labelledby="add-to-calendar" className="mt-2">
      <h2 id="add-to-calendar" className="font-semibold text-slate-800">
        {t("content.addToCalendar")}
      </h2>
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
    </section>
  );
}

function EventCards({ items }: { items: PublicEvent[] }) {
  const t = useT();
  const f = useFormat();
  const page = useLanguage();
  return (
    <ul className={cardGrid}>
      {items.map((item) => (
        <ItemCard
          key={item._id}
          href={contentItemPath("events", item.slug)}
          title={item.title}
          image={item.image}
          lang={contentLang(item.language, page)}
        >
          {item.past && <p className="font-semibold text-amber-800">{t("content.pastBadge")}</p>}
          <p>{eventWhen(item, f.eventSpan)}</p>
          <p>{eventWhere(item, t)}</p>
          <LanguageLine language={item.language} />
          <p lang={contentLang(item.language, page)}>{contentDescription(item.description, 140)}</p>
        </ItemCard>
      ))}
    </ul>
  );
}

export function EventsListPage() {
  const t = useT();
  return (
    <ContentListPage<PublicEvent>
      kind="events"
      links={
        <a href="/events.ics" type="text/calendar" className={linkClass}>
          {t("content.eventsFeed")}
        </a>
      }
      filters={(search) => (
        <>
          <label className="block text-sm font-semibold text-slate-800">
            {t("content.eventType")}
            <select name="eventType" defaultValue={search.eventType ?? ""} className={fieldClass}>
              <option value="">{t("content.allTypes")}</option>
              {EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(EVENT_TYPE_NAMES[type])}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t("content.month")}
            <input
              type="month"
              name="month"
              defaultValue={search.month ?? ""}
              placeholder={t("content.monthFormat")}
              pattern="\d{4}-\d{2}"
              className={fieldClass}
            />
          </label>
          <LanguageFilter value={search.language} />
        </>
      )}
      renderItems={(items) => {
        const upcoming = items.filter((item) => !item.past);
        const past = items.filter((item) => item.past);
        return (
          <>
            {upcoming.length > 0 && (
              <section aria-labelledby="upcoming-events" className="mt-4">
                <h2 id="upcoming-events" className="text-2xl font-bold text-brand-dark">
                  {t("content.upcoming")}
                </h2>
                <EventCards items={upcoming} />
              </section>
            )}
            {past.length > 0 && (
              <section aria-labelledby="past-events" className="mt-10">
                <h2 id="past-events" className="text-2xl font-bold text-brand-dark">
                  {t("content.past")}
                </h2>
                <EventCards items={past} />
              </section>
            )}
          </>
        );
      }}
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
          <ItemHeading title={item.title} lang={contentLang(item.language, page)}>
            {item.organizationName && (
              <p>
                <PostedBy name={item.organizationName} slug={item.organizationSlug} />
              </p>
            )}
          </ItemHeading>
          {item.past && <OverNotice>{t("content.eventPast", { date: f.date(item.startDate) })}</OverNotice>}
          <dl className="mt-6 grid gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-800">{t("content.when")}</dt>
            <dd className="text-slate-800">{eventWhen(item, f.eventSpan)}</dd>
            <dt className="font-semibold text-slate-800">{t("content.where")}</dt>
            <dd className="text-slate-800">{eventWhere(item, t)}</dd>
            <dt className="font-semibold text-slate-800">{t("content.language")}</dt>
            <dd className="text-slate-800">{t(CONTENT_LANGUAGE_NAMES[item.language])}</dd>
          </dl>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
            {!item.past && item.registrationLink && (
              <NewTabLink
                href={item.registrationLink}
                className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
              >
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
          {item.image && (
            <LazyImage
              src={item.image}
              alt=""
              width={960}
              height={540}
              className="mt-6 aspect-video w-full rounded-xl object-cover"
            />
          )}
          <div lang={contentLang(item.language, page)}>
            <PlainText text={item.description} className="mt-6 text-lg text-slate-800" />
          </div>
        </>
      )}
    />
  );
}
