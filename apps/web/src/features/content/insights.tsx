// The public insights list and an insight's page (docs/decisions/0028-news-events-jobs-insights.md).
import { contentDescription, contentItemPath, type Insight } from "@alliance/shared";
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
  ItemPart,
  Tags,
} from "./content-item-page";
import { ContentListPage } from "./content-list-page";
import { Byline } from "./news";

type PublicInsight = Omit<Insight, "pendingChange">;

/** "Insight of 3 Dec 2026" in the page's language, and who published it. */
/** On an item's own page the organisation links to its page (a list's card is itself a link). */
function InsightByline({
  item,
  linkOrganisation = false,
}: {
  item: Pick<PublicInsight, "dateOfInsight" | "organizationName" | "organizationSlug">;
  linkOrganisation?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <Byline
      date={t("content.insightDate", { date: f.date(item.dateOfInsight) })}
      organizationName={item.organizationName}
      organizationSlug={linkOrganisation ? item.organizationSlug : undefined}
    />
  );
}

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
              <InsightByline item={item} />
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
  const t = useT();
  return (
    <ContentItemPage<PublicInsight>
      kind="insights"
      notFound={notFound}
      render={(item) => (
        <>
          <ItemHeading title={item.title}>
            <InsightByline item={item} linkOrganisation />
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
          <ItemPart title={t("content.summary")}>
            <PlainText text={item.summary} />
          </ItemPart>
          <ItemPart title={t("content.methodology")}>
            <PlainText text={item.methodology} />
          </ItemPart>
          <p className="mt-8">
            <NewTabLink
              href={item.link}
              className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
            >
              {t("content.fullReport")}
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
