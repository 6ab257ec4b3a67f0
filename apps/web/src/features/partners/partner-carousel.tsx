import { PARTNER_CARD_WIDTH, toHttpUrl } from "@alliance/shared";
import { Carousel } from "../../components/public/carousel";
import { usePublicList } from "../public/use-public-data";

/** Technical Partners: square white cards with the partner's image (alt = partner name). */
export function PartnerCarousel() {
  const { data, loading } = usePublicList("partners");
  return (
    <Carousel
      label="Technical partners carousel"
      items={data}
      loading={loading}
      defaultCardWidth={PARTNER_CARD_WIDTH}
      heightClass="min-h-36"
      emptyText="No technical partners to show yet."
      getKey={(partner) => partner._id}
      renderItem={(partner) => (
        <a
          href={toHttpUrl(partner.link)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex h-32 w-32 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand"
        >
          <img
            src={partner.image}
            alt={partner.organizationName}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="h-24 w-24 object-contain"
          />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    />
  );
}
