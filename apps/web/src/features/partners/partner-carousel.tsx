import type { Partner } from "@alliance/shared";
import { LogoCarousel } from "../../components/public/logo-carousel";
import { useT } from "../../i18n/use-t";
import { usePublicRead } from "../../lib/public-read/use-public-read";
import { PARTNERS } from "./public-reads";

/** Technical Partners: square white cards with the partner's image (alt = partner name). */
export function PartnerCarousel() {
  const t = useT();
  const { data = [], isPending } = usePublicRead<Partner[]>(PARTNERS);
  const cards = data.map((partner) => ({
    id: partner._id,
    href: partner.link,
    name: partner.organizationName,
    image: partner.image,
  }));
  return (
    <LogoCarousel
      label={t("home.partners.carousel")}
      cards={cards}
      emptyText={t("home.partners.empty")}
      loading={isPending}
      variant="logo"
    />
  );
}
