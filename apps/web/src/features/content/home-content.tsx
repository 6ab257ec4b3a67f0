// The home page's "Next events" and "Latest news" (docs/decisions/0028-news-events-jobs-insights.md): a few items each, read in the
// browser after the page has loaded (the home page stays cached and light; upcoming events change
// with the time, so they are not part of its cached HTML). Loaded as its own chunk.
import { type ContentEvent, contentItemPath, type News } from "@alliance/shared";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { usePublicRead } from "../../lib/public-read/use-public-read";
import { paths } from "../../paths";

const HOME_ITEMS = 3;

/** A few items, read once the page is up (failures show as none). */
function useItems<T>(path: string, query: Record<string, string>): T[] | undefined {
  const { data, isError } = usePublicRead<T[]>(path, query);
  if (isError) return [];
  return data === undefined ? undefined : Array.isArray(data) ? data : [];
}

function Column({
  id,
  title,
  all,
  allLabel,
  empty,
  items,
}: {
  id: string;
  title: string;
  all: string;
  allLabel: string;
  empty: string;
  items: Array<{ key: string; href: string; title: string; line: ReactNode }> | undefined;
}) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 id={id} className="text-2xl font-bold text-brand-dark">
        {title}
      </h3>
      {items === undefined ? (
        <p role="status" className="mt-4 text-slate-700">
          {t("common.loading")}
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.href}
                className="font-semibold text-brand underline-offset-4 hover:underline wrap-anywhere"
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-700">{item.line}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6">
        <Link
          to={all}
          className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {allLabel}
        </Link>
      </p>
    </section>
  );
}

export default function HomeContent() {
  const t = useT();
  const format = useFormat();
  const events = useItems<ContentEvent>("/events/approved", {
    when: "upcoming",
    pageSize: String(HOME_ITEMS),
  });
  const news = useItems<News>("/news/approved", { pageSize: String(HOME_ITEMS) });
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <Column
        id="home-events"
        title={t("home.whatsOn.events")}
        all={paths.events}
        allLabel={t("home.whatsOn.allEvents")}
        empty={t("home.whatsOn.noEvents")}
        items={events?.map((event) => ({
          key: event._id,
          href: contentItemPath("events", event.slug),
          title: event.title,
          line: format.dateTime(event.startDate),
        }))}
      />
      <Column
        id="home-news"
        title={t("home.whatsOn.news")}
        all={paths.news}
        allLabel={t("home.whatsOn.allNews")}
        empty={t("home.whatsOn.noNews")}
        items={news?.map((item) => ({
          key: item._id,
          href: contentItemPath("news", item.slug),
          title: item.title,
          line: t("home.whatsOn.published", { date: format.date(item.createdAt) }),
        }))}
      />
    </div>
  );
}
