// The public insights list and an insight's page (docs/decisions/0028-news-events-jobs-insights.md).
import { contentDescription, type Insight } from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useT } from "../../i18n/use-t";
import {
  Byline,
  ContentItemPage,
  ItemCards,
  ItemImage,
  type ItemPageProps,
  ItemPart,
  Tags,
} from "./content-item-page";
import { ContentListPage, primaryLinkClass } from "./content-list-page";

type PublicInsight = Omit<Insight, "pendingChange">;

export function InsightsListPage() {
  return (
    <ContentListPage<PublicInsight>
      kind="insights"
      renderItems={(items) => (
        <ItemCards kind="insights" items={items}>
          {(item) => (
            <>
              <Byline label="content.insightDate" date={item.dateOfInsight} item={item} />
              <p>{contentDescription(item.summary, 180)}</p>
              <Tags tags={item.tags} />
            </>
          )}
        </ItemCards>
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
      byline={(item) => (
        <Byline label="content.insightDate" date={item.dateOfInsight} item={item} linkOrganisation />
      )}
      render={(item) => (
        <>
          <ItemImage src={item.image} />
          <ItemPart title={t("content.summary")}>
            <PlainText text={item.summary} />
          </ItemPart>
          <ItemPart title={t("content.methodology")}>
            <PlainText text={item.methodology} />
          </ItemPart>
          <p className="mt-8">
            <NewTabLink href={item.link} className={primaryLinkClass}>
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
