// The public news list and a news item's page (docs/decisions/0028-news-events-jobs-insights.md).
import { contentDescription, type News } from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useT } from "../../i18n/use-t";
import { Byline, ContentItemPage, ItemCards, ItemImage, type ItemPageProps, Tags } from "./content-item-page";
import { ContentListPage, linkClass } from "./content-list-page";

type PublicNews = Omit<News, "pendingChange">;

export function NewsListPage() {
  return (
    <ContentListPage<PublicNews>
      kind="news"
      feed={{ href: "/news.atom", type: "application/atom+xml", label: "content.newsFeed" }}
      renderItems={(items) => (
        <ItemCards kind="news" items={items}>
          {(item) => (
            <>
              <Byline label="content.published" date={item.createdAt} item={item} />
              <p>{contentDescription(item.body, 180)}</p>
            </>
          )}
        </ItemCards>
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
      byline={(item) => (
        <Byline label="content.published" date={item.createdAt} item={item} linkOrganisation />
      )}
      render={(item) => (
        <>
          <ItemImage src={item.image} />
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
