import { LogoCarousel } from "../../components/public/logo-carousel";
import { usePublicList } from "../public/use-public-data";

/** Technical Partners: square white cards with the partner's image (alt = partner name). */
export function PartnerCarousel() {
  const { data, loading } = usePublicList("partners");
  const cards = data.map((partner) => ({
    id: partner._id,
    href: partner.link,
    name: partner.organizationName,
    image: partner.image,
  }));
  return (
    <LogoCarousel
      label="Technical partners carousel"
      cards={cards}
      emptyText="No technical partners to show yet."
      loading={loading}
      variant="logo"
    />
  );
}
