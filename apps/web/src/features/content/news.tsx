// The public news list and a news item's page (docs/decisions/0028-news-events-jobs-insights.md).
import { contentDescription, contentItemPath, type News } from "@alliance/shared";
import { LazyImage } from "../../components/public/lazy-image";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import {
  ContentItemPage,
  cardGrid,
  ItemCard,
  ItemHeading,
  type ItemPageProps,
  PostedBy,
  Tags,
} from "./content-item-page";
import { ContentListPage, linkClass } from "./content-list-page";

type PublicNews = Omit<News, "pendingChange">;

/** The date, and who posted it (a link to its organisation's page when `organizationSlug` is given). */
export function Byline({
  date,
  organizationName,
  organizationSlug,
}: {
  date: string;
  organizationName: string;
  organizationSlug?: string | undefined;
}) {
  return (
    <p>
      {date}
      {organizationName && (
        <>
          {" · "}
          <PostedBy name={organizationName} slug={organizationSlug} />
        </>
      )}
    </p>
  );
}

/** "Published 3 Dec 2026" in the page's language. */
/** On an item's own page the organisation links to its page (a list's card is itself a link). */
function NewsByline({
  item,
  linkOrganisation = false,
}: {
  item: Pick<PublicNews, "createdAt" | "organizationName" | "organizationSlug">;
  linkOrganisation?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <Byline
      date={t("content.published", { date: f.date(item.createdAt) })}
      organizationName={item.organizationName}
      organizationSlug={linkOrganisation ? item.organizationSlug : undefined}
    />
  );
}

export function NewsListPage() {
  const t = useT();
  return (
    <ContentListPage<PublicNews>
      kind="news"
      links={
        <a href="/news.atom" type="application/atom+xml" className={linkClass}>
          {t("content.newsFeed")}
        </a>
      }
      renderItems={(items) => (
        <ul className={cardGrid}>
          {items.map((item) => (
            <ItemCard
              key={item._id}
              href={contentItemPath("news", item.slug)}
              title={item.title}
              image={item.image}
            >
              <NewsByline item={item} />
              <p>{contentDescription(item.body, 180)}</p>
            </ItemCard>
          ))}
        </ul>
      )}
    />
  );
}

export function NewsItemPage({ notFound }: ItemPageProps) {
  const t = useT();
  return (
    <ContentItemPage<PublicNews>
      kind="news"
      notFound={notFound}
      render={(item) => (
        <>
          <ItemHeading title={item.title}>
            <NewsByline item={item} linkOrganisation />
          </ItemHeading>
          {item.image && (
            <LazyImage
              src={item.image}
              alt=""
              width={960}
              height={540}
              className="mt-6 aspect-video w-full rounded-xl object-cover"
            />
          )}
          <PlainText text={item.body} className="mt-6 text-lg text-slate-800" />
          {item.externalLink && (
            <p className="mt-6">
              <NewTabLink href={item.externalLink} className={linkClass}>
                {t("content.externalLink")}
              </NewTabLink>
            </p>
          )}
          <div className="mt-6">
            <Tags tags={item.hashtags} />
          </div>
        </>
      )}
    />
  );
}
