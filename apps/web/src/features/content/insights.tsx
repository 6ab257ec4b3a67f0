// The public insights list and an insight's page (docs/decisions/0028-news-events-jobs-insights.md).
import {
  CONTENT_TEXTS,
  contentDescription,
  contentItemPath,
  type Insight,
  kenyanDate,
} from "@alliance/shared";
import { LazyImage } from "../../components/public/lazy-image";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import {
  ContentItemPage,
  cardGrid,
  ItemCard,
  ItemHeading,
  type ItemPageProps,
  ItemPart,
  Tags,
} from "./content-item-page";
import { ContentListPage, linkClass } from "./content-list-page";
import { Byline } from "./news";

type PublicInsight = Omit<Insight, "pendingChange">;

export function InsightsListPage() {
  return (
    <ContentListPage<PublicInsight>
      kind="insights"
      renderItems={(items) => (
        <ul className={cardGrid}>
          {items.map((item) => (
            <ItemCard
              key={item._id}
              href={contentItemPath("insights", item.slug)}
              title={item.title}
              image={item.image}
            >
              <Byline
                date={CONTENT_TEXTS.insightDate(kenyanDate(item.dateOfInsight))}
                organizationName={item.organizationName}
              />
              <p>{contentDescription(item.summary, 180)}</p>
              <Tags tags={item.tags} />
            </ItemCard>
          ))}
        </ul>
      )}
    />
  );
}

export function InsightItemPage({ notFound }: ItemPageProps) {
  return (
    <ContentItemPage<PublicInsight>
      kind="insights"
      notFound={notFound}
      render={(item) => (
        <>
          <ItemHeading title={item.title}>
            <Byline
              date={CONTENT_TEXTS.insightDate(kenyanDate(item.dateOfInsight))}
              organizationName={item.organizationName}
              organizationSlug={item.organizationSlug}
            />
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
          <ItemPart title={CONTENT_TEXTS.summary}>
            <PlainText text={item.summary} />
          </ItemPart>
          <ItemPart title={CONTENT_TEXTS.methodology}>
            <PlainText text={item.methodology} />
          </ItemPart>
          <p className="mt-8">
            <NewTabLink
              href={item.link}
              className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {CONTENT_TEXTS.fullReport}
            </NewTabLink>
          </p>
          <div className="mt-6">
            <Tags tags={item.tags} />
          </div>
        </>
      )}
    />
  );
}
